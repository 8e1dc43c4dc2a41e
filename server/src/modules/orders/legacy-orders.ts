import { badRequest } from '../../errors';

/**
 * The old storefront's order flow (`POST /customers/post`, then
 * `POST /transactionsRouter/postTransactionFromAnyPageBulk`) has no field for the delivery fee
 * paid in advance. While the shop takes the fee that way, a shopper's old flow would place an
 * order with no payment, which staff could then move past the fee check: it is refused, naming
 * the call that carries the fee. Staff (a phone order) are not shoppers and keep the old call.
 * Coupons need nothing here (the old flow has none, so it never discounts), and both calls are
 * anonymous writes under the same per-address limit as `POST /orders` (`publicWrite`).
 */
export function refuseLegacyOrderWithoutFee(byStaff: boolean, advanceFeeOn: boolean): void {
  if (!advanceFeeOn || byStaff) return;
  throw badRequest(
    'payment: this shop takes the delivery fee in advance by bKash or Nagad, which the old ' +
      'order calls (customers/post, postTransactionFromAnyPageBulk) cannot carry; place the ' +
      'order with POST /api/orders and its payment',
    'fee_required',
  );
}

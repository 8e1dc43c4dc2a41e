import type { OrderSummary } from '@poshak/shared-api';

/**
 * What the courier collects at the door: the items less the coupon's discount, plus the delivery
 * fee unless the shopper sent it in advance by bKash or Nagad (the orders table keeps
 * total = subtotal + shipping − discount). A fee sent but rejected is still not collected here:
 * such an order cannot leave the shop until its fee is verified.
 */
export const amountToCollect = (
  order: Pick<OrderSummary, 'item_total' | 'shipping_cost' | 'discount' | 'fee_status'>,
) => order.item_total - order.discount + (order.fee_status === 'none' ? order.shipping_cost : 0);

import type { OrderFeeStatus } from './constants';

/**
 * THE money of an order, for every place that shows or stores it: the storefront's cart and
 * checkout, the server's order and price check (the order statement stores what this computes),
 * the back-office's orders table and details, and the printed invoice. Whole taka throughout.
 * Two rules in two places once told the courier one figure and the invoice in the parcel
 * another; a rule changed here changes everywhere.
 */

/** A line as money sees it: what one unit sells for, how many, and whether the coupon counts it. */
export interface PricedLine {
  price: number;
  quantity: number;
  /** Whether the order's coupon applies to this line's product (default: yes). */
  couponApplies?: boolean;
}

export type CouponKind = 'percent' | 'amount';

/** What a coupon takes off: a percentage of the items it applies to, or an amount in taka. */
export interface CouponOff {
  kind: CouponKind;
  /** Percent (up to two decimals, as the coupon stores it) or taka. */
  value: number;
}

export interface OrderMoney {
  /** Price × quantity over every line. */
  subtotal: number;
  /** The part of the subtotal the coupon applies to. */
  eligible: number;
  /** Taka the coupon takes off (0 without one). */
  discount: number;
  /** The delivery fee of the chosen area; null until an area is chosen. */
  shipping: number | null;
  /** subtotal + delivery − discount (without delivery until an area is chosen). */
  total: number;
}

export const lineTotal = (line: Pick<PricedLine, 'price' | 'quantity'>) =>
  line.price * line.quantity;

export const subtotalOf = (lines: readonly Pick<PricedLine, 'price' | 'quantity'>[]) =>
  lines.reduce((sum, line) => sum + lineTotal(line), 0);

/**
 * What a coupon takes off `eligible` taka of items: a percentage rounded down to the taka, or
 * its amount in whole taka. Percentages are counted in hundredths of a percent as whole numbers:
 * 2000 × 4.35 in floating point is 8699.999…, which rounded down would lose a taka.
 */
export function couponDiscount(coupon: CouponOff | null, eligible: number): number {
  if (!coupon) return 0;
  if (coupon.kind === 'amount') return Math.round(coupon.value);
  return Math.floor((eligible * Math.round(coupon.value * 100)) / 10_000);
}

/** subtotal + delivery − discount; delivery counts once an area is chosen. */
export const orderTotal = (money: {
  subtotal: number;
  shipping: number | null | undefined;
  discount: number;
}) => money.subtotal + (money.shipping ?? 0) - money.discount;

/** A delivery zone's weight steps as the fee needs them (docs/delivery-fees.md). */
export interface WeightSteps {
  /** The weight the area's fee covers, and each further step, in grams. */
  stepGrams: number;
  /** Taka each step begun beyond the first adds. */
  stepFee: number;
}

/** The fewest grams a parcel is charged for: an empty cart or weightless lines still travel. */
const PARCEL_MIN_GRAMS = 1;

/** A parcel's weight: each line's weight per piece times its quantity, in grams. */
export const parcelGrams = (lines: readonly { weightGrams: number; quantity: number }[]) =>
  lines.reduce((sum, line) => sum + line.weightGrams * line.quantity, 0);

/**
 * THE delivery fee of a parcel: the area's fee covers the first step of its zone (1 kg as the
 * demo shop sets it), and every further step begun adds the zone's step fee — 1.2 kg is two
 * steps, as the courier counts it. The server charges it, the storefront shows it before the
 * shopper pays it in advance, and the courier is asked to collect it with the same weight.
 */
export function deliveryFee(areaCost: number, steps: WeightSteps, grams: number): number {
  const weight = Math.max(PARCEL_MIN_GRAMS, Math.ceil(grams));
  const stepsBegun = Math.ceil(weight / Math.max(1, steps.stepGrams));
  return areaCost + (stepsBegun - 1) * steps.stepFee;
}

/**
 * An order's money from its priced lines, its area's delivery fee and its coupon's terms, or the
 * discount the server's price check already gave the coupon (the storefront knows no terms).
 */
export function priceOrder(order: {
  lines: readonly PricedLine[];
  shipping: number | null | undefined;
  coupon?: CouponOff | null | undefined;
  discount?: number | undefined;
}): OrderMoney {
  const subtotal = subtotalOf(order.lines);
  const eligible = subtotalOf(order.lines.filter((line) => line.couponApplies !== false));
  const discount = order.discount ?? couponDiscount(order.coupon ?? null, eligible);
  const shipping = order.shipping ?? null;
  return {
    subtotal,
    eligible,
    discount,
    shipping,
    total: orderTotal({ subtotal, shipping, discount }),
  };
}

/**
 * The delivery fee the shop already holds: the one paid in advance by bKash or Nagad once staff
 * found it in the provider's record (`verified`). A fee sent but not yet checked, or rejected, is
 * not money the shop holds, so the door still collects it; such an order cannot leave the shop
 * before its fee is verified anyway (AFTER_FEE_CHECK).
 */
export const feePaidInAdvance = (order: { shipping_cost: number; fee_status: OrderFeeStatus }) =>
  order.fee_status === 'verified' ? order.shipping_cost : 0;

/**
 * What the courier collects at the door, as the orders table, the order's details and the
 * printed invoice all say it: the total less a fee already paid.
 */
export const amountToCollect = (order: {
  total: number;
  shipping_cost: number;
  fee_status: OrderFeeStatus;
}) => order.total - feePaidInAdvance(order);

/**
 * What the shopper is told to hand the courier: the amount to collect, with a fee sent and still
 * being checked counted as paid. Such an order cannot leave the shop before staff verified the
 * fee (AFTER_FEE_CHECK), so by the time a courier knocks it is the staff's figure again; a
 * rejected fee is collected at the door, and the shopper's figure says so from then on.
 */
export const amountToPayOnDelivery = (order: {
  total: number;
  shipping_cost: number;
  fee_status: OrderFeeStatus;
}) =>
  amountToCollect({
    ...order,
    fee_status: order.fee_status === 'unverified' ? 'verified' : order.fee_status,
  });

/**
 * Where the cash of one parcel sent cash on delivery stands (COD reconciliation):
 * - `awaiting`: the courier has not delivered it (nothing collected yet);
 * - `with_courier`: collected at the door, not yet paid out to the shop;
 * - `settled`: paid out, and what the shop got plus the courier's fee is what the parcel
 *   should have collected;
 * - `mismatch`: the courier collected or paid something other than it should have.
 */
export type CodState = 'awaiting' | 'with_courier' | 'settled' | 'mismatch';

export interface CodCash {
  /** What the courier was asked to collect (the booking's `amountToCollect`). */
  toCollect: number;
  /** What the courier says it collected at the door (null: not delivered yet). */
  collected: number | null;
  /** What the courier paid the shop for the parcel (null: not paid yet). */
  paidOut: number | null;
  /** The courier's charge kept out of the cash (null: not said; counted as 0). */
  courierFee: number | null;
}

export interface CodReckoning {
  state: CodState;
  /**
   * Taka the shop is short (negative) or over (positive): once paid, what it got plus the fee the
   * courier kept against what the parcel should have collected; before that, what was collected
   * against it. 0 while nothing is collected.
   */
  difference: number;
  /** Cash the courier holds for the shop: collected, less its fee, not yet paid out. */
  withCourier: number;
}

/**
 * One parcel's cash: what it should collect against what the courier collected and paid. A
 * partial delivery collects less than asked, and shows so, until staff look at it.
 */
export function reckonCod(parcel: CodCash): CodReckoning {
  const fee = parcel.courierFee ?? 0;
  if (parcel.paidOut !== null) {
    const difference = parcel.paidOut + fee - parcel.toCollect;
    const collectedRight = parcel.collected === null || parcel.collected === parcel.toCollect;
    return {
      state: difference === 0 && collectedRight ? 'settled' : 'mismatch',
      difference,
      withCourier: 0,
    };
  }
  if (parcel.collected === null) return { state: 'awaiting', difference: 0, withCourier: 0 };
  const difference = parcel.collected - parcel.toCollect;
  return {
    state: difference === 0 ? 'with_courier' : 'mismatch',
    difference,
    withCourier: Math.max(parcel.collected - fee, 0),
  };
}

/**
 * What a courier pays the shop for a parcel it collected when it says only that it paid
 * (Pathao's `order.paid` names no amount): the cash collected less the fee it charged.
 */
export const payoutOf = (parcel: { collected: number; courierFee: number | null }) =>
  parcel.collected - (parcel.courierFee ?? 0);

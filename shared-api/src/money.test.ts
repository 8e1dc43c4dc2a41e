import { ORDER_FEE_STATUSES } from './constants';
import {
  amountToCollect,
  amountToPayOnDelivery,
  couponDiscount,
  deliveryFee,
  feePaidInAdvance,
  parcelGrams,
  orderTotal,
  priceOrder,
  type CouponOff,
} from './money';

/** A kurta the coupon applies to (2 × ৳1,250) and a saree it does not (1 × ৳3,400). */
const LINES = [
  { price: 1250, quantity: 2, couponApplies: true },
  { price: 3400, quantity: 1, couponApplies: false },
];
const OUTSIDE_DHAKA = 130;

const COUPONS: [string, CouponOff | null, number][] = [
  ['no coupon', null, 0],
  // 15 % of the ৳2,500 the coupon applies to.
  ['15 % off', { kind: 'percent', value: 15 }, 375],
  // 12.5 % of ৳2,500 = 312.5, rounded down to the taka.
  ['12.5 % off', { kind: 'percent', value: 12.5 }, 312],
  ['৳200 off', { kind: 'amount', value: 200 }, 200],
];

/** What the courier must collect, worked out by hand for each fee state. */
const COLLECT: Record<(typeof ORDER_FEE_STATUSES)[number], (total: number) => number> = {
  // Cash on delivery: everything at the door.
  none: (total) => total,
  // Sent but not yet found in the provider's record: not the shop's money yet.
  unverified: (total) => total,
  // Found: the door collects the rest.
  verified: (total) => total - OUTSIDE_DHAKA,
  // Not found: the shopper never paid it.
  rejected: (total) => total,
};

describe('the money of an order', () => {
  const table = ORDER_FEE_STATUSES.flatMap((fee) =>
    COUPONS.map(([name, coupon, discount]) => [fee, name, coupon, discount] as const),
  );

  it.each(table)(
    'fee %s × %s: subtotal, discount, delivery, total and the amount to collect',
    (fee, _name, coupon, discount) => {
      const money = priceOrder({ lines: LINES, shipping: OUTSIDE_DHAKA, coupon });
      const subtotal = 2500 + 3400;
      const total = subtotal + OUTSIDE_DHAKA - discount;
      expect(money).toEqual({
        subtotal,
        eligible: 2500,
        discount,
        shipping: OUTSIDE_DHAKA,
        total,
      });
      const stored = { total: money.total, shipping_cost: OUTSIDE_DHAKA, fee_status: fee };
      expect(amountToCollect(stored)).toBe(COLLECT[fee](total));
      expect(amountToCollect(stored) + feePaidInAdvance(stored)).toBe(total);
      // The shopper's figure is the staff's, except for a fee sent and not yet checked (such an
      // order does not leave the shop until it is): counted as paid.
      expect(amountToPayOnDelivery(stored)).toBe(
        fee === 'unverified' ? total - OUTSIDE_DHAKA : COLLECT[fee](total),
      );
    },
  );

  it('covers every fee state the shop knows', () => {
    expect(Object.keys(COLLECT).sort()).toEqual([...ORDER_FEE_STATUSES].sort());
  });

  it('leaves delivery out of the total until an area is chosen', () => {
    expect(priceOrder({ lines: LINES, shipping: undefined })).toMatchObject({
      shipping: null,
      total: 5900,
    });
    expect(orderTotal({ subtotal: 5900, shipping: null, discount: 100 })).toBe(5800);
  });

  it('takes a discount the price check already worked out', () => {
    expect(priceOrder({ lines: LINES, shipping: 80, discount: 340 })).toEqual({
      subtotal: 5900,
      eligible: 2500,
      discount: 340,
      shipping: 80,
      total: 5640,
    });
  });

  it('counts percentages in hundredths, so floating point never loses a taka', () => {
    // 2000 × 4.35 / 100 is 86.99999999999999 in floating point.
    expect(couponDiscount({ kind: 'percent', value: 4.35 }, 2000)).toBe(87);
    expect(couponDiscount({ kind: 'percent', value: 33.33 }, 999)).toBe(332);
    expect(couponDiscount({ kind: 'percent', value: 100 }, 1234)).toBe(1234);
    expect(couponDiscount({ kind: 'amount', value: 99.5 }, 1000)).toBe(100);
  });
});

describe('the delivery fee of a parcel', () => {
  const inside = { stepGrams: 1000, stepFee: 15 };
  const outside = { stepGrams: 1000, stepFee: 25 };

  it('covers the first step with the area’s fee and adds the zone’s fee for every step begun after it', () => {
    const fees = [1, 999, 1000, 1001, 1999, 2000, 2001, 5500].map((grams) => [
      grams,
      deliveryFee(80, inside, grams),
      deliveryFee(130, outside, grams),
    ]);
    expect(fees).toEqual([
      [1, 80, 130],
      [999, 80, 130],
      [1000, 80, 130],
      [1001, 95, 155],
      [1999, 95, 155],
      [2000, 95, 155],
      [2001, 110, 180],
      [5500, 155, 255],
    ]);
  });

  it('charges an empty or weightless parcel the first step, never less', () => {
    expect([deliveryFee(80, inside, 0), deliveryFee(80, inside, -300)]).toEqual([80, 80]);
  });

  it('counts a fraction of a gram as a gram begun, and a zone without a step fee as a flat fee', () => {
    expect(deliveryFee(80, inside, 1000.2)).toBe(95);
    expect(deliveryFee(100, { stepGrams: 1000, stepFee: 0 }, 25_000)).toBe(100);
  });

  it('stays whole, safe taka for a huge weight (50 lines of 100 × 30 kg)', () => {
    const grams = parcelGrams(
      Array.from({ length: 50 }, () => ({ weightGrams: 30_000, quantity: 100 })),
    );
    expect(grams).toBe(150_000_000);
    expect(deliveryFee(130, outside, grams)).toBe(130 + 149_999 * 25);
    expect(Number.isSafeInteger(deliveryFee(130, outside, grams))).toBe(true);
  });

  it('follows smaller steps when a zone sets them', () => {
    expect(deliveryFee(60, { stepGrams: 500, stepFee: 10 }, 1200)).toBe(80);
  });

  it('weighs a cart as each line’s piece weight times its quantity', () => {
    expect(
      parcelGrams([
        { weightGrams: 600, quantity: 2 },
        { weightGrams: 1800, quantity: 1 },
      ]),
    ).toBe(3000);
    expect(parcelGrams([])).toBe(0);
  });
});

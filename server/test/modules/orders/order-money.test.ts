import { sql } from 'drizzle-orm';
import { amountToCollect } from '@poshak/shared-api/money';
import { shopDay } from '@poshak/shared-api/shop-time';
import { rowsOf, toInt } from '../../../src/db/database';
import { drivers, shopForTests } from '../../helpers/build';
import { placeOrder } from '../../helpers/orders';
import { storedOrders } from '../../reliability/helpers/order-audit';

const FEE_STATUSES = ['none', 'unverified', 'verified', 'rejected'] as const;
const COUPONS = [
  ['no coupon', null],
  ['15 % off', { discount_kind: 'percent', discount_value: 15 }],
  ['৳150 off', { discount_kind: 'amount', discount_value: 150 }],
] as const;

interface Figures {
  total: number;
  to_collect: number;
}

describe.each(drivers)('the money of an order, wherever it is shown, on %s', (driver) => {
  // The shop takes the delivery fee in advance.
  const { t, c } = shopForTests(driver, { env: { BKASH_NUMBER: '01700000001' } });
  let trx = 0;

  it('every fee status × coupon kind: the orders list, the order’s details and the printed invoice say one total and one amount to collect, the tracking page tells the shopper that figure, and the stored money adds up', async () => {
    const admin = await t.auth('admin');
    const item = await c.addStock({
      product_code: 'MONEY-1',
      product_name: 'Tangail saree',
      price: 2350,
      quantity: 500,
    });
    const codes = new Map<string, string | null>();
    for (const [name, terms] of COUPONS) {
      if (!terms) {
        codes.set(name, null);
        continue;
      }
      const code = `MONEY-${terms.discount_kind.toUpperCase()}`;
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/coupons',
        headers: admin,
        payload: {
          code,
          name,
          ...terms,
          applies_to: 'All Product',
          start_day: shopDay(),
          end_day: shopDay(),
          allowed_customer: 'All Customer',
        },
      });
      expect(created.statusCode).toBe(200);
      codes.set(name, code);
    }

    const seen: Record<string, [Figures, Figures, Figures]> = {};
    /** What the tracking page tells the shopper to hand the courier. */
    const shoppers: Record<string, number> = {};
    for (const fee of FEE_STATUSES) {
      for (const [name] of COUPONS) {
        trx += 1;
        const code = codes.get(name);
        const placed = await placeOrder(t.app, {
          customer_name: 'Shirin Akter',
          customer_address: 'Ward 5, Tangail',
          customer_phone: '01812000111',
          shipping_id: 2,
          lines: [{ id_transaction: item, quantity: 2 }],
          ...(code ? { coupon_code: code } : {}),
          payment: {
            provider: 'bkash',
            trx_id: `MONEY${String(trx).padStart(5, '0')}`,
            paid_from: '01812000111',
          },
        });
        expect(placed.statusCode).toBe(200);
        const invoice = placed.json().invoice_no as number;
        if (fee === 'none') {
          // An order placed while the shop took cash on delivery.
          await t.shop.db.execute(sql`DELETE FROM order_payments WHERE invoice_no = ${invoice}`);
        } else if (fee !== 'unverified') {
          const checked = await t.app.inject({
            method: 'PUT',
            url: `/api/backoffice/orders/${invoice}/payment`,
            headers: admin,
            payload: { status: fee },
          });
          expect(checked.statusCode).toBe(200);
        }
        const list = await t.app.inject({
          method: 'GET',
          url: `/api/backoffice/orders?invoice=${invoice}`,
          headers: admin,
        });
        const row = (list.json().items as Parameters<typeof amountToCollect>[0][])[0];
        const detail = await t.app.inject({
          method: 'GET',
          url: `/api/backoffice/orders/${invoice}`,
          headers: admin,
        });
        const print = await t.app.inject({
          method: 'GET',
          url: `/api/backoffice/orders/${invoice}/print`,
          headers: admin,
        });
        const printed = print.json() as Figures;
        const tracked = await t.app.inject({
          method: 'GET',
          url: `/api/orders/track?invoice_no=${invoice}&phone=01812000111`,
        });
        expect(tracked.statusCode).toBe(200);
        shoppers[`${fee} × ${name}`] = tracked.json().to_pay_on_delivery as number;
        if (!row) throw new Error(`order ${invoice} is not in the list`);
        seen[`${fee} × ${name}`] = [
          { total: row.total, to_collect: amountToCollect(row) },
          { total: detail.json().total, to_collect: amountToCollect(detail.json()) },
          { total: printed.total, to_collect: printed.to_collect },
        ];
      }
    }
    // What the courier is told (the orders table), what staff read (the details) and what the
    // parcel carries (the invoice) are one figure for every combination.
    const disagreements = Object.entries(seen).filter(
      ([, [table, details, invoice]]) =>
        table.to_collect !== invoice.to_collect ||
        details.to_collect !== invoice.to_collect ||
        table.total !== invoice.total,
    );
    expect(disagreements).toEqual([]);
    // Worked out by hand: 2 × ৳2,350 + ৳130 delivery; 15 % of ৳4,700 is ৳705.
    expect(seen['verified × 15 % off']?.[2]).toEqual({ total: 4125, to_collect: 3995 });
    expect(seen['unverified × ৳150 off']?.[2]).toEqual({ total: 4680, to_collect: 4680 });
    expect(seen['rejected × no coupon']?.[2]).toEqual({ total: 4830, to_collect: 4830 });
    expect(seen['none × no coupon']?.[2]).toEqual({ total: 4830, to_collect: 4830 });
    // The shopper is told the staff's figure, but for a fee sent and not yet checked (the order
    // does not leave before it is), which counts as paid.
    const told = Object.entries(seen).filter(([key, [, , invoice]]) => {
      const sent = key.startsWith('unverified');
      return shoppers[key] !== (sent ? invoice.total - 130 : invoice.to_collect);
    });
    expect(told).toEqual([]);
    expect(shoppers['verified × 15 % off']).toBe(3995);
    expect(shoppers['unverified × ৳150 off']).toBe(4550);
    expect(shoppers['rejected × no coupon']).toBe(4830);

    // Every stored order adds up: its lines make its subtotal, and subtotal + delivery − discount
    // its total.
    const broken = [...(await storedOrders(t.shop.db)).values()].filter(
      (o) => o.subtotal !== o.lines.reduce((sum, l) => sum + l.price * l.quantity, 0),
    );
    expect(broken).toEqual([]);
    const [mismatched] = rowsOf<{ n: unknown }>(
      await t.shop.db.execute(
        sql`SELECT count(*) AS n FROM orders WHERE total <> subtotal + shipping_cost - discount`,
      ),
    );
    expect(toInt(mismatched?.n)).toBe(0);
  });
});

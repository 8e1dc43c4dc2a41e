import { sql } from 'drizzle-orm';
import { deliveryFee } from '@poshak/shared-api/money';
import { rowsOf, toInt } from '../../../src/db/database';
import { shopForTests } from '../../helpers/build';
import { multipart, picture } from '../../helpers/multipart';
import { placeOrder, stockOf } from '../../helpers/orders';

describe('delivery fees by zone and parcel weight', () => {
  const { t, c } = shopForTests('embedded');
  let phone = 0;
  const nextPhone = () => `0171${String(++phone).padStart(7, '0')}`;

  const order = (lines: [number, number][], shippingId: number, extra: object = {}) =>
    placeOrder(t.app, {
      customer_name: 'Nasrin Sultana',
      customer_address: 'House 12, Road 5, Mohammadpur, Dhaka',
      customer_phone: nextPhone(),
      shipping_id: shippingId,
      lines: lines.map(([id_transaction, quantity]) => ({ id_transaction, quantity })),
      ...extra,
    });

  const parcelGramsOf = async (invoiceNo: number) => {
    const [row] = rowsOf<{ parcel_grams: unknown; shipping_cost: unknown }>(
      await t.shop.db.execute(
        sql`SELECT parcel_grams, shipping_cost FROM orders WHERE invoice_no = ${invoiceNo}`,
      ),
    );
    return [toInt(row?.parcel_grams), toInt(row?.shipping_cost)];
  };

  it('lists every area with its zone and the zone’s weight steps, so the storefront quotes without asking again', async () => {
    const areas = (await t.app.inject({ method: 'GET', url: '/api/shipping/getAll' })).json();
    expect(areas).toEqual([
      expect.objectContaining({
        id_shipping: 1,
        cost: 80,
        zone: 'inside_dhaka',
        step_grams: 1000,
        step_fee: 15,
      }),
      expect.objectContaining({
        id_shipping: 2,
        cost: 130,
        zone: 'outside_dhaka',
        step_grams: 1000,
        step_fee: 25,
      }),
    ]);
    const zones = (await t.app.inject({ method: 'GET', url: '/api/shipping/zones' })).json();
    expect(zones.map((z: { zone: string }) => z.zone)).toEqual([
      'dhaka_suburbs',
      'inside_dhaka',
      'outside_dhaka',
    ]);
  });

  it('charges the area’s fee for the first kg and the zone’s step fee for each kg begun after it, and records the weight', async () => {
    const kurta = await c.addStock({
      product_code: 'FEE-1',
      product_name: 'Khadi kurta',
      price: 900,
      weight_grams: 600,
    });
    const blanket = await c.addStock({
      product_code: 'FEE-2',
      product_name: 'Nakshi kantha',
      price: 2500,
      weight_grams: 1800,
    });
    const cases: [lines: [number, number][], area: number, grams: number, fee: number][] = [
      [[[kurta, 1]], 1, 600, 80],
      // 1.2 kg: two steps begun.
      [[[kurta, 2]], 1, 1200, 95],
      [
        [
          [kurta, 1],
          [blanket, 1],
        ],
        1,
        2400,
        110,
      ],
      [
        [
          [kurta, 1],
          [blanket, 1],
        ],
        2,
        2400,
        180,
      ],
    ];
    for (const [lines, area, grams, fee] of cases) {
      const placed = await order(lines, area);
      expect(placed.statusCode).toBe(200);
      const body = placed.json();
      expect([body.shipping_cost, body.total]).toEqual([fee, body.subtotal + fee]);
      expect(await parcelGramsOf(body.invoice_no)).toEqual([grams, fee]);
    }
    // The price check quotes what the order charges.
    const quote = await t.app.inject({
      method: 'POST',
      url: '/api/orders/quote',
      payload: { lines: [{ id_transaction: blanket, quantity: 2 }], shipping_id: 2 },
    });
    expect(quote.json().shipping_cost).toBe(
      deliveryFee(130, { stepGrams: 1000, stepFee: 25 }, 3600),
    );
  });

  it('refuses an order whose fee is not the one the shopper was shown, naming the field, and charges nothing', async () => {
    const saree = await c.addStock({
      product_code: 'FEE-3',
      product_name: 'Jamdani saree',
      price: 4200,
      weight_grams: 1100,
      quantity: 3,
    });
    const refused = await order([[saree, 1]], 1, { expected_shipping_cost: 80 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'shipping_changed' });
    expect(refused.json().message).toMatch(
      /^expected_shipping_cost: the delivery fee of this parcel is now ৳95, not the ৳80/,
    );
    expect(await stockOf(t.shop.db, saree)).toBe(3);
    const agreed = await order([[saree, 1]], 1, {
      expected_shipping_cost: 95,
      expected_total: 4295,
    });
    expect(agreed.statusCode).toBe(200);
  });

  it('charges a staff member’s New order by the same rule', async () => {
    const lehenga = await c.addStock({
      product_code: 'FEE-4',
      product_name: 'Lehenga',
      price: 6000,
      weight_grams: 2500,
    });
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/backoffice/orders',
      headers: await t.auth('seller'),
      payload: {
        customer_name: 'Karim Uddin',
        customer_address: 'House 9, Road 2, Mirpur 10, Dhaka',
        customer_phone: nextPhone(),
        shipping_id: 1,
        lines: [{ id_transaction: lehenga, quantity: 1 }],
        source: 'phone',
      },
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().shipping_cost).toBe(80 + 2 * 15);
  });

  it('lets admins change a zone’s steps (audited), which prices the next order; others are refused', async () => {
    const panjabi = await c.addStock({
      product_code: 'FEE-5',
      product_name: 'Panjabi',
      price: 1500,
      weight_grams: 1500,
    });
    const asSeller = await t.app.inject({
      method: 'PUT',
      url: '/api/shipping/zones/inside_dhaka',
      headers: await t.auth('seller'),
      payload: { step_grams: 500, step_fee: 10 },
    });
    expect(asSeller.statusCode).toBe(403);
    const wrong = await t.app.inject({
      method: 'PUT',
      url: '/api/shipping/zones/inside_dhaka',
      headers: await t.auth('admin'),
      payload: { step_grams: 50, step_fee: 10 },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toMatch(/step_grams/);
    const set = await t.app.inject({
      method: 'PUT',
      url: '/api/shipping/zones/inside_dhaka',
      headers: await t.auth('admin'),
      payload: { step_grams: 500, step_fee: 10 },
    });
    expect(set.json()).toEqual({ zone: 'inside_dhaka', step_grams: 500, step_fee: 10 });
    // 1.5 kg in 500 g steps: three begun, two beyond the first.
    expect((await order([[panjabi, 1]], 1)).json().shipping_cost).toBe(100);
    const [audit] = rowsOf<{ kind: string; entity_id: string; after: { step_fee: number } }>(
      await t.shop.db.execute(
        sql`SELECT kind, entity_id, after FROM audit_log WHERE kind = 'delivery_zone' ORDER BY id DESC LIMIT 1`,
      ),
    );
    expect(audit).toMatchObject({ entity_id: 'inside_dhaka', after: { step_fee: 10 } });
    await t.app.inject({
      method: 'PUT',
      url: '/api/shipping/zones/inside_dhaka',
      headers: await t.auth('admin'),
      payload: { step_grams: 1000, step_fee: 15 },
    });
  });

  it('refuses a product weight of nothing or past 30 kg, naming weight_grams; unset, a piece weighs 500 g; the cart and the product page carry it', async () => {
    const fields = {
      product_code: 'FEE-6',
      product_name: 'Silk saree',
      category_id: c.category('Saree'),
      color_id: c.color('Red'),
      size_id: c.size('M'),
      brand_id: c.brand,
      price: 5000,
      quantity: 4,
      operation_type_id: 2,
      image_priority_id: 1,
    };
    const send = async (extra: Record<string, string | number>) => {
      const body = multipart({ ...fields, ...extra, image: await picture('png', 400, 500) });
      return t.app.inject({
        method: 'POST',
        url: '/api/producttraces/post',
        payload: body.payload,
        headers: { ...body.headers, ...(await t.auth('seller')) },
      });
    };
    for (const weight of [0, -5, 30_001, 1.5]) {
      const refused = await send({ weight_grams: weight });
      expect([weight, refused.statusCode]).toEqual([weight, 400]);
      expect(refused.json().message).toMatch(/^weight_grams/);
    }
    const made = await send({ weight_grams: 750 });
    expect(made.statusCode).toBe(200);
    expect(made.json().weight_grams).toBe(750);
    const unweighed = await send({});
    expect(unweighed.json().weight_grams).toBe(500);
    const entry = made.json();
    const cart = await t.app.inject({
      method: 'GET',
      url: `/api/storefront/stock?ids=${entry.id_transaction}`,
    });
    expect(cart.json()[0].weight_grams).toBe(750);
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/storefront/products/${entry.id_product_trace}`,
    });
    expect(detail.json().product.weight_grams).toBe(750);
  });
});

import { orderStatusId, riskLevel } from '@poshak/shared-api/schemas';
import { riskScore } from '../../../src/modules/risk/score';
import { drivers, shopForTests } from '../../helpers/build';
import { placeOrder } from '../../helpers/orders';

describe("the words for a number's risk score (riskLevel)", () => {
  it('is new without orders, good without refusals', () => {
    expect(riskLevel({ orders: 0, score: 0 })).toBe('new');
    expect(riskLevel({ orders: 3, score: riskScore({ delivered: 2, refused: 0 }) })).toBe('good');
  });

  it('is worth watching after one refusal, or refusals fewer than deliveries', () => {
    expect(riskLevel({ orders: 1, score: riskScore({ delivered: 0, refused: 1 }) })).toBe('watch');
    expect(riskLevel({ orders: 6, score: riskScore({ delivered: 4, refused: 2 }) })).toBe('watch');
    expect(riskLevel({ orders: 5, score: riskScore({ delivered: 2, refused: 3 }) })).toBe('watch');
  });

  it('is high when refusals outweigh deliveries', () => {
    expect(riskLevel({ orders: 2, score: riskScore({ delivered: 0, refused: 2 }) })).toBe('high');
    expect(riskLevel({ orders: 4, score: riskScore({ delivered: 1, refused: 3 }) })).toBe('high');
  });
});

describe.each(drivers)(
  'a caller’s number looked up (GET /api/backoffice/customers/by-phone) on %s',
  (driver) => {
    const { t, c } = shopForTests(driver, {
      env: { ADVANCE_FEE: 'on', BKASH_NUMBER: '01811111111' },
    });
    let stock = 0;
    let trx = 0;
    beforeAll(async () => {
      stock = await c.addStock({
        product_code: 'LK-1',
        product_name: 'Salwar kameez',
        price: 1000,
        quantity: 100,
      });
    });
    const order = async (phone: string, name: string, shipping_id = 1) => {
      trx += 1;
      const reply = await placeOrder(t.app, {
        customer_name: name,
        customer_address: `${name}'s house, Khulna`,
        customer_phone: phone,
        shipping_id,
        lines: [{ id_transaction: stock, quantity: 1 }],
        payment: {
          provider: 'bkash',
          trx_id: `LOOKUP${String(trx).padStart(6, '0')}`,
          paid_from: phone,
        },
      });
      expect(reply.statusCode).toBe(200);
      return reply.json().invoice_no as number;
    };
    const move = async (invoice: number, ...statuses: Parameters<typeof orderStatusId>[0][]) => {
      const headers = await t.auth('admin');
      for (const status of statuses) {
        const reply = await t.app.inject({
          method: 'PUT',
          url: `/api/transactionsRouter/updateTransactionOrderStatusByInvoiceNo?invoice_no=${invoice}&order_status_id=${orderStatusId(status)}`,
          headers,
        });
        expect(reply.statusCode).toBe(200);
      }
    };
    const fee = async (invoice: number, status: 'verified' | 'rejected') => {
      const reply = await t.app.inject({
        method: 'PUT',
        url: `/api/backoffice/orders/${invoice}/payment`,
        headers: await t.auth('admin'),
        payload: { status },
      });
      expect(reply.statusCode).toBe(200);
    };
    const lookUp = async (phone: string, role: 'seller' | 'moderator' = 'seller') =>
      t.app.inject({
        method: 'GET',
        url: `/api/backoffice/customers/by-phone?phone=${encodeURIComponent(phone)}`,
        headers: await t.auth(role),
      });

    it('knows a number however the caller reads it out, with the name and address it last used', async () => {
      const first = await order('01911000001', 'Shirin');
      const second = await order('+8801911000001', 'Shirin Akter', 2);
      await fee(first, 'verified');
      await move(first, 'Processing', 'Ready-To-Shift', 'Shifted', 'Delivered');
      for (const spelling of ['01911000001', '+8801911000001', '8801911000001', '০১৯১১০০০০০১']) {
        const reply = await lookUp(spelling);
        expect(reply.statusCode).toBe(200);
        expect(reply.headers['cache-control']).toBe('private, no-store');
        expect(reply.json()).toMatchObject({
          phone: '01911000001',
          latest: {
            customer_name: 'Shirin Akter',
            customer_address: "Shirin Akter's house, Khulna",
            shipping_id: 2,
          },
          orders: 2,
          delivered: 1,
          cancelled: 0,
          fees_rejected: 0,
          risk: 'good',
          recent: [
            expect.objectContaining({
              invoice_no: second,
              order_status_name: 'Pending',
              source: 'checkout',
              total: 1130,
            }),
            expect.objectContaining({ invoice_no: first, order_status_name: 'Delivered' }),
          ],
        });
      }
    });

    it('says a number is new, and high-risk after refused parcels and a made-up transaction ID', async () => {
      expect((await lookUp('01511999999')).json()).toMatchObject({
        latest: null,
        orders: 0,
        risk_score: 0,
        risk: 'new',
        recent: [],
      });
      const phone = '01611000002';
      const refused = await order(phone, 'Kamal');
      await move(refused, 'Canceled');
      expect((await lookUp(phone)).json()).toMatchObject({
        cancelled: 1,
        risk_score: 50,
        risk: 'watch',
      });
      const fake = await order(phone, 'Kamal');
      await fee(fake, 'rejected');
      // Cancelled and its fee found unpaid: one refused order, counted once.
      await move(fake, 'Canceled');
      expect((await lookUp(phone)).json()).toMatchObject({
        orders: 2,
        cancelled: 2,
        fees_rejected: 1,
        delivered: 0,
        risk_score: 67,
        risk: 'high',
      });
    });

    it('lists the newest five, and any staff member may look', async () => {
      const phone = '01311000003';
      const invoices: number[] = [];
      for (let i = 0; i < 6; i++) invoices.push(await order(phone, 'Rina'));
      const reply = await lookUp(phone, 'moderator');
      expect(reply.statusCode).toBe(200);
      expect(reply.json().orders).toBe(6);
      expect(reply.json().recent.map((o: { invoice_no: number }) => o.invoice_no)).toEqual(
        invoices.slice(1).reverse(),
      );
    });

    it('names the phone when it is no Bangladeshi mobile number', async () => {
      for (const phone of ['', '12345', '01211000000']) {
        const reply = await lookUp(phone);
        expect(reply.statusCode).toBe(400);
        expect(reply.json().message).toMatch(/^phone: /);
      }
      const anonymous = await t.app.inject({
        method: 'GET',
        url: '/api/backoffice/customers/by-phone?phone=01711000000',
      });
      expect(anonymous.statusCode).toBe(401);
    });
  },
);

import { ORDER_NOTE_MAX } from '@poshak/shared-api/schemas';
import { orderPayments } from '../../../src/db/schema';
import { drivers, shopForTests } from '../../helpers/build';
import { placeOrder } from '../../helpers/orders';

interface Event {
  type: string;
  by: string | null;
  at: string;
  status: string | null;
  payment: string | null;
  note: string | null;
}

describe.each(drivers)('order notes and history on %s', (driver) => {
  const { t, c } = shopForTests(driver);

  const newOrder = async () => {
    const id = await c.addStock({ product_code: `NOTE-${Math.random()}`, product_name: 'Kurta' });
    const reply = await placeOrder(t.app, {
      customer_name: 'Farhana Akter',
      customer_address: 'Mirpur 10, Dhaka',
      customer_phone: '01912345678',
      shipping_id: 1,
      lines: [{ id_transaction: id, quantity: 1 }],
    });
    return reply.json().invoice_no as number;
  };
  const addNote = async (
    invoice: number,
    payload: unknown,
    role: 'admin' | 'seller' | 'moderator' | null = 'moderator',
  ) =>
    t.app.inject({
      method: 'POST',
      url: `/api/backoffice/orders/${invoice}/notes`,
      payload: payload as object,
      headers: role ? await t.auth(role) : {},
    });
  const history = async (invoice: number) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/backoffice/orders/${invoice}/history`,
        headers: await t.auth('seller'),
      })
    ).json() as Event[];

  it('keeps a note with who and when, and shows it in the order’s history after its status', async () => {
    const invoice = await newOrder();
    const text = 'গ্রাহক সন্ধ্যায় ডেলিভারি চেয়েছেন\nCall before 6 pm';
    const reply = await addNote(invoice, { note: `  ${text}  ` });
    expect(reply.statusCode).toBe(200);
    const events = reply.json() as Event[];
    expect(events.map((e) => [e.type, e.status, e.note, e.by])).toEqual([
      ['status', 'Pending', null, null],
      ['note', null, text, 'moderator-tester'],
    ]);
    expect(await history(invoice)).toEqual(events);
    // The note is in the audit log too, with the order it belongs to.
    const audit = await t.app.inject({
      method: 'GET',
      url: '/api/backoffice/audit?kind=order_note&limit=1',
      headers: await t.auth('admin'),
    });
    expect(audit.json().items[0]).toMatchObject({
      staff_username: 'moderator-tester',
      action: 'create',
      after: { invoice_no: invoice, note: text },
    });
  });

  it('refuses an empty, overlong or control-character note by its field, and writes nothing', async () => {
    const invoice = await newOrder();
    const refusals = [
      { note: '' },
      { note: '   ' },
      { note: 'x'.repeat(ORDER_NOTE_MAX + 1) },
      { note: 'bell\u0007' },
      { note: 42 },
      {},
    ];
    for (const payload of refusals) {
      const reply = await addNote(invoice, payload);
      expect({ payload, status: reply.statusCode }).toEqual({ payload, status: 400 });
      expect(reply.json().message).toMatch(/note/);
    }
    expect((await addNote(invoice, { note: 'x'.repeat(ORDER_NOTE_MAX) })).statusCode).toBe(200);
    expect((await history(invoice)).filter((e) => e.type === 'note')).toHaveLength(1);
    const missing = await addNote(invoice + 100_000, { note: 'Nobody' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toMatch(/invoice_no/);
    expect((await addNote(invoice, { note: 'Anonymous' }, null)).statusCode).toBe(401);
  });

  it('shows the advance fee’s verdicts with who checked it', async () => {
    const invoice = await newOrder();
    await t.shop.db.insert(orderPayments).values({
      invoice_no: invoice,
      provider: 'bkash',
      trx_id: `NOTE${String(invoice).padStart(8, '0')}`,
      paid_from: '01912345678',
      amount: 60,
    });
    for (const status of ['rejected', 'verified']) {
      const reply = await t.app.inject({
        method: 'PUT',
        url: `/api/backoffice/orders/${invoice}/payment`,
        payload: { status },
        headers: await t.auth('seller'),
      });
      expect(reply.statusCode).toBe(200);
    }
    await addNote(invoice, { note: 'Fee found on the second look' });
    const events = await history(invoice);
    expect(events.map((e) => [e.type, e.status ?? e.payment ?? e.note, e.by])).toEqual([
      ['status', 'Pending', null],
      ['payment', 'rejected', 'seller-tester'],
      ['payment', 'verified', 'seller-tester'],
      ['note', 'Fee found on the second look', 'moderator-tester'],
    ]);
    const times = events.map((e) => Date.parse(e.at));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  });
});

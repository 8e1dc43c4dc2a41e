import { sql } from 'drizzle-orm';
import { shopDay } from '@poshak/shared-api/shop-time';
import { rowsOf } from '../../src/db/database';
import { countRows } from './helpers/order-audit';
import { drivers, shopForTests } from '../helpers/build';
import { placeOrder } from '../helpers/orders';

/** য় as one code point (U+09DF) and as য + nukta (U+09AF U+09BC): one letter, two spellings. */
const YA_COMPOSED = '\u09df';
const YA_DECOMPOSED = '\u09af\u09bc';

const HIDDEN = {
  'U+202E right-to-left override': '\u202e',
  'U+202A left-to-right embedding': '\u202a',
  'U+2066 left-to-right isolate': '\u2066',
  'U+2069 pop directional isolate': '\u2069',
  'U+200B zero-width space': '\u200b',
  'U+FEFF zero-width no-break space': '\ufeff',
  'U+2060 word joiner': '\u2060',
  'U+200D zero-width joiner outside Bengali': '\u200d',
} as const;

const HIDDEN_MESSAGE = 'must not contain invisible or direction-changing characters';
const SURROGATE_MESSAGE = 'must not contain a broken character (half of a surrogate pair)';

describe.each(drivers)('names, addresses, notes and coupon names on %s', (driver) => {
  const { t, c } = shopForTests(driver);
  let item = 0;
  beforeAll(async () => {
    item = await c.addStock({ product_code: 'TXT-1', product_name: 'Lungi', quantity: 1_000 });
  });

  const order = (fields: Record<string, unknown> = {}) =>
    placeOrder(t.app, {
      customer_name: 'Nasima Akter',
      customer_address: 'House 4, Road 2, Mirpur 10, Dhaka',
      customer_phone: '01712345678',
      shipping_id: 1,
      lines: [{ id_transaction: item, quantity: 1 }],
      ...fields,
    });

  it.each(Object.entries(HIDDEN))(
    'an order whose name or address holds %s is refused naming the field, and writes nothing',
    async (_what, character) => {
      const before = await countRows(t.shop.db, 'orders');
      for (const field of ['customer_name', 'customer_address']) {
        const reply = await order({ [field]: `Road 7${character}, Gulshan` });
        expect([field, reply.statusCode, reply.json()]).toEqual([
          field,
          400,
          { statusCode: 400, error: 'Bad Request', message: `${field}: ${HIDDEN_MESSAGE}` },
        ]);
      }
      expect(await countRows(t.shop.db, 'orders')).toBe(before);
    },
  );

  it('a lone surrogate (which PostgreSQL would keep as U+FFFD) is refused naming the field', async () => {
    // JSON.stringify writes a lone surrogate as the escape `\ud800`, as an attacker's client would.
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        customer_name: 'Rahim \ud800',
        customer_address: 'Dhaka',
        customer_phone: '01712345678',
        shipping_id: 1,
        lines: [{ id_transaction: item, quantity: 1 }],
      }),
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toBe(`customer_name: ${SURROGATE_MESSAGE}`);
  });

  it('the joiners of Bengali spelling between Bengali letters are kept (র‍্যাব)', async () => {
    const name = 'র\u200d্যাব হোসেন';
    const reply = await order({ customer_name: name });
    expect(reply.statusCode).toBe(200);
    const [row] = rowsOf<{ customer_name: string }>(
      await t.shop.db.execute(
        sql`SELECT customer_name FROM customers WHERE id_customer = ${reply.json().id_customer}`,
      ),
    );
    expect(row?.customer_name).toBe(name);
  });

  it('Bengali typed in either form of য় is stored in one form (NFC) and found by either', async () => {
    const stored: string[] = [];
    for (const ya of [YA_COMPOSED, YA_DECOMPOSED]) {
      const reply = await order({
        customer_name: `না${ya}ক হো${ya}`,
        customer_address: `মি${ya}া, ঢাকা`,
      });
      expect(reply.statusCode).toBe(200);
      const [row] = rowsOf<{ customer_name: string; customer_address: string }>(
        await t.shop.db.execute(
          sql`SELECT customer_name, customer_address FROM customers WHERE id_customer = ${reply.json().id_customer}`,
        ),
      );
      stored.push(`${row?.customer_name} | ${row?.customer_address}`);
    }
    // U+09DF is one of Unicode's composition exclusions: its composed form (NFC) is য + ়.
    const nfc = `না${YA_DECOMPOSED}ক হো${YA_DECOMPOSED} | মি${YA_DECOMPOSED}া, ঢাকা`;
    expect(stored).toEqual([nfc, nfc]);
    const admin = await t.auth('admin');
    for (const search of [`না${YA_COMPOSED}ক`, `না${YA_DECOMPOSED}ক`]) {
      const list = await t.app.inject({
        method: 'GET',
        url: `/api/backoffice/orders?customer=${encodeURIComponent(search)}`,
        headers: admin,
      });
      expect([search.length, list.json().total]).toEqual([search.length, 2]);
    }
  });

  it('a staff note, a back-office customer and a coupon name refuse U+202E naming their field', async () => {
    const admin = await t.auth('admin');
    const placed = await order();
    const note = await t.app.inject({
      method: 'POST',
      url: `/api/backoffice/orders/${placed.json().invoice_no}/notes`,
      headers: admin,
      payload: { note: 'Call before\u202e delivery' },
    });
    expect(note.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: `note: ${HIDDEN_MESSAGE}`,
    });
    const customer = await t.app.inject({
      method: 'POST',
      url: `/api/customers/post?customer_name=${encodeURIComponent('Karim\u2066')}&customer_phone=01812345678&customer_address=Dhaka`,
      headers: admin,
    });
    expect(customer.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: `customer_name: ${HIDDEN_MESSAGE}`,
    });
    const legacy = await t.app.inject({
      method: 'POST',
      url: '/api/customers/post',
      payload: {
        customer_name: 'Karim',
        customer_address: 'Road 1\u200b, Uttara',
        customer_phone: '01812345678',
        shipping_id: 1,
      },
    });
    expect(legacy.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: `customer_address: ${HIDDEN_MESSAGE}`,
    });
    const coupon = await t.app.inject({
      method: 'POST',
      url: '/api/coupons',
      headers: admin,
      payload: {
        code: 'EID-TXT',
        name: 'Eid\u202e offer',
        discount_value: 10,
        applies_to: 'All Product',
        start_day: shopDay(),
        end_day: shopDay(),
        allowed_customer: 'All Customer',
      },
    });
    expect(coupon.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: `name: ${HIDDEN_MESSAGE}`,
    });
  });
});

describe.each(drivers)('numbers that are not numbers on %s', (driver) => {
  const { t, c } = shopForTests(driver);

  it.each([
    ['true', true],
    ['false', false],
    ['null', null],
    ['an empty text', ''],
    ['a list', [1]],
    ['hexadecimal text', '0x1'],
  ])(
    '"shipping_id": %s is refused naming shipping_id, not read as an area',
    async (_what, value) => {
      const item = await c.addStock({
        product_code: 'NUM-1',
        product_name: 'Gamcha',
        quantity: 50,
      });
      const before = await countRows(t.shop.db, 'orders');
      const reply = await placeOrder(t.app, {
        customer_name: 'Sumon Mia',
        customer_address: 'Sylhet',
        customer_phone: '01712345678',
        shipping_id: value,
        lines: [{ id_transaction: item, quantity: 1 }],
      });
      expect(reply.statusCode).toBe(400);
      expect(reply.json().message).toMatch(/^shipping_id: /);
      expect(await countRows(t.shop.db, 'orders')).toBe(before);
    },
  );

  it('a number given as its digits in text is still read (query strings and forms send text)', async () => {
    const item = await c.addStock({ product_code: 'NUM-2', product_name: 'Gamcha', quantity: 50 });
    const reply = await placeOrder(t.app, {
      customer_name: 'Sumon Mia',
      customer_address: 'Sylhet',
      customer_phone: '01712345678',
      shipping_id: '2',
      lines: [{ id_transaction: item, quantity: 1 }],
    });
    expect(reply.statusCode).toBe(200);
  });
});

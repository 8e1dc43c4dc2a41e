import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { redactUrl, serializeError, type SafeError } from '../../src/lib/log-safety';
import { customersRepository } from '../../src/modules/customers/customers';
import { build, drivers, type TestShop } from '../helpers/build';

/** A customer as the log must never show them. */
const NAME = 'Rahima Akter';
const PHONE = '01712349876';
const ADDRESS = 'House 12, Road 5, Dhanmondi';
/** Any of these in a log line is the customer's data leaking, however it was encoded. */
const PERSONAL = /Rahima|Akter|0171234987|1712349876|Dhanmondi|House%2012|House 12/;

/** A pino destination that keeps every line written, as text. */
function logText() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      callback();
    },
  });
  return { lines, stream };
}

describe.each(drivers)('the log on %s', (driver) => {
  let t: TestShop;
  const { lines, stream } = logText();
  beforeAll(async () => {
    t = await build(driver, {
      // Debug: every request is logged with its URL, as an owner chasing a fault would run it.
      env: { LOG_LEVEL: 'debug' },
      logger: { level: 'debug', stream },
      extend: (app) => {
        // Failing queries that carry a customer's details as their parameters, the way a
        // repository's insert does: a NUL PostgreSQL cannot store, a missing column value
        // (whose detail repeats the failing row), and a statement that fails outright.
        app.post('/test/customer-with-nul', async () =>
          customersRepository(app.db).create(
            {
              customer_name: `${NAME}\u0000`,
              customer_address: ADDRESS,
              customer_phone: PHONE,
              shipping_id: 1,
            },
            null,
          ),
        );
        app.post('/test/customer-without-phone', async () =>
          app.db.execute(
            sql`INSERT INTO customers (customer_name, customer_address, customer_phone)
                VALUES (${NAME}, ${ADDRESS}, NULL)`,
          ),
        );
        app.post('/test/broken-insert', async () =>
          app.db.execute(
            sql`INSERT INTO no_such_table (customer_name, customer_phone, customer_address)
                VALUES (${NAME}, ${PHONE}, ${ADDRESS})`,
          ),
        );
      },
    });
  });
  afterAll(() => t.close());

  it("writes no customer's name, phone or address, yet says what failed and where", async () => {
    const query = `customer_name=${encodeURIComponent(NAME)}&customer_phone=${PHONE}&customer_address=${encodeURIComponent(ADDRESS)}`;
    const nul = await t.app.inject({ method: 'POST', url: `/test/customer-with-nul?${query}` });
    const missing = await t.app.inject({ method: 'POST', url: '/test/customer-without-phone' });
    const broken = await t.app.inject({ method: 'POST', url: '/test/broken-insert' });
    expect([nul.statusCode, missing.statusCode, broken.statusCode]).toEqual([400, 400, 500]);
    // The back-office's query-form call, whose URL is the customer's details.
    const customer = await customersRepository(t.shop.db).create(
      {
        customer_name: 'Someone',
        customer_address: 'Somewhere',
        customer_phone: '01800000000',
        shipping_id: 1,
      },
      null,
    );
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/customers/updateByID?id_customer=${customer.id_customer}&${query}`,
      headers: await t.auth('admin'),
    });
    expect(edit.statusCode).toBe(200);

    const log = lines.join('\n');
    expect(log.match(PERSONAL)).toBeNull();

    // What the owner needs is all there: the SQL text, PostgreSQL's code, column and table, the
    // stack, and the URL with its ids.
    const errors = lines
      .map((line) => JSON.parse(line) as { msg: string; err?: SafeError & { cause?: SafeError } })
      .filter((line) => line.err);
    const byMessage = (msg: string) => errors.filter((line) => line.msg === msg);
    const refused = byMessage('database refused the request').map((line) => line.err);
    expect(refused).toEqual([
      expect.objectContaining({
        message: expect.stringMatching(/^Failed query: insert into "customers"/),
        cause: expect.objectContaining({ code: '22021' }),
      }),
      expect.objectContaining({
        message: expect.stringMatching(/^Failed query: INSERT INTO customers/),
        cause: expect.objectContaining({
          code: '23502',
          table: 'customers',
          column: 'customer_phone',
        }),
      }),
    ]);
    const [failed] = byMessage('request failed');
    expect(failed?.err?.message).toMatch(/^Failed query: INSERT INTO no_such_table/);
    expect(failed?.err?.stack).toMatch(/\n\s+at /);
    expect(failed?.err?.cause).toMatchObject({ code: '42P01' });
    expect(log).toContain(`/api/customers/updateByID?id_customer=${customer.id_customer}&`);
  });
});

describe('the error serializer', () => {
  it('keeps the SQL, codes and stack of a failed query and drops its parameters', () => {
    // A value that tries to pass for the end of the message and a stack frame.
    const params = [NAME, PHONE, `${ADDRESS}\n    at evil (x.js:1:1)`];
    const cause = Object.assign(new Error(`invalid input syntax for type integer: "${PHONE}"`), {
      code: '22P02',
      detail: `Failing row contains (1, ${NAME}, ${ADDRESS}).`,
      where: `unnamed portal parameter $2 = '${PHONE}'`,
      params,
      query: 'INSERT INTO customers VALUES ($1, $2, $3)',
    });
    const error = new DrizzleQueryError('INSERT INTO customers VALUES ($1, $2, $3)', params, cause);
    const safe = serializeError(error) as SafeError;
    expect(JSON.stringify(safe).match(PERSONAL)).toBeNull();
    expect(JSON.stringify(safe)).not.toContain('evil');
    expect(safe).toMatchObject({
      type: 'DrizzleQueryError',
      message: 'Failed query: INSERT INTO customers VALUES ($1, $2, $3)',
      stack: expect.stringMatching(
        /^Error: Failed query: INSERT INTO customers VALUES \(\$1, \$2, \$3\)\n\s+at /,
      ),
      cause: {
        code: '22P02',
        message: 'invalid input syntax for type integer: "…"',
        query: 'INSERT INTO customers VALUES ($1, $2, $3)',
      },
    });
  });

  it('leaves other errors as they are, less their unknown fields', () => {
    const error = Object.assign(new Error('The code could not be mailed'), {
      code: 'ECONNREFUSED',
      body: { customer_name: NAME },
    });
    expect(serializeError(error)).toEqual({
      type: 'Error',
      message: 'The code could not be mailed',
      stack: error.stack,
      code: 'ECONNREFUSED',
    });
    expect(serializeError('just text')).toBe('just text');
  });
});

describe('request URLs in the log', () => {
  it.each([
    ['/api/storefront/products?page=2&pageSize=18&category=3', undefined],
    ['/api/storefront/products?q=saree&page=1', '/api/storefront/products?q=…&page=1'],
    [
      `/api/customers/post?customer_name=Rahima&customer_phone=${PHONE}&shipping_id=1`,
      '/api/customers/post?customer_name=…&customer_phone=…&shipping_id=1',
    ],
    [`/api/customers/updateByID?id_customer=${PHONE}`, '/api/customers/updateByID?id_customer=…'],
    ['/api/backoffice/orders/12', undefined],
  ])('%s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected ?? url);
  });
});

import { sql } from 'drizzle-orm';
import { findPgError, fromPgError, isDatabaseUnavailable, type PgError } from '../src/errors';
import { DATABASE_UNAVAILABLE } from '../src/plugins/errors';
import { build, drivers, type TestShop } from './helpers/build';

/** A data exception as PostgreSQL words it: the value quoted, the type named. */
const pgError = (code: string, message: string, column?: string): PgError => ({
  code,
  message,
  ...(column ? { column } : {}),
});

describe("database refusals in the shop's own words", () => {
  it.each([
    ['22001', 'value too long for type character varying(60)', 'a value is too long'],
    ['22003', 'value "99999999999" is out of range for type integer', 'a value is out of range'],
    ['22P02', 'invalid input syntax for type integer: "Rahima Akter"', 'a value is not valid'],
    ['22007', 'invalid input syntax for type date: "01712345678"', 'a value is not a valid date'],
    ['22008', 'date/time field value out of range: "2026-13-45"', 'a value is not a valid date'],
    [
      '22021',
      'invalid byte sequence for encoding "UTF8": 0x00',
      'a value holds a character that cannot be stored',
    ],
  ])('%s (%s) is a 400 saying "%s"', (code, message, expected) => {
    const refusal = fromPgError(pgError(code, message));
    expect(refusal).toMatchObject({ statusCode: 400, message: expected });
  });

  it('names the column when PostgreSQL reports it', () => {
    expect(fromPgError(pgError('22003', 'integer out of range', 'quantity'))?.message).toBe(
      'quantity: is out of range',
    );
    expect(fromPgError(pgError('22P02', 'invalid input value', 'price'))?.message).toBe(
      'price: is not valid',
    );
  });

  it('keeps naming the rule or the field for constraint refusals', () => {
    expect(
      fromPgError({
        code: '23514',
        message: 'new row violates…',
        constraint: 'coupons_ends_after_start',
      })?.message,
    ).toBe('end_day must not be before start_day');
    expect(
      fromPgError({ code: '23502', message: 'null value in column…', column: 'product_name' })
        ?.message,
    ).toBe('product_name: is required');
  });

  it('leaves everything else a 500', () => {
    expect(fromPgError(pgError('42P01', 'relation "customers" does not exist'))).toBeUndefined();
    expect(fromPgError(pgError('40001', 'could not serialize access'))).toBeUndefined();
  });
});

describe.each(drivers)('database refusals from a real database (%s)', (driver) => {
  let t: TestShop;
  beforeAll(async () => {
    t = await build(driver);
  });
  afterAll(() => t.close());

  /** The refusal of a statement that fails with a customer's details as its parameters. */
  const refusalOf = async (statement: ReturnType<typeof sql>) => {
    const error: unknown = await t.shop.db.execute(statement).then(
      () => undefined,
      (e: unknown) => e,
    );
    const pg = findPgError(error);
    if (!pg) throw new Error(`expected a database error, got ${String(error)}`);
    return { pg, refusal: fromPgError(pg) };
  };

  it.each([
    ['a name as a number', sql`SELECT ${'Rahima Akter'}::int`, '22P02', 'a value is not valid'],
    [
      'a phone past the integer range',
      sql`SELECT ${'8801712345678'}::int`,
      '22003',
      'a value is out of range',
    ],
    [
      'a date that does not exist',
      sql`SELECT ${'2026-13-45'}::date`,
      /^2200[78]$/,
      'a value is not a valid date',
    ],
    [
      'a NUL in text',
      sql`SELECT ${'House 12\u0000Dhanmondi'}::text`,
      '22021',
      'a value holds a character that cannot be stored',
    ],
  ])(
    '%s: 400 with no PostgreSQL text and no value in it',
    async (_what, statement, code, expected) => {
      const { pg, refusal } = await refusalOf(statement);
      expect(pg.code).toEqual(typeof code === 'string' ? code : expect.stringMatching(code));
      expect(refusal).toMatchObject({ statusCode: 400, message: expected });
      expect(refusal?.message).not.toContain(pg.message);
      expect(refusal?.message).not.toMatch(
        /Rahima|0171|2026|Dhanmondi|88017|syntax|type|UTF8|encoding/,
      );
    },
  );
});

describe('a database out of reach', () => {
  const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: SELECT 1'), { cause });

  it.each([
    [
      'a refused socket',
      Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
    ],
    [
      'a missing socket',
      Object.assign(new Error('connect ENOENT /x/.s.PGSQL.5432'), { code: 'ENOENT' }),
    ],
    ['a connection cut mid-query', new Error('Connection terminated unexpectedly')],
    [
      'a PostgreSQL shutting down',
      pgError('57P01', 'terminating connection due to administrator command'),
    ],
    ['a PostgreSQL starting', pgError('57P03', 'the database system is starting up')],
    ['a lost connection', pgError('08006', 'connection failure')],
  ])('is told by %s, also wrapped by the query builder', (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(isDatabaseUnavailable(wrapped(error))).toBe(true);
  });

  it.each([
    ['a unique violation', pgError('23505', 'duplicate key')],
    ['a data exception', pgError('22P02', 'invalid input syntax')],
    ['a plain failure', new Error('something else')],
  ])('is not told by %s', (_what, error) => {
    expect(isDatabaseUnavailable(wrapped(error))).toBe(false);
  });

  it('answers 503 with Retry-After and the shop’s words, never PostgreSQL’s', async () => {
    const t = await build('embedded', {
      extend: (app) => {
        app.get('/api/test/unreachable', { config: { access: 'public' } }, async () => {
          throw wrapped(new Error('Connection terminated unexpectedly'));
        });
      },
    });
    try {
      const reply = await t.app.inject({ method: 'GET', url: '/api/test/unreachable' });
      expect(reply.statusCode).toBe(503);
      expect(reply.headers['retry-after']).toBe('5');
      expect(reply.json()).toEqual({
        statusCode: 503,
        error: 'Service Unavailable',
        message: DATABASE_UNAVAILABLE,
        retry_after_seconds: 5,
      });
    } finally {
      await t.close();
    }
  });
});

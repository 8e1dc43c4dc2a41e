import type { RefusalCode, RefusalFacts } from '@poshak/shared-api/schemas';

/** A refusal's code with the facts a client's own words need (`refusalFacts` of the schemas). */
export type Refusal = RefusalFacts & { code: RefusalCode };

interface HttpErrorDetails {
  /** Seconds a refused client should wait before trying again (429, 503). */
  retryAfterSeconds?: number;
  /** The refusal's stable code and facts, sent beside the message, which stays for people. */
  refusal?: Refusal;
}

/**
 * Typed HTTP errors. Routes and repositories throw these; the one error handler
 * (plugins/errors.ts) renders them as `{statusCode, error, message}`, with `code` (and its facts)
 * for a refusal a client acts on and `retry_after_seconds` for a wait.
 */
export class HttpError extends Error {
  readonly retryAfterSeconds: number | undefined;
  readonly refusal: Refusal | undefined;

  constructor(
    readonly statusCode: number,
    message: string,
    { retryAfterSeconds, refusal }: HttpErrorDetails = {},
  ) {
    super(message);
    this.name = 'HttpError';
    this.retryAfterSeconds = retryAfterSeconds;
    this.refusal = refusal;
  }
}

/** A refusal named by its code alone, or by its code and facts. */
const refusalOf = (refusal: RefusalCode | Refusal | undefined): Refusal | undefined =>
  typeof refusal === 'string' ? { code: refusal } : refusal;

export const badRequest = (message: string, refusal?: RefusalCode | Refusal) =>
  new HttpError(400, message, { refusal: refusalOf(refusal) });
export const unauthorized = (message = 'Sign in first: a valid access token is required') =>
  new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string, refusal?: RefusalCode | Refusal) =>
  new HttpError(404, message, { refusal: refusalOf(refusal) });
export const conflict = (message: string, refusal?: RefusalCode | Refusal) =>
  new HttpError(409, message, { refusal: refusalOf(refusal) });

/** A PostgreSQL error as both drivers report it (drizzle wraps it in `cause`). */
export interface PgError {
  code: string;
  message: string;
  detail?: string;
  constraint?: string;
  table?: string;
  column?: string;
}

export function findPgError(error: unknown): PgError | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const candidate = current as Partial<PgError> & { cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      return candidate as PgError;
    }
    current = candidate.cause;
  }
  return undefined;
}

/** Connection errors of the socket under the driver: PostgreSQL gone or not there yet. */
const CONNECTION_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ENOENT', 'EPIPE', 'ETIMEDOUT']);

/**
 * Whether a request failed because the database was out of reach (stopped, restarting, the
 * connection cut), not because of anything in the request: SQLSTATE class 08 (connection) and
 * 57P01–57P03 (shut down, crashed, starting), the socket's own errors, and node-postgres's
 * "Connection terminated" when the server went away mid-query.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const candidate = current as { code?: unknown; message?: unknown; cause?: unknown };
    const code = typeof candidate.code === 'string' ? candidate.code : '';
    if (/^08/.test(code) || /^57P0[123]$/.test(code) || CONNECTION_CODES.has(code)) return true;
    if (typeof candidate.message === 'string' && /^Connection terminated/.test(candidate.message)) {
      return true;
    }
    current = candidate.cause;
  }
  return false;
}

/** Human names for the constraints a client can run into. */
const CONSTRAINT_MESSAGES: Record<string, string> = {
  categories_name_unique: 'category_name: a category with this name already exists',
  brands_name_unique: 'brand_name: a brand with this name already exists',
  sizes_name_unique: 'size_name: a size with this name already exists',
  colors_name_unique: 'color_name: a color with this name already exists',
  materials_name_unique: 'material_name: a material with this name already exists',
  staff_users_username_unique: 'username: this username is already taken',
  coupons_code_unique: 'code: a coupon with this code already exists',
  customers_not_blank: 'customer_name, customer_phone or customer_address is required',
  coupons_ends_after_start: 'end_day must not be before start_day',
  coupons_discount_positive: 'discount_value must be greater than 0',
  transactions_quantity_not_negative: 'quantity must not be negative',
  transactions_price_at_least_one: 'price: must be at least ৳1',
  transactions_one_stock_entry_per_image: 'id_image: this image already belongs to a stock entry',
};

/**
 * Data exceptions a request's values can cause, said in the shop's words: PostgreSQL's own text
 * quotes the value, names types and encodings, and is not the client's business.
 */
const VALUE_PROBLEMS: Record<string, string> = {
  '22001': 'is too long',
  '22003': 'is out of range',
  '22P02': 'is not valid',
  '22007': 'is not a valid date',
  '22008': 'is not a valid date',
  // A NUL in text: the schemas refuse it first; this is the last line if one ever slips through.
  '22021': 'holds a character that cannot be stored',
};

/**
 * Maps a database refusal caused by the request to a 4xx; anything else stays a 500.
 * unique → 409, foreign key → 409 (unknown id, or row still in use), check/range → 400.
 * Messages are the shop's own, naming the field or the rule: never PostgreSQL's text.
 */
export function fromPgError(error: PgError): HttpError | undefined {
  const known = error.constraint ? CONSTRAINT_MESSAGES[error.constraint] : undefined;
  switch (error.code) {
    case '23505':
      return conflict(known ?? `${describeKey(error.detail) ?? 'value'}: already exists`);
    case '23503': {
      if (error.detail?.includes('is still referenced')) {
        const table = /from table "([^"]+)"/.exec(error.detail)?.[1];
        return conflict(
          `This row is still in use${table ? ` by ${table.replace(/_/g, ' ')}` : ''} and cannot be deleted`,
        );
      }
      const key = describeKey(error.detail);
      return conflict(`${key ?? 'reference'}: no such row exists`);
    }
    case '23514':
      return badRequest(known ?? `value refused by rule ${error.constraint ?? 'check'}`);
    case '23502':
      return badRequest(`${error.column ?? 'field'}: is required`);
    default: {
      const problem = VALUE_PROBLEMS[error.code];
      if (!problem) return undefined;
      // PostgreSQL seldom names the column of a data exception; when it does, so does the reply.
      return badRequest(error.column ? `${error.column}: ${problem}` : `a value ${problem}`);
    }
  }
}

/** `Key (category_id)=(999) is not present…` → `category_id 999`. */
function describeKey(detail: string | undefined): string | undefined {
  const match = detail && /Key \(([^)]+)\)=\(([^)]*)\)/.exec(detail);
  if (!match) return undefined;
  const column = match[1]?.replace(/^lower\((.*)\)$/, '$1');
  return `${column} ${match[2]}`;
}

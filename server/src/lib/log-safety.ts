import type { FastifyLoggerOptions, FastifyRequest, FastifyServerOptions } from 'fastify';

/**
 * What the shop's log may say about an error and a request: enough to find the fault (the SQL
 * text, PostgreSQL's code and constraint, the stack), never a customer's name, phone or address.
 *
 * The values a query ran with are exactly the personal data a shop holds, and they travel with
 * its errors: drizzle's message is `Failed query: <sql>\nparams: <values>` (and `params` a field),
 * PostgreSQL's `detail` repeats a failing row ("Failing row contains (…)") or key, and its
 * data-exception messages quote the value refused. The request
 * URL carries the back-office's query-form calls (`?customer_name=…&customer_phone=…`). These
 * serializers are the logger's own, so every line is covered, wherever it is written from.
 */

/** Error fields that describe the fault and never hold request data. */
const KEPT_FIELDS = [
  'code',
  'statusCode',
  'severity',
  'constraint',
  'schema',
  'table',
  'column',
  'dataType',
  'routine',
] as const;

/** How deep a chain of causes is followed (drizzle → driver is two). */
const MAX_CAUSES = 5;

const DRIZZLE_QUERY_PREFIX = 'Failed query: ';

interface ErrorLike {
  message: string;
  name?: unknown;
  stack?: unknown;
  query?: unknown;
  code?: unknown;
  cause?: unknown;
  errors?: unknown;
  constructor?: unknown;
  [field: string]: unknown;
}

export interface SafeError {
  type: string;
  message: string;
  /** Empty when the error had none. */
  stack: string;
  /** The SQL text a driver error was raised by (its parameters are not kept). */
  query?: string;
  cause?: SafeError | unknown;
  aggregateErrors?: (SafeError | unknown)[];
  [field: string]: unknown;
}

const isErrorLike = (value: unknown): value is ErrorLike =>
  typeof value === 'object' && value !== null && typeof (value as ErrorLike).message === 'string';

/** A PostgreSQL data exception (class 22) quotes the value it refused: the quote is dropped. */
const isDataException = (code: unknown) => typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code);

function safeMessage(error: ErrorLike): string {
  const { message } = error;
  if (message.startsWith(DRIZZLE_QUERY_PREFIX)) {
    if (typeof error.query === 'string') return `${DRIZZLE_QUERY_PREFIX}${error.query}`;
    const params = message.indexOf('\nparams:');
    return params >= 0 ? message.slice(0, params) : message;
  }
  return isDataException(error.code) ? message.replace(/"[^"]*"/g, '"…"') : message;
}

/**
 * The stack with the error's own message replaced by its safe one. A stack that does not start
 * with the message (rewritten by someone) keeps only its frames: its header is unknown text.
 */
function safeStack(stack: unknown, message: string, safe: string, type: string): string {
  if (typeof stack !== 'string') return '';
  if (message === safe) return stack;
  if (stack.includes(message)) return stack.replace(message, safe);
  const frames = stack.split('\n').filter((line) => /^\s+at\s/.test(line));
  return [`${type}: ${safe}`, ...frames].join('\n');
}

const typeOf = (error: ErrorLike): string => {
  const constructorName = (error.constructor as { name?: unknown } | undefined)?.name;
  if (typeof constructorName === 'string' && constructorName !== 'Object') return constructorName;
  return typeof error.name === 'string' ? error.name : 'Error';
};

/** pino's `err` serializer, keeping only what describes the fault. */
export function serializeError(value: unknown, depth = 0): SafeError | unknown {
  if (!isErrorLike(value)) return value;
  const type = typeOf(value);
  const message = safeMessage(value);
  const out: SafeError = {
    type,
    message,
    stack: safeStack(value.stack, value.message, message, type),
  };
  for (const field of KEPT_FIELDS) {
    const kept = value[field];
    if (typeof kept === 'string' || typeof kept === 'number') out[field] = kept;
  }
  if (typeof value.query === 'string' && !message.startsWith(DRIZZLE_QUERY_PREFIX)) {
    out.query = value.query;
  }
  if (depth < MAX_CAUSES && value.cause !== undefined) {
    out.cause = serializeError(value.cause, depth + 1);
  }
  if (depth < MAX_CAUSES && Array.isArray(value.errors)) {
    out.aggregateErrors = value.errors.map((e: unknown) => serializeError(e, depth + 1));
  }
  return out;
}

/** Query parameters whose values are numbers that identify or page, never a person. */
const PLAIN_PARAMETER = /^(?:page|pageSize|priority|category|invoice|id|id_\w+|\w+_id|invoice_no)$/;
/** An id fits the database's integer (10 digits); a phone number (11 or more) does not pass. */
const PLAIN_VALUE = /^\d{0,10}$/;
export const REDACTED = '…';

/** `/api/customers/updateByID?id_customer=3&customer_name=…&customer_phone=…` */
export function redactUrl(url: string): string {
  const start = url.indexOf('?');
  if (start < 0) return url;
  const query = url
    .slice(start + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      if (equals < 0) return pair;
      const key = pair.slice(0, equals);
      const value = pair.slice(equals + 1);
      return PLAIN_PARAMETER.test(key) && PLAIN_VALUE.test(value) ? pair : `${key}=${REDACTED}`;
    })
    .join('&');
  return `${url.slice(0, start)}?${query}`;
}

/** Fastify's own `req` serializer, with the query's values left out. */
export function serializeRequest(request: FastifyRequest) {
  const version = request.headers['accept-version'];
  return {
    method: request.method,
    url: redactUrl(request.url),
    version: typeof version === 'string' ? version : undefined,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

type Serializers = NonNullable<FastifyLoggerOptions['serializers']>;

export const logSerializers = {
  req: serializeRequest,
  // pino calls it for every `err` field; a value that is not an error comes back as it was.
  err: (error) => serializeError(error) as SafeError,
} satisfies Serializers;

/** The app's logger options with the shop's serializers, whatever the caller asked for. */
export function withSafeLogging(
  logger: FastifyServerOptions['logger'] | undefined,
): FastifyServerOptions['logger'] {
  if (!logger) return false;
  if (logger === true) return { serializers: logSerializers };
  return { ...logger, serializers: { ...logger.serializers, ...logSerializers } };
}

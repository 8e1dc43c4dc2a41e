import type { Socket } from 'node:net';
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import type { ApiErrorBody } from '@poshak/shared-api/schemas';
import {
  HttpError,
  findPgError,
  fromPgError,
  isDatabaseUnavailable,
  type Refusal,
} from '../errors';

/** The database is out of reach (stopped, restarting): said to clients as a 503. */
export const DATABASE_UNAVAILABLE = 'The shop cannot reach its database: try again in a moment';
/** Seconds a client is asked to wait: a restarted PostgreSQL answers within a few. */
const DATABASE_RETRY_AFTER = 5;

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  408: 'Request Timeout',
  409: 'Conflict',
  413: 'Payload Too Large',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  431: 'Request Header Fields Too Large',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** Library refusals reworded to name the field the client must fix. */
const FASTIFY_MESSAGES: Record<string, string> = {
  FST_REQ_FILE_TOO_LARGE: 'image: the file is larger than 5 MB',
  FST_FILES_LIMIT: 'image: too many pictures (one per colour, at most 6)',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'body: a JSON body was announced but none was sent',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Content-Type: this call does not accept that media type',
  FST_ERR_CTP_BODY_TOO_LARGE: 'body: the request body is too large',
};

/** What an error reply may carry beside its status and message (`apiError` of the schemas). */
interface ErrorExtras {
  refusal?: Refusal | undefined;
  retryAfterSeconds?: number | undefined;
}

/**
 * The one error reply (`apiError` of the shared schemas): `code` and its facts only for a coded
 * refusal, `retry_after_seconds` only with a Retry-After header.
 */
export const errorBody = (
  statusCode: number,
  message: string,
  { refusal, retryAfterSeconds }: ErrorExtras = {},
): ApiErrorBody => ({
  statusCode,
  error: REASONS[statusCode] ?? (statusCode >= 500 ? 'Internal Server Error' : 'Bad Request'),
  message,
  ...refusal,
  ...(retryAfterSeconds === undefined ? {} : { retry_after_seconds: retryAfterSeconds }),
});

/** A typed HTTP error's reply, with everything it carries. */
export const errorBodyOf = (error: HttpError): ApiErrorBody =>
  errorBody(error.statusCode, error.message, error);

/**
 * Refusals Node's HTTP parser makes before Fastify sees a request (a malformed request line or
 * header, headers or a URL past 16 KB, a request too slow to arrive), in the shop's one error
 * shape. Fastify's own answers to these carried other fields in another order (`code`, and a
 * 414 labelled Bad Request), so a client reading `statusCode` first found a different body.
 */
export function clientErrorHandler(
  this: FastifyInstance,
  error: Error & { code?: string },
  socket: Socket,
): void {
  // A connection the client already dropped has nobody to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'headers: the request line and headers are larger than 16 KB']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'request: it did not arrive in time']
        : [400, 'request: the request line or a header is malformed'];
  this.log.trace({ err: error }, 'client error');
  if (!socket.writable) return;
  const body = JSON.stringify(errorBody(status, message));
  socket.end(
    `HTTP/1.1 ${status} ${REASONS[status]}\r\nConnection: close\r\n` +
      `Content-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}

const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_BAD_URL: 'url: the address holds a malformed %-escape',
  FST_ERR_MAX_PARAM_LENGTH: 'url: a part of the address is too long',
};

/** Fastify's refusals of a URL before routing (a bad %-escape, a path part too long). */
export const frameworkErrors: FastifyServerOptions['frameworkErrors'] = (
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
) => {
  const status = error.statusCode ?? 400;
  void reply
    .code(status)
    .send(errorBody(status, FRAMEWORK_MESSAGES[error.code] ?? `request: ${error.message}`));
};

/** `body.lines.0.quantity: Too small…` — the client sees which field was refused. */
function describeValidation(
  issues: { instancePath?: string; message?: string; params?: unknown }[],
  context: string | undefined,
) {
  return issues
    .map((issue) => {
      const field = (issue.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
      const where = field || context || 'request';
      return `${where}: ${issue.message ?? 'is invalid'}`;
    })
    .join('; ');
}

/**
 * The ONE error handler: client mistakes become a 4xx `{statusCode, error, message}` naming the
 * field (and `code` when the refusal has one); anything unexpected is logged (its stack, SQL and PostgreSQL code, never the values a
 * query ran with: lib/log-safety.ts) and answered with a 500 that reveals nothing.
 */
export default fp(
  async function errors(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (hasZodFastifySchemaValidationErrors(error)) {
        const message = describeValidation(error.validation, error.validationContext);
        return reply.code(400).send(errorBody(400, message));
      }
      if (error instanceof HttpError) {
        if (error.retryAfterSeconds !== undefined) {
          reply.header('retry-after', error.retryAfterSeconds);
        }
        return reply.code(error.statusCode).send(errorBodyOf(error));
      }
      if (isDatabaseUnavailable(error)) {
        // Nothing the client did: it may ask again once the database is back.
        request.log.warn({ err: error }, 'database out of reach');
        reply.header('retry-after', DATABASE_RETRY_AFTER);
        return reply
          .code(503)
          .send(errorBody(503, DATABASE_UNAVAILABLE, { retryAfterSeconds: DATABASE_RETRY_AFTER }));
      }
      const pgError = findPgError(error);
      const mapped = pgError && fromPgError(pgError);
      if (mapped) {
        request.log.info({ err: error }, 'database refused the request');
        return reply.code(mapped.statusCode).send(errorBody(mapped.statusCode, mapped.message));
      }
      if (isResponseSerializationError(error)) {
        request.log.error({ err: error, issues: error.cause.issues }, 'reply broke its schema');
        return reply.code(500).send(errorBody(500, 'Internal Server Error'));
      }
      const status = error.statusCode ?? 500;
      const known = error.code ? FASTIFY_MESSAGES[error.code] : undefined;
      if (known) return reply.code(status).send(errorBody(status, known));
      if (status >= 400 && status < 500) {
        // Fastify's own refusals: bad JSON, wrong content type, body too large, rate limit…
        return reply.code(status).send(errorBody(status, error.message));
      }
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send(errorBody(500, 'Internal Server Error'));
    });
  },
  { name: 'errors' },
);

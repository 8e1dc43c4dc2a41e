import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { HttpError, findPgError, fromPgError, isDatabaseUnavailable } from '../errors';

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
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
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

export const errorBody = (statusCode: number, message: string) => ({
  statusCode,
  error: REASONS[statusCode] ?? (statusCode >= 500 ? 'Internal Server Error' : 'Bad Request'),
  message,
});

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
 * field; anything unexpected is logged (its stack, SQL and PostgreSQL code, never the values a
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
        return reply.code(error.statusCode).send(errorBody(error.statusCode, error.message));
      }
      if (isDatabaseUnavailable(error)) {
        // Nothing the client did: it may ask again once the database is back.
        request.log.warn({ err: error }, 'database out of reach');
        reply.header('retry-after', DATABASE_RETRY_AFTER);
        return reply.code(503).send(errorBody(503, DATABASE_UNAVAILABLE));
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

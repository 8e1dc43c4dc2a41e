import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errorBody } from './errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * `false`: never counted nor refused when the shop is busy — health probes, which must
     * answer under any crowd, and routes that never touch the database.
     */
    shed?: false;
  }
  interface FastifyRequest {
    /** Refused by load shedding (which logs a summary instead of one line per refusal). */
    shed: boolean;
  }
  interface FastifyInstance {
    /** The database's admission bound (plugins/load-shedding). */
    databaseQueue: {
      /** 0: no bound. */
      readonly limit: number;
      /** API requests admitted and not answered yet. */
      inFlight(): number;
      /** The request will not use the database any more (it only waits to be refused). */
      leave(request: FastifyRequest): void;
    };
  }
}

export const BUSY_MESSAGE = 'The shop is busy: try again in a moment';
/** Seconds a refused client is asked to wait: the queue it met drains well within one. */
export const BUSY_RETRY_AFTER = 1;
const BUSY_BODY = JSON.stringify(
  errorBody(503, BUSY_MESSAGE, { retryAfterSeconds: BUSY_RETRY_AFTER }),
);
/** While refusing, one log line per this many ms instead of one per refusal. */
const REPORT_EVERY_MS = 10_000;

/**
 * A bound on the API requests that use or wait for the database at once
 * (`DATABASE_QUEUE_LIMIT`); the next one is answered `503` with `Retry-After` at once instead of
 * joining an ever longer queue. It is protection against a flood, set far above what a crowd of
 * shoppers makes (each process's pool of 10 connections queues the rest of an ordinary crowd, 200
 * connections at once included), so that a flood past it meets a quick refusal instead of a
 * queue whose every request, health checks and orders alike, waits for all the others.
 *
 * Counted: every /api route (they declare `config.access`) except those declaring
 * `config.shed: false`. Not counted: read-cache hits (answered in an earlier `onRequest` hook,
 * before this one runs), the apps' static files and pages (their server-drawn first screen asks
 * the API through `inject`, which is counted like any request), Swagger UI.
 *
 * A request holds a place while it may query: from its first `onRequest` hook that may (the
 * staff session check, the anonymous-write counter: registered after this plugin) until its
 * body is to be read, then again from `preHandler` (rate limits, the route) until its reply is
 * ready to go, whatever the reply. It holds none while its body arrives, so clients sending
 * theirs slowly cannot fill the bound, nor while its reply is written to a slow reader. When the
 * bound is full at either point it is refused at once — at the first, before its body is read.
 *
 * A refusal is written straight to the socket, past the `onSend` hooks, with the headers the
 * `onRequest` hooks gave it (security, CORS): the read cache takes a 5xx answered to a write as
 * a possible change and empties itself (on PostgreSQL, every instance's), so each refused order
 * would throw away the cached pages that keep the shop browsable under the very crowd being
 * refused; and a refusal must cost next to nothing.
 */
export default fp(
  async function loadShedding(app: FastifyInstance) {
    const limit = app.config.databaseQueueLimit;
    const bounded = limit > 0;
    let inFlight = 0;
    const admitted = new WeakSet<FastifyRequest>();
    app.decorate('databaseQueue', {
      limit,
      inFlight: () => inFlight,
      // Unbounded: nothing is counted (and `release` below is never set up).
      leave: (request: FastifyRequest) => {
        if (bounded) release(request);
      },
    });
    app.decorateRequest('shed', false);
    if (!bounded) return;

    const counted = (request: FastifyRequest) => {
      const { access, shed } = request.routeOptions.config;
      return access !== undefined && shed !== false;
    };

    let refusedSinceReport = 0;
    let reporting: NodeJS.Timeout | undefined;
    const report = () => {
      if (refusedSinceReport === 0) {
        clearInterval(reporting);
        reporting = undefined;
        app.log.info('load shedding: no request refused for a while');
        return;
      }
      app.log.warn(
        { refused: refusedSinceReport, limit },
        `load shedding: ${refusedSinceReport} requests refused in ${REPORT_EVERY_MS / 1000} s`,
      );
      refusedSinceReport = 0;
    };
    app.addHook('onClose', async () => clearInterval(reporting));

    const refuse = (request: FastifyRequest, reply: FastifyReply) => {
      request.shed = true;
      refusedSinceReport += 1;
      // Written past the reply's hooks, so counted here rather than by the request metrics.
      app.metrics.shed.inc();
      if (!reporting) {
        app.log.warn({ limit }, `load shedding: over ${limit} requests use the database`);
        reporting = setInterval(report, REPORT_EVERY_MS).unref();
      }
      reply.hijack();
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value !== undefined) reply.raw.setHeader(name, value);
      }
      reply.raw.writeHead(503, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': Buffer.byteLength(BUSY_BODY),
        'retry-after': String(BUSY_RETRY_AFTER),
        'cache-control': 'no-store',
        'x-request-id': request.id,
      });
      reply.raw.end(BUSY_BODY);
      return reply;
    };

    const take = (request: FastifyRequest) => {
      if (inFlight >= limit) return false;
      inFlight += 1;
      admitted.add(request);
      return true;
    };
    const release = (request: FastifyRequest) => {
      if (admitted.delete(request)) inFlight -= 1;
    };

    app.addHook('onRequest', async (request, reply) => {
      if (!counted(request)) return;
      if (!take(request)) return refuse(request, reply);
    });
    app.addHook('preParsing', async (request, _reply, payload) => {
      release(request);
      return payload;
    });
    app.addHook('preHandler', async (request, reply) => {
      if (counted(request) && !take(request)) return refuse(request, reply);
    });
    // A reply ready to go means the database work is done; it reaches onSend even when its
    // client has hung up (onResponse does not), and onResponse covers one failing before it.
    app.addHook('onSend', async (request, _reply, payload) => {
      release(request);
      return payload;
    });
    app.addHook('onResponse', async (request) => release(request));
  },
  { name: 'load-shedding', dependencies: ['metrics'] },
);

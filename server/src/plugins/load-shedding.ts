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
const BUSY_BODY = JSON.stringify(errorBody(503, BUSY_MESSAGE));
/** PGlite: the most database work started in one turn of the event loop (see `paced`). */
const SLICE_MS = 25;
/** While refusing, one log line per this many ms instead of one per refusal. */
const REPORT_EVERY_MS = 10_000;

/** A request that changes something: a shopper waits on it, and reads are mostly cached. */
const isWrite = (request: FastifyRequest) => request.method !== 'GET' && request.method !== 'HEAD';

/**
 * A bound on the API requests that use or wait for the database at once
 * (`DATABASE_QUEUE_LIMIT`); the next one is answered `503` with `Retry-After` at once instead of
 * joining an ever longer queue. The embedded database answers one query at a time on this very
 * thread, so an unbounded crowd made every order, and the health check behind them, wait for all
 * the others (tens of seconds at 200 connections); with the bound nobody waits behind more than
 * `limit` requests' worth of work.
 *
 * On PGlite the counted requests are also paced (see `paced`), with the bound or without it.
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
    // PGlite's requests are paced (below) whether or not they are bounded.
    const paced = app.shop.driver === 'pglite';
    let inFlight = 0;
    const admitted = new WeakSet<FastifyRequest>();
    app.decorate('databaseQueue', {
      limit,
      inFlight: () => inFlight,
      // Neither bounded nor paced: nothing is counted (and `finish` below is never set up).
      leave: (request: FastifyRequest) => {
        if (bounded || paced) finish(request);
      },
    });
    app.decorateRequest('shed', false);
    if (!bounded && !paced) return;

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
      if (bounded && inFlight >= limit) return false;
      inFlight += 1;
      admitted.add(request);
      return true;
    };
    const release = (request: FastifyRequest) => {
      if (admitted.delete(request)) inFlight -= 1;
    };
    const finish = (request: FastifyRequest) => {
      if (!admitted.has(request)) return;
      release(request);
      if (paced) continueSlice();
    };

    // PGlite's queries never leave this thread: once started, requests' database work runs
    // back to back before the event loop reads another socket. Unpaced, a crowd waited unseen
    // (and uncounted) in the sockets while the loop stalled for seconds, and as Node accepts one
    // new connection per turn of its loop, a health probe on a new connection waited behind
    // every connection opened before it. So admitted requests start on it in slices of at most
    // SLICE_MS per turn (one at least): between two, every socket with something to say is read
    // (and counted or refused) and one more connection accepted. A slice ends early when a
    // request truly waits (for the thread pool); the next turn goes on. PostgreSQL's queries
    // leave the thread on their own.
    //
    // Writes (an order, a price check at checkout) start before every read still waiting: a
    // shopper waits on each of them, and in arrival order an order waited behind every read
    // queued before it (under the 200-connection crowd at 100k: order p50 340 ms, reads' 63 ms).
    // Reads are mostly answered from the read cache before they get here and writes are few
    // (the anonymous ones are limited per address), so reads are not starved. Paced whether or
    // not the admission bound is on: without it the same crowd queued in PGlite's own
    // first-come queue instead, orders behind every read.
    //
    // Node (libuv) accepts one new connection per turn of its loop, so a crowd connecting at
    // once was accepted one slice at a time, and the first request of the last connections,
    // refused or not, waited seconds unread (a model of 200 connections behind 25 ms slices:
    // 5.2 s to accept them all). A turn in which a connection was accepted starts only the one
    // request it must and goes round, so the next connection is accepted ms later (1.4 s).
    const writes: (() => void)[] = [];
    const reads: (() => void)[] = [];
    let pacing = false;
    let sliceStartedAt = 0;
    let sliceMs = SLICE_MS;
    let connected = false;
    if (paced) app.server.on('connection', () => (connected = true));
    const startOne = () => (writes.shift() ?? reads.shift())?.();
    const anyWaiting = () => writes.length > 0 || reads.length > 0;
    const startNext = () => {
      // The queue may have been emptied by the slice before (`continueSlice`).
      if (!anyWaiting()) {
        pacing = false;
        return;
      }
      sliceMs = connected ? 0 : SLICE_MS;
      connected = false;
      sliceStartedAt = performance.now();
      startOne();
      if (anyWaiting()) setImmediate(startNext);
      else pacing = false;
    };
    const turn = (request: FastifyRequest) =>
      new Promise<void>((resolve) => {
        (isWrite(request) ? writes : reads).push(resolve);
        if (pacing) return;
        pacing = true;
        setImmediate(startNext);
      });
    /** A paced request is done with the database: the next one may go on in this slice. */
    const continueSlice = () => {
      if (anyWaiting() && performance.now() - sliceStartedAt < sliceMs) startOne();
    };

    app.addHook('onRequest', async (request, reply) => {
      if (!counted(request)) return;
      if (!take(request)) return refuse(request, reply);
      if (paced) await turn(request);
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
      finish(request);
      return payload;
    });
    app.addHook('onResponse', async (request) => finish(request));
  },
  { name: 'load-shedding', dependencies: ['metrics'] },
);

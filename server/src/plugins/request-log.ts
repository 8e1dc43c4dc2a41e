import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Config } from '../config';

/** A reply slower than this is worth the owner's attention whatever it was. */
export const SLOW_REQUEST_MS = 1_000;
/** Busy refusals are told at most once in this long, with how many there were. */
export const BUSY_REPORT_MS = 10_000;

/**
 * Which requests the log tells of. Fastify writes two lines per request at `info` by default;
 * a shop serving thousands of cached reads a second then spends a good part of each request
 * formatting lines no one reads (about a tenth of a cached read's time), and the lines that
 * matter drown among them. What an owner needs from the log: the shop's own messages (start,
 * stop, what went wrong inside, at their levels as before), every request that failed on the
 * server's side (5xx, with its method, URL and time — the error itself is logged with its
 * stack where it happened), and every request slower than a second. Client mistakes (4xx) are
 * answered to the client and are not the owner's problem; rate limits keep guessing in check.
 *
 * A `503` with `Retry-After` is the shop refusing on purpose (sign-in's hashing queue is full):
 * not a failure, and a spray makes hundreds a second. Those are told at `warn`, the first at
 * once and then at most one line per `BUSY_REPORT_MS` saying how many more there were; written
 * one error line each, 545 refusals in 30 s flooded the log.
 *
 * `LOG_LEVEL=debug` (or `trace`) logs every request as Fastify does (incoming and completed).
 */
export class ShopLogController extends LogController {
  private busyRefused = 0;
  private busyReportedAt = -Infinity;

  constructor(
    private readonly everyRequest: boolean,
    private readonly slowMs = SLOW_REQUEST_MS,
    private readonly now: () => number = Date.now,
  ) {
    super();
  }

  private busyRefusal(request: FastifyRequest, reply: FastifyReply): void {
    this.busyRefused += 1;
    const at = this.now();
    if (at - this.busyReportedAt < BUSY_REPORT_MS) return;
    const first = this.busyReportedAt === -Infinity;
    reply.log.warn(
      { req: request, res: reply, refused: this.busyRefused },
      first
        ? 'refusing requests while busy (503, Retry-After)'
        : `${this.busyRefused} requests refused while busy (503) since the last report`,
    );
    this.busyRefused = 0;
    this.busyReportedAt = at;
  }

  override incomingRequest(request: FastifyRequest, reply: FastifyReply): void {
    if (this.everyRequest) super.incomingRequest(request, reply);
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.everyRequest || error) {
      super.requestCompleted(error, request, reply);
      return;
    }
    // Load shedding refuses by the thousand under a crowd and logs a summary of its own.
    if (request.shed) return;
    const responseTime = reply.elapsedTime;
    if (reply.statusCode === 503 && reply.hasHeader('retry-after')) {
      this.busyRefusal(request, reply);
    } else if (reply.statusCode >= 500) {
      reply.log.error(
        { req: request, res: reply, responseTime },
        'request completed with a server error',
      );
    } else if (responseTime >= this.slowMs) {
      reply.log.warn({ req: request, res: reply, responseTime }, 'slow request');
    }
  }
}

export const requestLogController = (config: Pick<Config, 'logLevel'>) =>
  new ShopLogController(config.logLevel === 'debug' || config.logLevel === 'trace');

import type { FastifyReply, FastifyRequest } from 'fastify';
import { IDEMPOTENCY_KEY_HEADER } from '@poshak/shared-api/schemas';
import { HttpError } from '../../errors';
import { errorBodyOf } from '../../plugins/errors';
import type { StockChanges } from '../../plugins/read-cache-invalidation';
import { requestHash } from './order-requests';
import type { OrderRequest, StockLine } from './order-statements';
import type { ordersRepository } from './orders';

/**
 * The request an order is placed for: its key and body, and the stock entries it changed, which
 * the read cache empties the pages of (plugins/read-cache's `changedStock`). Named here rather
 * than read from the server's own FastifyRequest, so the orders' public surface type-checks
 * wherever it is imported (the benchmark reaches the repositories through it).
 */
type PlacingRequest = Pick<FastifyRequest, 'headers' | 'body'> & { changedStock?: StockChanges };

/** The request's `Idempotency-Key` (its route's `placeOrderHeaders` checked its form). */
const idempotencyKeyOf = (request: PlacingRequest): string | undefined => {
  const key = request.headers[IDEMPOTENCY_KEY_HEADER];
  return typeof key === 'string' ? key : undefined;
};

/** An order body's lines as the placement takes them, each named by its place for refusals. */
export const orderLines = (lines: { id_transaction: number; quantity: number }[]): StockLine[] =>
  lines.map((l, i) => ({
    stockId: l.id_transaction,
    quantity: l.quantity,
    field: `lines.${i}.id_transaction`,
  }));

/**
 * Places an order for a request, answered once per `Idempotency-Key` when the request names one
 * (a repeat within a day gets the first answer, marked `Idempotent-Replayed: true`, and never
 * places a second order), and tells the read cache which stock entries it changed. The shopper's
 * checkout and an order taken by staff answer through it alike.
 */
export async function placeOnceAnswered(
  orders: Pick<ReturnType<typeof ordersRepository>, 'place' | 'answerOnce'>,
  request: PlacingRequest,
  reply: FastifyReply,
  order: OrderRequest,
) {
  // Until the order says what it left, every page showing one of its entries counts as changed.
  request.changedStock = new Map(order.lines.map((l) => [l.stockId, null]));
  const key = idempotencyKeyOf(request);
  if (!key) {
    const { stockLeft, ...placed } = await orders.place(order);
    request.changedStock = stockLeft;
    return placed;
  }
  const kept = await orders.answerOnce(key, requestHash(request.body), async (tx) => {
    try {
      const { stockLeft, ...placed } = await orders.place(order, tx);
      request.changedStock = stockLeft;
      return { statusCode: 200, body: placed, invoiceNo: placed.invoice_no };
    } catch (error) {
      // A refusal is this order's answer too: a repeat is told the same.
      if (error instanceof HttpError && error.statusCode < 500) {
        return {
          statusCode: error.statusCode,
          body: errorBodyOf(error),
        };
      }
      throw error;
    }
  });
  if (kept.replayed) {
    // Answered before: nothing changed now.
    request.changedStock = new Map();
    reply.header('idempotent-replayed', 'true');
  }
  // A kept answer is one this route gave (a placed order, or a refusal in the error shape), so it
  // is sent as it was, whatever its status; the type provider knows only the 200.
  return reply.code(kept.answer.statusCode).send(kept.answer.body);
}

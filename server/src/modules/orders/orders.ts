import { and, eq, inArray, isNull } from 'drizzle-orm';
import { OPERATION } from '@poshak/shared-api/schemas';
import type { Database, Executor, Tx } from '../../db/database';
import { counterReader } from '../../db/counters';
import { transactions } from '../../db/schema';
import type { Actor } from '../audit';
import { orderDetail } from './order-detail';
import { invoiceNumbers, listOrders, newestOrdersStatement } from './order-list';
import { answerOnce as answerKeyOnce, type StoredAnswer } from './order-requests';
import {
  placeOrder,
  quoteOrder,
  type OrderRequest,
  type QuoteRequest,
  type TakenOrder,
} from './order-statements';
import { moveOrderStatus } from './order-status';
import { printableOrder } from './printable-order';

/** Stock entries of the legacy payload are named by their image. */
async function stockIdsForImages(db: Database, imageIds: number[]): Promise<Map<number, number>> {
  if (imageIds.length === 0) return new Map();
  const rows = await db
    .select({ image: transactions.image_id, id: transactions.id_transaction })
    .from(transactions)
    .where(
      and(
        inArray(transactions.image_id, imageIds),
        eq(transactions.operation_type_id, OPERATION.stockEntry),
        isNull(transactions.invoice_no),
      ),
    );
  return new Map(rows.map((r) => [r.image ?? 0, r.id]));
}

/**
 * The orders: placing one (order-statements), once per Idempotency-Key (order-requests), the
 * orders page (order-list, its filters in order-filters), one order's details, its print and
 * its status moves.
 */
export function ordersRepository(db: Database) {
  const counter = counterReader(db);
  const list = { db, newestOrders: newestOrdersStatement(db), counter };
  return {
    /** An order, whoever places it: one statement, all of it or nothing (order-statements). */
    place: (order: OrderRequest, within: Executor = db): Promise<TakenOrder> =>
      placeOrder(within, order),
    /**
     * An order answered once per Idempotency-Key (order-requests): `answer` places it in the
     * key's transaction (`place(order, tx)`) and says what to answer.
     */
    answerOnce: (key: string, hash: string, answer: (tx: Tx) => Promise<StoredAnswer>) =>
      answerKeyOnce(db, key, hash, answer),
    /** What such an order would be charged now, the coupon applied (writes and locks nothing). */
    quote: (request: QuoteRequest) => quoteOrder(db, request),
    stockIdsForImages: stockIdsForImages.bind(null, db),
    list: listOrders.bind(null, list),
    invoiceNumbers: invoiceNumbers.bind(null, db),
    detail: orderDetail.bind(null, db),
    /** Everything an invoice or a packing slip prints for one order. */
    printable: (invoiceNo: number) => printableOrder(db, invoiceNo),
    /** Moves an order along the status state machine (order-status). */
    updateStatus: (invoiceNo: number, orderStatusId: number, actor: Actor | null) =>
      moveOrderStatus(db, invoiceNo, orderStatusId, actor),
  };
}

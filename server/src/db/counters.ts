import { eq, inArray, sql } from 'drizzle-orm';
import type { Database, Executor } from './database';
import { required } from '../lib/required';
import { counters } from './schema';

/**
 * Exact counts kept next to the writes that change them, so a list's total is a primary-key
 * read instead of a scan. Orders spread over shards: concurrent orders would otherwise queue
 * on one counter row until each commits.
 */
export const ORDER_COUNTER_SHARDS = 16;
const orderShards = Array.from({ length: ORDER_COUNTER_SHARDS }, (_, i) => `orders:${i}`);

export const counterNames = {
  stockEntries: 'stock_entries',
  /** The last invoice number given (no row: none yet), see `INVOICE_COUNTER`. */
  invoiceNo: 'invoice_no',
  cards: (priority: number) => `cards:${priority}`,
  cardsInCategory: (priority: number, categoryId: number) => `cards:${priority}:${categoryId}`,
};

export async function addToCounter(db: Executor, name: string, delta: number): Promise<void> {
  if (delta === 0) return;
  await db
    .insert(counters)
    .values({ name, value: Math.max(delta, 0) })
    .onConflictDoUpdate({
      target: counters.name,
      set: { value: sql`${counters.value} + ${delta}` },
    });
}

/** Reads of the counters, prepared once per connection for the hot list pages. */
export function counterReader(db: Database) {
  const one = db
    .select({ value: counters.value })
    .from(counters)
    .where(eq(counters.name, sql.placeholder('name')))
    .prepare('counter_value');
  const orderTotal = db
    .select({ total: sql<number>`coalesce(sum(${counters.value}), 0)::int` })
    .from(counters)
    .where(inArray(counters.name, orderShards))
    .prepare('order_count');
  return {
    read: async (name: string) => (await one.execute({ name }))[0]?.value ?? 0,
    orders: async () => (await orderTotal.execute())[0]?.total ?? 0,
  };
}

/** The order-count row an order adds one to, chosen at random among the shards. */
export const orderCounterShard = () =>
  required(orderShards[Math.floor(Math.random() * ORDER_COUNTER_SHARDS)], 'shard');

/**
 * Invoice numbers are a counter row, not a sequence: the row is moved on inside the order's own
 * statement, so a refused or failed order gives its number back with its rollback and numbers run
 * 1, 2, 3… without gaps. Orders queue on the row only from their number to their commit.
 */
export const INVOICE_COUNTER = counterNames.invoiceNo;

/**
 * Moves the invoice counter past the numbers taken next to it by orders written outside the
 * numbering (an old shop's data, a bulk load), so the next order's number is free.
 */
export async function skipTakenInvoiceNumbers(db: Executor): Promise<void> {
  await db.execute(sql`
    INSERT INTO counters (name, value) VALUES (${INVOICE_COUNTER}, 0) ON CONFLICT (name) DO NOTHING`);
  // The end of the run of taken numbers that starts right after the counter.
  await db.execute(sql`
    UPDATE counters c SET value = (
      SELECT min(o.invoice_no) FROM orders o
      WHERE o.invoice_no > c.value
        AND NOT EXISTS (SELECT 1 FROM orders p WHERE p.invoice_no = o.invoice_no + 1))
    WHERE c.name = ${INVOICE_COUNTER}
      AND EXISTS (SELECT 1 FROM orders o WHERE o.invoice_no = c.value + 1)`);
}

/** Recounts everything from the tables (after a bulk load that bypassed the repositories). */
export async function recountAll(db: Executor): Promise<void> {
  // The invoice counter is not a count: the numbers it gave stay given.
  await db.execute(sql`DELETE FROM counters WHERE name <> ${INVOICE_COUNTER}`);
  await db.execute(sql`
    INSERT INTO counters (name, value)
    SELECT ${INVOICE_COUNTER}, max(invoice_no) FROM orders HAVING count(*) > 0
    ON CONFLICT (name) DO UPDATE SET value = greatest(counters.value, excluded.value)`);
  await db.execute(sql`
    INSERT INTO counters (name, value)
    SELECT 'cards:' || image_priority_id, count(*)::int FROM catalogue_cards GROUP BY image_priority_id
    UNION ALL
    SELECT 'cards:' || image_priority_id || ':' || category_id, count(*)::int
      FROM catalogue_cards GROUP BY image_priority_id, category_id
    UNION ALL
    SELECT 'stock_entries', count(*)::int FROM transactions
      WHERE operation_type_id = 2 AND invoice_no IS NULL
    UNION ALL
    SELECT 'orders:0', count(*)::int FROM orders`);
}

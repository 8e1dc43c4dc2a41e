import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/database';
import { transactions } from '../../src/db/schema';

/** POST /api/orders with any body (invalid ones too). */
export const placeOrder = (app: FastifyInstance, body: unknown) =>
  app.inject({ method: 'POST', url: '/api/orders', payload: body as object });

/** The units a stock entry holds now. */
export async function stockOf(db: Database, id: number): Promise<number | undefined> {
  const [row] = await db
    .select({ quantity: transactions.quantity })
    .from(transactions)
    .where(eq(transactions.id_transaction, id));
  return row?.quantity;
}

/**
 * Stand-ins for what today's order statement writes beyond an earlier release's schema: the SMS
 * queue (migration 0019), the orders' source, taker and campaign (0020) and their hold for a call
 * (0022). A test that places
 * orders on such a database adds them first and takes them away (`removeLaterOrderParts`) before
 * the later migrations run or the database is dumped as that release's.
 */
export async function addLaterOrderParts(db: Database): Promise<void> {
  await db.execute(sql`CREATE TABLE sms_messages (invoice_no integer, event text, language text)`);
  await db.execute(sql`
    ALTER TABLE orders ADD COLUMN source text, ADD COLUMN taken_by integer,
      ADD COLUMN utm_source text, ADD COLUMN utm_medium text, ADD COLUMN utm_campaign text,
      ADD COLUMN hold_kind text, ADD COLUMN hold_reason text, ADD COLUMN hold_score integer`);
}

export async function removeLaterOrderParts(db: Database): Promise<void> {
  await db.execute(sql`DROP TABLE sms_messages`);
  await db.execute(sql`
    ALTER TABLE orders DROP COLUMN source, DROP COLUMN taken_by,
      DROP COLUMN utm_source, DROP COLUMN utm_medium, DROP COLUMN utm_campaign,
      DROP COLUMN hold_kind, DROP COLUMN hold_reason, DROP COLUMN hold_score`);
}

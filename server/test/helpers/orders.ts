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
 * queue (migration 0019), the orders' source, taker and campaign (0020), their hold for a call
 * (0022), and the delivery zones, product weights and parcel weights (0025). A test that places
 * orders on such a database adds them first and takes them away (`removeLaterOrderParts`) before
 * the later migrations run or the database is dumped as that release's.
 */
export async function addLaterOrderParts(db: Database): Promise<void> {
  await db.execute(sql`CREATE TABLE sms_messages (invoice_no integer, event text, language text)`);
  await db.execute(sql`
    ALTER TABLE orders ADD COLUMN source text, ADD COLUMN taken_by integer,
      ADD COLUMN utm_source text, ADD COLUMN utm_medium text, ADD COLUMN utm_campaign text,
      ADD COLUMN hold_kind text, ADD COLUMN hold_reason text, ADD COLUMN hold_score integer,
      ADD COLUMN parcel_grams integer`);
  await db.execute(sql`
    CREATE TABLE delivery_zones (zone text PRIMARY KEY, step_grams integer, step_fee integer)`);
  await db.execute(sql`
    INSERT INTO delivery_zones VALUES ('inside_dhaka', 1000, 15), ('outside_dhaka', 1000, 25)`);
  await db.execute(sql`ALTER TABLE shipping ADD COLUMN zone text NOT NULL DEFAULT 'outside_dhaka'`);
  await db.execute(sql`UPDATE shipping SET zone = 'inside_dhaka' WHERE id_shipping = 1`);
  await db.execute(sql`ALTER TABLE product_traces ADD COLUMN weight_grams integer DEFAULT 500`);
}

export async function removeLaterOrderParts(db: Database): Promise<void> {
  await db.execute(sql`DROP TABLE sms_messages`);
  await db.execute(sql`
    ALTER TABLE orders DROP COLUMN source, DROP COLUMN taken_by,
      DROP COLUMN utm_source, DROP COLUMN utm_medium, DROP COLUMN utm_campaign,
      DROP COLUMN hold_kind, DROP COLUMN hold_reason, DROP COLUMN hold_score,
      DROP COLUMN parcel_grams`);
  await db.execute(sql`ALTER TABLE shipping DROP COLUMN zone`);
  await db.execute(sql`DROP TABLE delivery_zones`);
  await db.execute(sql`ALTER TABLE product_traces DROP COLUMN weight_grams`);
}

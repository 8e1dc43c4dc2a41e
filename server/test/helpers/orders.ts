import { eq } from 'drizzle-orm';
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

import type { OrderAudit } from '../report/results';
import { initialStockSql } from './catalogue-sql';
import { openTarget, query, type DatabaseTarget } from './load-catalogue';

/**
 * After an order-placement run (server stopped): every stock entry's stock left plus the units
 * the run's orders took equals its stock before the run, nothing is below zero, and at least
 * every confirmed order is stored with its header. (Requests still in flight when the load
 * stopped may add a few orders the load generator never saw confirmed.)
 */
export async function auditOrders(
  target: DatabaseTarget,
  lastGeneratedTransaction: number,
  confirmed: number,
): Promise<OrderAudit> {
  const shop = await openTarget(target);
  const number = async (text: string) =>
    Number((await query<{ n: unknown }>(shop, text))[0]?.n ?? 0);
  try {
    const placedLines = `transactions WHERE operation_type_id = 1 AND id_transaction > ${lastGeneratedTransaction}`;
    return {
      confirmed,
      stored: await number(
        `SELECT count(*) AS n FROM orders
         WHERE invoice_no IN (SELECT invoice_no FROM ${placedLines})`,
      ),
      mismatchedEntries: await number(
        `SELECT count(*) AS n FROM transactions s
         LEFT JOIN (SELECT stock_transaction_id AS id, sum(quantity) AS q FROM ${placedLines}
                    GROUP BY stock_transaction_id) sold ON sold.id = s.id_transaction
         WHERE s.operation_type_id = 2 AND s.invoice_no IS NULL
           AND s.quantity + coalesce(sold.q, 0) <> ${initialStockSql('s.id_transaction')}`,
      ),
      negativeStock: await number('SELECT count(*) AS n FROM transactions WHERE quantity < 0'),
    };
  } finally {
    await shop.close();
  }
}

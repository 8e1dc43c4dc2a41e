import type { OrderAudit } from '../report/results';
import { initialStockSql, literal } from './catalogue-sql';
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

/**
 * Orders stored whose customer's name starts with each of `namePrefixes` (a mix names its
 * shoppers after itself: see `shopperName`), counted beside the running server or without it.
 */
export async function storedOrders(
  target: DatabaseTarget,
  namePrefixes: string[],
): Promise<number[]> {
  const shop = await openTarget(target);
  try {
    const counts: number[] = [];
    for (const prefix of namePrefixes) {
      const [row] = await query<{ n: unknown }>(
        shop,
        `SELECT count(*) AS n FROM orders o JOIN customers c ON c.id_customer = o.customer_id
         WHERE c.customer_name LIKE ${literal(`${prefix.replace(/[\\%_]/g, '\\$&')}%`)}`,
      );
      counts.push(Number(row?.n ?? 0));
    }
    return counts;
  } finally {
    await shop.close();
  }
}

/** Stock entries below zero: a shop that sold what it did not have. */
export async function entriesBelowZero(target: DatabaseTarget): Promise<number> {
  const shop = await openTarget(target);
  try {
    const [row] = await query<{ n: unknown }>(
      shop,
      'SELECT count(*) AS n FROM transactions WHERE quantity < 0',
    );
    return Number(row?.n ?? 0);
  } finally {
    await shop.close();
  }
}

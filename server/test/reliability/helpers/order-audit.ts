import { sql } from 'drizzle-orm';
import { rowsOf, toInt, type Database } from '../../../src/db/database';

/** What a success reply of `POST /api/orders` promised. */
export interface PromisedOrder {
  invoice_no: number;
  subtotal: number;
  shipping_cost: number;
  total: number;
  lines: { stock_transaction_id: number; quantity: number; price: number }[];
}

export interface StoredOrder {
  invoice_no: number;
  customer_id: number;
  subtotal: number;
  shipping_cost: number;
  total: number;
  lines: { stock_transaction_id: number; quantity: number; price: number }[];
}

/** Every order header with its lines, read straight from the tables (no API in between). */
export async function storedOrders(db: Database): Promise<Map<number, StoredOrder>> {
  const headers = rowsOf<Record<string, unknown>>(
    await db.execute(
      sql`SELECT invoice_no, customer_id, subtotal, shipping_cost, total FROM orders`,
    ),
  );
  const lines = rowsOf<Record<string, unknown>>(
    await db.execute(
      sql`SELECT invoice_no, stock_transaction_id, quantity, price FROM transactions
          WHERE invoice_no IS NOT NULL ORDER BY stock_transaction_id`,
    ),
  );
  const orders = new Map<number, StoredOrder>();
  for (const h of headers) {
    orders.set(toInt(h.invoice_no), {
      invoice_no: toInt(h.invoice_no),
      customer_id: toInt(h.customer_id),
      subtotal: toInt(h.subtotal),
      shipping_cost: toInt(h.shipping_cost),
      total: toInt(h.total),
      lines: [],
    });
  }
  for (const l of lines) {
    const order = orders.get(toInt(l.invoice_no));
    if (!order) throw new Error(`order line of invoice ${String(l.invoice_no)} has no order`);
    order.lines.push({
      stock_transaction_id: toInt(l.stock_transaction_id),
      quantity: toInt(l.quantity),
      price: toInt(l.price),
    });
  }
  return orders;
}

/** Units left per stock entry. */
export async function stockLevels(db: Database, ids: number[]): Promise<Map<number, number>> {
  const rows = rowsOf<{ id: unknown; quantity: unknown }>(
    await db.execute(
      sql`SELECT id_transaction AS id, quantity FROM transactions
          WHERE id_transaction IN (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )})`,
    ),
  );
  return new Map(rows.map((r) => [toInt(r.id), toInt(r.quantity)]));
}

export async function countRows(db: Database, table: string): Promise<number> {
  const [row] = rowsOf<{ n: unknown }>(
    await db.execute(sql.raw(`SELECT count(*)::int AS n FROM ${table}`)),
  );
  return toInt(row?.n);
}

const sortLines = (lines: StoredOrder['lines']) =>
  [...lines].sort((a, b) => a.stock_transaction_id - b.stock_transaction_id);

/**
 * The invariants every order store must keep, whatever happened (races, crashes):
 * each order complete and adding up, every promised order present exactly as promised,
 * stock = start − what the present orders took, never negative. Returns the problems found.
 */
export async function auditOrders(
  db: Database,
  options: {
    startStock: Map<number, number>;
    promised: PromisedOrder[];
    /** Orders whose outcome the client never learned (a request cut by a crash) may exist. */
    unknownOutcomes?: number;
  },
): Promise<{ problems: string[]; orders: Map<number, StoredOrder>; stock: Map<number, number> }> {
  const problems: string[] = [];
  const orders = await storedOrders(db);
  const stock = await stockLevels(db, [...options.startStock.keys()]);

  for (const order of orders.values()) {
    if (order.lines.length === 0) problems.push(`invoice ${order.invoice_no} has no lines`);
    const sum = order.lines.reduce((s, l) => s + l.price * l.quantity, 0);
    if (sum !== order.subtotal) {
      problems.push(
        `invoice ${order.invoice_no}: lines add up to ${sum}, subtotal ${order.subtotal}`,
      );
    }
    if (order.total !== order.subtotal + order.shipping_cost) {
      problems.push(`invoice ${order.invoice_no}: total does not add up`);
    }
  }

  const promisedInvoices = new Set<number>();
  for (const p of options.promised) {
    if (promisedInvoices.has(p.invoice_no)) {
      problems.push(`invoice ${p.invoice_no} was promised to two orders`);
    }
    promisedInvoices.add(p.invoice_no);
    const stored = orders.get(p.invoice_no);
    if (!stored) {
      problems.push(`invoice ${p.invoice_no} got a success reply but is not stored`);
      continue;
    }
    const want = sortLines(p.lines).map(
      (l) => `${l.stock_transaction_id}x${l.quantity}@${l.price}`,
    );
    const got = sortLines(stored.lines).map(
      (l) => `${l.stock_transaction_id}x${l.quantity}@${l.price}`,
    );
    if (want.join() !== got.join()) {
      problems.push(`invoice ${p.invoice_no}: promised [${want.join()}], stored [${got.join()}]`);
    }
    if (stored.total !== p.total) problems.push(`invoice ${p.invoice_no}: total differs`);
  }
  const unpromised = [...orders.keys()].filter((n) => !promisedInvoices.has(n));
  if (unpromised.length > (options.unknownOutcomes ?? 0)) {
    problems.push(
      `${unpromised.length} stored orders nobody was told about (at most ` +
        `${options.unknownOutcomes ?? 0} requests had no reply): ${unpromised.slice(0, 10).join()}`,
    );
  }

  const taken = new Map<number, number>();
  for (const order of orders.values()) {
    for (const l of order.lines) {
      taken.set(l.stock_transaction_id, (taken.get(l.stock_transaction_id) ?? 0) + l.quantity);
    }
  }
  for (const [id, start] of options.startStock) {
    const left = stock.get(id);
    const expected = start - (taken.get(id) ?? 0);
    if (left !== expected) {
      problems.push(
        `stock entry ${id}: ${String(left)} left, expected ${start} − taken = ${expected}`,
      );
    }
    if (left !== undefined && left < 0) problems.push(`stock entry ${id} is negative (${left})`);
  }
  return { problems, orders, stock };
}

import { OPERATION } from '@poshak/shared-api/schemas';
import { sql } from 'drizzle-orm';
import { executePrepared, rowsOf, toInt, type Database, type Tx } from '../db/database';
import { badRequest, conflict, findPgError } from '../errors';

/**
 * Orders in as few statements as the database allows, whatever the number of lines, so an order
 * holds its connection (and the locks of its stock rows) for as short a time as possible:
 * a shopper's new order is ONE statement; the legacy call takes its stock with one.
 */

export interface StockLine {
  stockId: number;
  quantity: number;
  field: string;
}

export interface TakenStock {
  stockId: number;
  productName: string;
  price: number;
  quantity: number;
  imageId: number | null;
  brandId: number | null;
}

const shortStock = (row: StockRow, line: StockLine) =>
  conflict(
    `Not enough stock for ${row.product_name} (${row.color_name}, ${row.size_name}): ` +
      `${toInt(row.available)} left, ${line.quantity} asked`,
  );

const intArray = (values: number[]) => `{${values.map((v) => Math.trunc(v)).join(',')}}`;

interface StockRow {
  id: unknown;
  qty: unknown;
  available: unknown;
  taken: boolean | null;
  price: unknown;
  image_id: unknown;
  brand_id: unknown;
  product_name: string | null;
  color_name: string | null;
  size_name: string | null;
}

/**
 * Takes the stock of every line or none. The rows are locked in id order (two orders can never
 * wait on each other), then each is decremented only where `quantity >= asked`; a row changed by
 * an order that committed while this one waited is re-read before that check, so stock never
 * goes below zero. A line that could not be taken fails the order: 400 when nothing of that id
 * is for sale, 409 naming the item and what is left when the stock is short. Prices come from
 * the stock entries, never from the client.
 */
export async function takeStock(tx: Tx, lines: StockLine[]): Promise<TakenStock[]> {
  const ids = intArray(lines.map((l) => l.stockId));
  const quantities = intArray(lines.map((l) => l.quantity));
  const rows = rowsOf<StockRow>(
    await tx.execute(sql`
      WITH wanted AS (
        SELECT w.id, w.qty FROM unnest(${ids}::int[], ${quantities}::int[]) AS w(id, qty)
      ),
      locked AS MATERIALIZED (
        SELECT t.id_transaction AS id, t.quantity, t.image_id
        FROM transactions t JOIN wanted w ON w.id = t.id_transaction
        WHERE t.operation_type_id = ${OPERATION.stockEntry} AND t.invoice_no IS NULL
        ORDER BY t.id_transaction
        FOR UPDATE OF t
      ),
      taken AS (
        UPDATE transactions t SET quantity = t.quantity - w.qty
        FROM locked l JOIN wanted w ON w.id = l.id
        WHERE t.id_transaction = l.id AND t.quantity >= w.qty
        RETURNING t.id_transaction AS id, t.price, t.image_id, t.brand_id
      )
      SELECT w.id, w.qty, l.quantity AS available, tk.id IS NOT NULL AS taken,
             tk.price, tk.image_id, tk.brand_id, p.product_name, c.color_name, s.size_name
      FROM wanted w
      LEFT JOIN locked l ON l.id = w.id
      LEFT JOIN taken tk ON tk.id = w.id
      LEFT JOIN images i ON i.id_image = l.image_id
      LEFT JOIN product_traces p ON p.id_product_trace = i.product_trace_id
      LEFT JOIN colors c ON c.id_color = p.color_id
      LEFT JOIN sizes s ON s.id_size = p.size_id`),
  );
  const byId = new Map(rows.map((r) => [toInt(r.id), r]));
  const taken: TakenStock[] = [];
  for (const line of lines) {
    const row = byId.get(line.stockId);
    if (!row || row.available === null) {
      throw badRequest(`${line.field}: no product ${line.stockId} is for sale`);
    }
    if (!row.taken) throw shortStock(row, line);
    taken.push({
      stockId: line.stockId,
      productName: row.product_name ?? '',
      price: toInt(row.price),
      quantity: line.quantity,
      imageId: row.image_id === null ? null : toInt(row.image_id),
      brandId: row.brand_id === null ? null : toInt(row.brand_id),
    });
  }
  return taken;
}

export interface NewOrder {
  customer: { customer_name: string; customer_address: string; customer_phone: string };
  shippingId: number;
  /** Merged (one line per stock entry) and sorted by stock id. */
  lines: StockLine[];
  /** The order-count shard this order adds one to. */
  counter: string;
}

export interface PlacedNewOrder {
  invoiceNo: number;
  customerId: number;
  shippingCost: number;
  subtotal: number;
  total: number;
  lines: (TakenStock & { lineId: number })[];
}

interface NewOrderRow extends StockRow {
  ok: boolean;
  shipping_cost: unknown;
  line_id: unknown;
  invoice_no: unknown;
  customer_id: unknown;
  subtotal: unknown;
  total: unknown;
}

/**
 * A shopper's whole order in ONE statement (so one round trip and no explicit transaction): the
 * stock rows are locked in id order, and only when the shipping area exists and every line can
 * be served does it take the stock and write the customer, the header under the next invoice
 * number, the lines and the order count — all of it or nothing, a statement being atomic.
 * Otherwise it writes nothing and the reason is told as `takeStock` tells it. The rare invoice
 * number already taken by a legacy client that chose its own fails the statement as a whole;
 * it is then simply run again with the next number.
 */
export async function placeNewOrder(db: Database, order: NewOrder): Promise<PlacedNewOrder> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await placeOnce(db, order);
    } catch (error) {
      const pg = findPgError(error);
      if (attempt < 20 && pg?.code === '23505' && pg.constraint === 'orders_pkey') continue;
      throw error;
    }
  }
}

async function placeOnce(db: Database, order: NewOrder): Promise<PlacedNewOrder> {
  const { customer, lines } = order;
  const ids = intArray(lines.map((l) => l.stockId));
  const quantities = intArray(lines.map((l) => l.quantity));
  // Planned once per connection: planning this statement took ≈ 6 ms, running it ≈ 2 ms.
  const rows = rowsOf<NewOrderRow>(
    await executePrepared(
      db,
      'place_new_order',
      sql`
      WITH wanted AS (
        SELECT w.id, w.qty FROM unnest(${ids}::int[], ${quantities}::int[]) AS w(id, qty)
      ),
      area AS (SELECT id_shipping, cost FROM shipping WHERE id_shipping = ${order.shippingId}::int),
      locked AS MATERIALIZED (
        SELECT t.id_transaction AS id, t.quantity, t.price, t.image_id, t.brand_id
        FROM transactions t JOIN wanted w ON w.id = t.id_transaction
        WHERE t.operation_type_id = ${OPERATION.stockEntry} AND t.invoice_no IS NULL
        ORDER BY t.id_transaction
        FOR UPDATE OF t
      ),
      verdict AS MATERIALIZED (
        SELECT EXISTS (SELECT 1 FROM area)
           AND (SELECT count(*) FROM locked) = (SELECT count(*) FROM wanted)
           AND NOT EXISTS (SELECT 1 FROM locked l JOIN wanted w ON w.id = l.id WHERE l.quantity < w.qty)
           AS ok
      ),
      taken AS (
        UPDATE transactions t SET quantity = t.quantity - w.qty
        FROM locked l JOIN wanted w ON w.id = l.id, verdict v
        WHERE v.ok AND t.id_transaction = l.id
        RETURNING t.id_transaction AS id, t.price, t.image_id, t.brand_id, w.qty
      ),
      buyer AS (
        INSERT INTO customers (customer_name, customer_address, customer_phone, shipping_id)
        SELECT ${customer.customer_name}::text, ${customer.customer_address}::text,
               ${customer.customer_phone}::text, a.id_shipping
        FROM area a, verdict v WHERE v.ok
        RETURNING id_customer
      ),
      sums AS (SELECT coalesce(sum(price * qty), 0)::int AS subtotal FROM taken),
      header AS (
        INSERT INTO orders (invoice_no, customer_id, shipping_id, shipping_cost, subtotal, total, order_status_id)
        SELECT nextval('invoice_no_seq'), b.id_customer, a.id_shipping, a.cost, s.subtotal, s.subtotal + a.cost, 1
        FROM buyer b, area a, sums s
        RETURNING invoice_no, customer_id, subtotal, total
      ),
      written AS (
        INSERT INTO transactions
          (operation_type_id, price, quantity, image_id, brand_id, customer_id, invoice_no, stock_transaction_id)
        SELECT ${OPERATION.orderLine}, tk.price, tk.qty, tk.image_id, tk.brand_id, h.customer_id, h.invoice_no, tk.id
        FROM header h, taken tk
        RETURNING id_transaction, stock_transaction_id
      ),
      counted AS (
        INSERT INTO counters (name, value) SELECT ${order.counter}::text, 1 FROM header
        ON CONFLICT (name) DO UPDATE SET value = counters.value + 1
      )
      SELECT w.id, w.qty, l.quantity AS available, l.price, l.image_id, l.brand_id,
             p.product_name, c.color_name, s.size_name, nl.id_transaction AS line_id,
             (SELECT ok FROM verdict) AS ok, (SELECT cost FROM area) AS shipping_cost,
             h.invoice_no, h.customer_id, h.subtotal, h.total, NULL::boolean AS taken
      FROM wanted w
      LEFT JOIN locked l ON l.id = w.id
      LEFT JOIN images i ON i.id_image = l.image_id
      LEFT JOIN product_traces p ON p.id_product_trace = i.product_trace_id
      LEFT JOIN colors c ON c.id_color = p.color_id
      LEFT JOIN sizes s ON s.id_size = p.size_id
      LEFT JOIN written nl ON nl.stock_transaction_id = w.id
      LEFT JOIN header h ON true`,
    ),
  );
  const first = rows[0];
  if (!first) throw new Error('the order statement returned no row');
  if (first.shipping_cost === null) {
    throw badRequest(`shipping_id: no shipping area ${order.shippingId}`);
  }
  const byId = new Map(rows.map((r) => [toInt(r.id), r]));
  if (!first.ok) {
    for (const line of lines) {
      const row = byId.get(line.stockId);
      if (!row || row.available === null) {
        throw badRequest(`${line.field}: no product ${line.stockId} is for sale`);
      }
      if (toInt(row.available) < line.quantity) throw shortStock(row, line);
    }
    throw new Error('the order was refused for no reason the statement reported');
  }
  return {
    invoiceNo: toInt(first.invoice_no),
    customerId: toInt(first.customer_id),
    shippingCost: toInt(first.shipping_cost),
    subtotal: toInt(first.subtotal),
    total: toInt(first.total),
    lines: lines.map((line) => {
      const row = byId.get(line.stockId);
      if (!row) throw new Error(`the order statement lost line ${line.stockId}`);
      return {
        stockId: line.stockId,
        productName: row.product_name ?? '',
        price: toInt(row.price),
        quantity: line.quantity,
        imageId: row.image_id === null ? null : toInt(row.image_id),
        brandId: row.brand_id === null ? null : toInt(row.brand_id),
        lineId: toInt(row.line_id),
      };
    }),
  };
}

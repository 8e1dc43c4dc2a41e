import {
  OPERATION,
  orderStatusId,
  SCHEMA_MESSAGES,
  type OrderQuote,
  type PlacedOrder,
} from '@poshak/shared-api/schemas';
import { sql, type SQL } from 'drizzle-orm';
import { executePrepared, rowsOf, toInt, type Database, type Executor } from '../db/database';
import { badRequest, conflict, findPgError, forbidden } from '../errors';
import { shopToday } from './coupons';
import { couponPricingRefusal, redeemableCoupon, type CouponTerms } from './coupon-redemption';
import { orderCounterShard } from './counters';

/**
 * THE way an order is placed, whoever places it: the shopper's one call (a new customer) and
 * the legacy bulk call (an existing customer record) run the same statement, so stock, prices,
 * invoice numbers and refusals are decided in one place. It takes as few statements as the
 * database allows, whatever the number of lines, so an order holds its connection (and the
 * locks of its stock rows) for as short a time as possible.
 */

export interface StockLine {
  /** The stock entry (operation type 2) to take from. */
  stockId: number;
  quantity: number;
  /** Where the line came from in the request, for error messages (`lines.0.id_transaction`). */
  field: string;
}

export interface NewCustomer {
  customer_name: string;
  customer_address: string;
  customer_phone: string;
}

/**
 * Who the order is for: a new customer (the one-call order) or an existing one (the legacy
 * call). Without a staff member behind it, the legacy call may only order for the customer
 * record the old storefront has just made for this order (`anonymous`).
 */
export type OrderCustomer = { create: NewCustomer } | { existingId: number; anonymous: boolean };

export interface OrderRequest {
  customer: OrderCustomer;
  /** The shipping area; null: the existing customer's own. */
  shippingId: number | null;
  lines: StockLine[];
  /**
   * The total the shopper agreed to (lines, delivery and discount). When set, an order whose
   * total is no longer this is refused rather than charged at a price the shopper did not see.
   */
  expectedTotal?: number | undefined;
  /** A coupon the shopper typed (applied by `redeemableCoupon` under the coupon's lock). */
  couponCode?: string | undefined;
  /** The delivery fee the shopper says they paid in advance (stored as unverified). */
  payment?: { provider: 'bkash' | 'nagad'; trxId: string; paidFrom: string } | undefined;
}

/** How long the old storefront's customer record may wait for its one anonymous order. */
export const ANONYMOUS_CUSTOMER_MINUTES = 60;
/** An invoice number taken by a legacy client that chose its own is skipped this many times. */
const INVOICE_RETRIES = 20;
const PENDING = orderStatusId('Pending');

/** Same stock entry twice in one order: one line with the quantities added. */
function mergeLines(lines: StockLine[]): StockLine[] {
  const merged = new Map<number, StockLine>();
  for (const line of lines) {
    const seen = merged.get(line.stockId);
    merged.set(line.stockId, seen ? { ...seen, quantity: seen.quantity + line.quantity } : line);
  }
  // Locking stock rows in one global order means two orders can never wait on each other.
  return [...merged.values()].sort((a, b) => a.stockId - b.stockId);
}

const intArray = (values: number[]) => `{${values.map((v) => Math.trunc(v)).join(',')}}`;
/** A text[] literal: each value quoted, its quotes and backslashes escaped. */
const textArray = (values: string[]) =>
  `{${values.map((v) => `"${v.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`;

/**
 * The stock part of every statement that takes stock: the lines asked for (`wanted`), their
 * stock rows locked in id order (`locked`, so two orders can never wait on each other), and
 * whether every line can be served (`stock_ok`). A row changed by an order that committed while
 * this one waited is re-read before the check, so stock never goes below zero. A price check
 * (`lock: false`) reads the same rows without locking them.
 */
function stockCtes(lines: StockLine[], { lock = true } = {}): SQL {
  return sql`
      wanted AS (
        SELECT w.id, w.qty
        FROM unnest(${intArray(lines.map((l) => l.stockId))}::int[],
                    ${intArray(lines.map((l) => l.quantity))}::int[]) AS w(id, qty)
      ),
      locked AS MATERIALIZED (
        SELECT t.id_transaction AS id, t.quantity, t.price, t.image_id, t.brand_id
        FROM transactions t JOIN wanted w ON w.id = t.id_transaction
        WHERE t.operation_type_id = ${OPERATION.stockEntry} AND t.invoice_no IS NULL
          AND t.archived_at IS NULL
        ORDER BY t.id_transaction
        ${lock ? sql`FOR UPDATE OF t` : sql``}
      ),
      stock_ok AS MATERIALIZED (
        SELECT (SELECT count(*) FROM locked) = (SELECT count(*) FROM wanted)
           AND NOT EXISTS (SELECT 1 FROM locked l JOIN wanted w ON w.id = l.id WHERE l.quantity < w.qty)
           AS ok
      )`;
}

/**
 * What the wanted lines cost (after `stockCtes` and an `area` CTE): the amount of the items the
 * coupon applies to (`eligible`), what it takes off (`discounted`), and the subtotal and total
 * (`priced`; the total without delivery when no area is found). The order and the price check
 * price with this one text, so a quote is what the order would charge.
 */
function pricingCtes(coupon: CouponTerms | null): SQL {
  return sql`
      eligible AS MATERIALIZED (
        SELECT coalesce(sum(l.price * w.qty), 0)::int AS amount
        FROM locked l JOIN wanted w ON w.id = l.id
        JOIN images i ON i.id_image = l.image_id
        JOIN product_traces p ON p.id_product_trace = i.product_trace_id
        WHERE ${coupon?.productCodes === null}::boolean
           OR p.product_code = ANY(${textArray(coupon?.productCodes ?? [])}::text[])
      ),
      discounted AS MATERIALIZED (
        SELECT amount AS eligible,
               CASE ${coupon?.kind ?? null}::text
                 WHEN 'percent' THEN floor(amount * ${coupon?.value ?? 0}::numeric / 100)::int
                 WHEN 'amount' THEN ${Math.round(coupon?.value ?? 0)}::int
                 ELSE 0 END AS discount
        FROM eligible
      ),
      priced AS MATERIALIZED (
        SELECT s.subtotal, s.subtotal + coalesce((SELECT cost FROM area), 0) - d.discount AS total
        FROM (SELECT coalesce(sum(l.price * w.qty), 0)::int AS subtotal
              FROM locked l JOIN wanted w ON w.id = l.id) s, discounted d
      )`;
}

/** Decrements every wanted row, only when `verdict` (a CTE with an `ok` column) allows it. */
const takeCte = (verdict: SQL) => sql`
      taken AS (
        UPDATE transactions t SET quantity = t.quantity - w.qty
        FROM locked l JOIN wanted w ON w.id = l.id, ${verdict} v
        WHERE v.ok AND t.id_transaction = l.id
        RETURNING t.id_transaction AS id, t.price, t.image_id, t.brand_id, w.qty
      )`;

/** One row per wanted line: what its stock row held (null: nothing of that id is for sale). */
const lineRows = sql`
      FROM wanted w
      LEFT JOIN locked l ON l.id = w.id
      LEFT JOIN images i ON i.id_image = l.image_id
      LEFT JOIN product_traces p ON p.id_product_trace = i.product_trace_id
      LEFT JOIN colors c ON c.id_color = p.color_id
      LEFT JOIN sizes s ON s.id_size = p.size_id`;
const lineColumns = sql`w.id, l.quantity AS available, l.price, l.image_id, l.brand_id,
             p.product_name, c.color_name, s.size_name`;

interface LineRow {
  id: unknown;
  available: unknown;
  price: unknown;
  image_id: unknown;
  brand_id: unknown;
  product_name: string | null;
  color_name: string | null;
  size_name: string | null;
}

/**
 * Why the stock of these lines could not be taken, in the order of the lines: 400 when nothing
 * of a line's id is for sale, 409 naming the item and what is left when its stock is short.
 */
function stockRefusal(lines: StockLine[], rows: Map<number, LineRow>): Error {
  return (
    stockShortfall(lines, rows) ??
    new Error('the stock was refused for no reason the statement reported')
  );
}

function stockShortfall(lines: StockLine[], rows: Map<number, LineRow>): Error | null {
  for (const line of lines) {
    const row = rows.get(line.stockId);
    if (!row || row.available === null) {
      return badRequest(`${line.field}: no product ${line.stockId} is for sale`);
    }
    if (toInt(row.available) < line.quantity) {
      return conflict(
        `Not enough stock for ${row.product_name} (${row.color_name}, ${row.size_name}): ` +
          `${toInt(row.available)} left, ${line.quantity} asked`,
      );
    }
  }
  return null;
}

const byStockId = <R extends LineRow>(rows: R[]) => new Map(rows.map((r) => [toInt(r.id), r]));

/**
 * Takes the stock of every line or none (a cancelled order reopened), refusing as an order is
 * refused when a line cannot be served. Prices stay those of the stock entries.
 */
export async function takeStock(db: Executor, lines: StockLine[]): Promise<void> {
  const merged = mergeLines(lines);
  const rows = rowsOf<LineRow & { ok: boolean }>(
    await db.execute(sql`
      WITH ${stockCtes(merged)},
      ${takeCte(sql`stock_ok`)}
      SELECT ${lineColumns}, (SELECT ok FROM stock_ok) AS ok
      ${lineRows}`),
  );
  if (!rows[0]?.ok) throw stockRefusal(merged, byStockId(rows));
}

interface OrderRow extends LineRow {
  ok: boolean;
  customer_found: boolean;
  customer_allowed: boolean | null;
  customer_area: unknown;
  shipping_cost: unknown;
  line_id: unknown;
  invoice_no: unknown;
  customer_id: unknown;
  subtotal: unknown;
  total: unknown;
  /** What the order would cost now (null when a line or the area is missing). */
  current_total: unknown;
  discount: unknown;
  coupon_eligible: unknown;
  coupon_discount: unknown;
}

/**
 * The whole order in ONE statement: the customer (an existing record is checked against the
 * anonymous rule; a new one is written), the shipping area (given, or the customer's own), the
 * stock rows locked in id order; only when all of that holds does it take the stock and write
 * the customer, the header under the next invoice number of the database's sequence (the only
 * numbering: a number chosen by a client could be the integer limit), the lines and the order
 * count — all of it or nothing, a statement being atomic. Otherwise it writes nothing and the
 * reason is told: 400 unknown customer, 403 a record not for this anonymous order, 400 unknown
 * shipping area, then each line as `takeStock` tells it, then 409 when the total is not the
 * one the shopper expected. Exported so its plan can be checked: every row it reads or locks
 * must be reached by an index, or an order would slow down as the shop grows.
 */
export function orderStatement(
  order: OrderRequest,
  lines: StockLine[],
  coupon: CouponTerms | null,
): SQL {
  const fresh = 'create' in order.customer ? order.customer.create : null;
  const existingId = 'existingId' in order.customer ? order.customer.existingId : null;
  const anonymous = 'existingId' in order.customer && order.customer.anonymous;
  return sql`
      WITH ${stockCtes(lines)},
      found AS MATERIALIZED (
        SELECT c.id_customer, c.shipping_id,
               NOT ${anonymous}::boolean
                 OR (c.created_at > now() - make_interval(mins => ${ANONYMOUS_CUSTOMER_MINUTES}::int)
                     AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.customer_id = c.id_customer))
                 AS allowed
        FROM customers c WHERE c.id_customer = ${existingId}::int
      ),
      area AS (
        SELECT id_shipping, cost FROM shipping
        WHERE id_shipping = coalesce(${order.shippingId}::int, (SELECT shipping_id FROM found))
      ),
      ${pricingCtes(coupon)},
      verdict AS MATERIALIZED (
        SELECT (${existingId}::int IS NULL OR coalesce((SELECT allowed FROM found), false))
           AND EXISTS (SELECT 1 FROM area)
           AND (SELECT ok FROM stock_ok)
           AND (${coupon?.id ?? null}::int IS NULL
                OR (SELECT eligible > 0 AND discount <= eligible FROM discounted))
           AND (${order.expectedTotal ?? null}::int IS NULL
                OR (SELECT total FROM priced) = ${order.expectedTotal ?? null}::int)
           AS ok
      ),
      ${takeCte(sql`verdict`)},
      created AS (
        INSERT INTO customers (customer_name, customer_address, customer_phone, shipping_id)
        SELECT ${fresh?.customer_name ?? null}::text, ${fresh?.customer_address ?? null}::text,
               ${fresh?.customer_phone ?? null}::text, a.id_shipping
        FROM area a, verdict v WHERE v.ok AND ${existingId}::int IS NULL
        RETURNING id_customer
      ),
      buyer AS (
        SELECT id_customer FROM created
        UNION ALL
        SELECT f.id_customer FROM found f, verdict v WHERE v.ok
      ),
      sums AS (SELECT coalesce(sum(price * qty), 0)::int AS subtotal FROM taken),
      header AS (
        INSERT INTO orders (invoice_no, customer_id, shipping_id, shipping_cost, subtotal, total,
                            order_status_id, coupon_id, coupon_code, discount)
        SELECT nextval('invoice_no_seq'), b.id_customer, a.id_shipping, a.cost, s.subtotal,
               s.subtotal + a.cost - d.discount, ${PENDING}::int, ${coupon?.id ?? null}::int,
               ${coupon?.code ?? null}::text, d.discount
        FROM buyer b, area a, sums s, discounted d
        RETURNING invoice_no, customer_id, subtotal, total, discount
      ),
      written AS (
        INSERT INTO transactions
          (operation_type_id, price, quantity, image_id, brand_id, customer_id, invoice_no, stock_transaction_id)
        SELECT ${OPERATION.orderLine}::int, tk.price, tk.qty, tk.image_id, tk.brand_id,
               h.customer_id, h.invoice_no, tk.id
        FROM header h, taken tk
        RETURNING id_transaction, stock_transaction_id
      ),
      counted AS (
        INSERT INTO counters (name, value) SELECT ${orderCounterShard()}::text, 1 FROM header
        ON CONFLICT (name) DO UPDATE SET value = counters.value + 1
      ),
      paid AS (
        INSERT INTO order_payments (invoice_no, provider, trx_id, paid_from, amount)
        SELECT h.invoice_no, ${order.payment?.provider ?? null}::text,
               ${order.payment?.trxId ?? null}::text, ${order.payment?.paidFrom ?? null}::text, a.cost
        FROM header h, area a WHERE ${order.payment?.provider ?? null}::text IS NOT NULL
      )
      SELECT ${lineColumns}, nl.id_transaction AS line_id,
             (SELECT ok FROM verdict) AS ok,
             EXISTS (SELECT 1 FROM found) AS customer_found,
             (SELECT allowed FROM found) AS customer_allowed,
             (SELECT shipping_id FROM found) AS customer_area,
             (SELECT cost FROM area) AS shipping_cost,
             (SELECT total FROM priced) AS current_total,
             (SELECT eligible FROM discounted) AS coupon_eligible,
             (SELECT discount FROM discounted) AS coupon_discount,
             h.invoice_no, h.customer_id, h.subtotal, h.total, h.discount
      ${lineRows}
      LEFT JOIN written nl ON nl.stock_transaction_id = w.id
      LEFT JOIN header h ON true`;
}

/** The refusal of an order the statement did not write, in the order the rules are checked. */
function orderRefusal(
  order: OrderRequest,
  lines: StockLine[],
  rows: OrderRow[],
  coupon: CouponTerms | null,
): Error {
  const first = rows[0];
  if (!first) return new Error('the order statement returned no row');
  if ('existingId' in order.customer) {
    const { existingId } = order.customer;
    if (!first.customer_found) return badRequest(`customer_id: no customer ${existingId}`);
    if (!first.customer_allowed) {
      return forbidden(
        `customer_id: without signing in, an order is placed only for the customer record ` +
          `made for it (POST /api/customers/post) within ${ANONYMOUS_CUSTOMER_MINUTES} minutes, once`,
      );
    }
  }
  if (first.shipping_cost === null) {
    const area = order.shippingId ?? first.customer_area;
    return badRequest(`shipping_id: no shipping area ${area === null ? '(none)' : String(area)}`);
  }
  const shortfall = stockShortfall(lines, byStockId(rows));
  if (shortfall) return shortfall;
  const couponRefusal =
    coupon &&
    couponPricingRefusal(coupon, toInt(first.coupon_eligible), toInt(first.coupon_discount));
  if (couponRefusal) return couponRefusal;
  if (order.expectedTotal !== undefined && first.current_total !== null) {
    const now = toInt(first.current_total);
    if (now !== order.expectedTotal) {
      return conflict(
        `expected_total: the total is now ৳${now}, not the ৳${order.expectedTotal} expected ` +
          `(a price changed); nothing was charged`,
      );
    }
  }
  return stockRefusal(lines, byStockId(rows));
}

async function placeOnce(
  db: Database,
  order: OrderRequest,
  lines: StockLine[],
): Promise<{ rows: OrderRow[]; coupon: CouponTerms | null }> {
  const { couponCode } = order;
  if (couponCode && 'create' in order.customer) {
    const phone = order.customer.create.customer_phone;
    // The coupon is locked first, in a statement of its own, so the order statement's snapshot
    // sees every order that used it before: its limits hold however many orders come at once.
    return db.transaction(async (tx) => {
      const coupon = await redeemableCoupon(tx, couponCode, phone, shopToday());
      const rows = rowsOf<OrderRow>(await tx.execute(orderStatement(order, lines, coupon)));
      return { rows, coupon };
    });
  }
  const statement = orderStatement(order, lines, null);
  if ('create' in order.customer) {
    // Planned once per connection: planning this statement took ≈ 6 ms, running it ≈ 2 ms.
    return {
      rows: rowsOf<OrderRow>(await executePrepared(db, 'place_order', statement)),
      coupon: null,
    };
  }
  // An existing record is locked first, in a statement of its own, so the order statement's
  // snapshot sees any order another request placed for it meanwhile: two anonymous orders for
  // one fresh record cannot both find it unused.
  const { existingId } = order.customer;
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT 1 FROM customers WHERE id_customer = ${existingId} FOR UPDATE`);
    return { rows: rowsOf<OrderRow>(await tx.execute(statement)), coupon: null };
  });
}

/** A placed order, and the units its lines' stock entries have left (the read cache's concern). */
export type TakenOrder = PlacedOrder & { stockLeft: ReadonlyMap<number, number> };

/**
 * Places an order (see `orderStatement`). The rare invoice number already taken by a legacy
 * client that chose its own fails the statement as a whole; it is then simply run again with the
 * next number.
 */
export async function placeOrder(db: Database, order: OrderRequest): Promise<TakenOrder> {
  const lines = mergeLines(order.lines);
  let rows: OrderRow[];
  let coupon: CouponTerms | null;
  for (let attempt = 0; ; attempt++) {
    try {
      ({ rows, coupon } = await placeOnce(db, order, lines));
      break;
    } catch (error) {
      const pg = findPgError(error);
      if (attempt < INVOICE_RETRIES && pg?.code === '23505' && pg.constraint === 'orders_pkey') {
        continue;
      }
      // Two orders naming one transaction, however close together: the second writes nothing.
      if (pg?.code === '23505' && pg.constraint === 'order_payments_trx_id_unique') {
        throw conflict(`payment.trx_id: ${SCHEMA_MESSAGES.trxIdUsed}`);
      }
      throw error;
    }
  }
  const first = rows[0];
  if (!first?.ok) throw orderRefusal(order, lines, rows, coupon);
  const byId = byStockId(rows);
  return {
    invoice_no: toInt(first.invoice_no),
    id_customer: toInt(first.customer_id),
    lines: lines.map((line) => {
      const row = byId.get(line.stockId);
      if (!row) throw new Error(`the order statement lost line ${line.stockId}`);
      const price = toInt(row.price);
      return {
        id_transaction: toInt(row.line_id),
        stock_transaction_id: line.stockId,
        product_name: row.product_name ?? '',
        price,
        quantity: line.quantity,
        line_total: price * line.quantity,
      };
    }),
    subtotal: toInt(first.subtotal),
    shipping_cost: toInt(first.shipping_cost),
    discount: toInt(first.discount),
    coupon_code: coupon?.code ?? null,
    total: toInt(first.total),
    stockLeft: new Map(
      lines.map((line) => [line.stockId, toInt(byId.get(line.stockId)?.available) - line.quantity]),
    ),
  };
}

/** What a price check asks: the order's lines, area, phone and coupon, without a customer. */
export interface QuoteRequest {
  lines: StockLine[];
  /** null: no area chosen yet (the total then leaves out delivery). */
  shippingId: number | null;
  /** null: not typed yet (the coupon's rules about the phone wait for the order). */
  phone: string | null;
  couponCode?: string | undefined;
}

interface QuoteRow extends LineRow {
  ok: boolean;
  area_found: boolean;
  shipping_cost: unknown;
  subtotal: unknown;
  total: unknown;
  coupon_eligible: unknown;
  coupon_discount: unknown;
}

/**
 * What an order of these lines would be charged now, refused as the order would refuse it (the
 * coupon's rules by `redeemableCoupon`, the stock and the coupon's pricing by the order's own
 * texts), priced by the order's own `pricingCtes`. It writes nothing and locks nothing: the order
 * decides again, under its locks, when it is placed.
 */
export async function quoteOrder(db: Executor, request: QuoteRequest): Promise<OrderQuote> {
  const lines = mergeLines(request.lines);
  const coupon = request.couponCode
    ? await redeemableCoupon(db, request.couponCode, request.phone, shopToday(), { lock: false })
    : null;
  const rows = rowsOf<QuoteRow>(
    await db.execute(sql`
      WITH ${stockCtes(lines, { lock: false })},
      area AS (SELECT id_shipping, cost FROM shipping WHERE id_shipping = ${request.shippingId}::int),
      ${pricingCtes(coupon)}
      SELECT ${lineColumns},
             (SELECT ok FROM stock_ok) AS ok,
             EXISTS (SELECT 1 FROM area) AS area_found,
             (SELECT cost FROM area) AS shipping_cost,
             (SELECT subtotal FROM priced) AS subtotal,
             (SELECT total FROM priced) AS total,
             (SELECT eligible FROM discounted) AS coupon_eligible,
             (SELECT discount FROM discounted) AS coupon_discount
      ${lineRows}`),
  );
  const first = rows[0];
  if (!first) throw new Error('the price check returned no row');
  if (request.shippingId !== null && !first.area_found) {
    throw badRequest(`shipping_id: no shipping area ${request.shippingId}`);
  }
  if (!first.ok) throw stockRefusal(lines, byStockId(rows));
  const refusal =
    coupon &&
    couponPricingRefusal(coupon, toInt(first.coupon_eligible), toInt(first.coupon_discount));
  if (refusal) throw refusal;
  return {
    subtotal: toInt(first.subtotal),
    shipping_cost: first.shipping_cost === null ? null : toInt(first.shipping_cost),
    discount: toInt(first.coupon_discount),
    coupon_code: coupon?.code ?? null,
    coupon_phone_pending: coupon?.phonePending ?? false,
    total: toInt(first.total),
  };
}

import { sql, type SQL } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import {
  DEFAULT_WEIGHT_GRAMS,
  OPERATION,
  orderStatusId,
  SCHEMA_MESSAGES,
  type Campaign,
  type OrderQuote,
  type OrderSource,
  type PlacedOrder,
  type SmsLanguage,
} from '@poshak/shared-api/schemas';
import {
  deliveryFee,
  lineTotal,
  parcelGrams,
  priceOrder,
  type OrderMoney,
  type PricedLine,
  type WeightSteps,
} from '@poshak/shared-api/money';
import { shopDay } from '@poshak/shared-api/shop-time';
import { executePrepared, rowsOf, toInt, type Executor } from '../../db/database';
import { badRequest, conflict, findPgError, forbidden } from '../../errors';
import { couponPricingRefusal, redeemableCoupon, type CouponTerms } from './coupon-redemption';
import { INVOICE_COUNTER, orderCounterShard, skipTakenInvoiceNumbers } from '../../db/counters';
import { orderPlacedSmsCte } from '../sms';
import type { Actor } from '../audit';

/**
 * THE way an order is placed, whoever places it: the shopper's one call (a new customer), an
 * order a staff member takes (the same, with its source and taker) and the legacy bulk call (an
 * existing customer record) run the same statement, so stock, prices, invoice numbers and
 * refusals are decided in one place. It takes as few statements as the
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
  /** The delivery fee the shopper was shown; an order charging another fee is refused. */
  expectedShipping?: number | undefined;
  /** A coupon the shopper typed (applied by `redeemableCoupon` under the coupon's lock). */
  couponCode?: string | undefined;
  /** The delivery fee the shopper says they paid in advance (stored as unverified). */
  payment?: { provider: 'bkash' | 'nagad'; trxId: string; paidFrom: string } | undefined;
  /** The language the shopper shopped in, for the order's SMS (unknown: Bengali). */
  smsLanguage?: SmsLanguage | null | undefined;
  /** Where the order came from (unset: the shopper's checkout). */
  source?: OrderSource | undefined;
  /**
   * The staff member taking the order (a source other than checkout): recorded on it, as the
   * author of its notes, and in the audit log, all in the order's own statement.
   */
  takenBy?: Actor | null | undefined;
  /** The campaign of the link the shopper followed (the storefront kept it from the landing page). */
  campaign?: Campaign | null | undefined;
  /** Notes for whoever packs the order, written with it under the taker's name. */
  notes?: readonly string[] | undefined;
  /** What the audit log records of the order beside its invoice number and money. */
  audit?: Record<string, unknown> | undefined;
  /** Held for a call (modules/risk: a blocked number, a risk above the owner's rule). */
  hold?: OrderHold | null | undefined;
}

/** Why an order is held for a call before it goes on (docs/risk.md). */
export interface OrderHold {
  kind: 'blocked' | 'risk';
  /** The blocklist's reason (a `blocked` hold). */
  reason: string | null;
  /** The number's risk score when the order was placed. */
  score: number;
}

/** How long the old storefront's customer record may wait for its one anonymous order. */
export const ANONYMOUS_CUSTOMER_MINUTES = 60;
/** An invoice number taken by an order written outside the numbering is skipped this many times. */
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
 * The stock part of every statement that takes stock: the lines asked for (`wanted`, with the
 * price each was priced at when `prices` are given), their stock rows locked in id order
 * (`locked`, so two orders can never wait on each other), and whether every line can be served
 * (`stock_ok`). A row changed by an order that committed while this one waited is re-read before
 * the check, so stock never goes below zero. A read (`lock: false`) sees the same rows unlocked.
 */
function stockCtes(
  lines: StockLine[],
  { lock = true, prices }: { lock?: boolean; prices?: ReadonlyMap<number, number> } = {},
): SQL {
  return sql`
      wanted AS (
        SELECT w.id, w.qty, w.price
        FROM unnest(${intArray(lines.map((l) => l.stockId))}::int[],
                    ${intArray(lines.map((l) => l.quantity))}::int[],
                    ${intArray(lines.map((l) => prices?.get(l.stockId) ?? 0))}::int[])
             AS w(id, qty, price)
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
             p.product_name, c.color_name, s.size_name, p.weight_grams`;

interface LineRow {
  id: unknown;
  available: unknown;
  price: unknown;
  image_id: unknown;
  brand_id: unknown;
  product_name: string | null;
  color_name: string | null;
  size_name: string | null;
  weight_grams: unknown;
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

/** A piece's weight; a stock entry without a picture (so no product) weighs the default. */
const weightOf = (row: LineRow) =>
  row.weight_grams === null ? DEFAULT_WEIGHT_GRAMS : toInt(row.weight_grams);

/** Where an order's delivery goes: the area given, or the existing customer's own. */
interface AreaChoice {
  shippingId: number | null;
  existingId: number | null;
}

const areaCte = (area: AreaChoice) => sql`
      area AS (
        SELECT s.id_shipping, s.cost, z.step_grams, z.step_fee
        FROM shipping s JOIN delivery_zones z ON z.zone = s.zone
        WHERE s.id_shipping = coalesce(${area.shippingId}::int,
          (SELECT shipping_id FROM customers WHERE id_customer = ${area.existingId}::int))
      )`;

interface PriceRow extends LineRow {
  stock_ok: boolean;
  coupon_applies: boolean | null;
  area_found: boolean;
  shipping_cost: unknown;
  step_grams: unknown;
  step_fee: unknown;
}

/** What the delivery fee was priced from, which the locked rows must still give. */
export interface FeeBasis {
  areaCost: number;
  steps: WeightSteps;
  /** The parcel's weight: every line's piece weight times its quantity. */
  grams: number;
}

/** The lines as they stand now (unlocked), priced, and the area's delivery fee. */
interface PricedLines {
  rows: Map<number, PriceRow>;
  stockOk: boolean;
  areaFound: boolean;
  /** The parcel's delivery fee; null when no area is found. */
  shipping: number | null;
  /** What that fee was priced from; null when no area is found. */
  fee: FeeBasis | null;
  /** The price each line's stock entry sells at now (lines not for sale are left out). */
  prices: Map<number, number>;
  money: OrderMoney;
}

/**
 * Reads what the lines sell for, which of them the coupon applies to, and the delivery fee of
 * the area, then prices them with THE money module (`priceOrder`, shared with the storefront,
 * the back-office and the invoice). Nothing is locked: the order statement stores these figures
 * only if the locked rows still hold these prices (see `orderStatement`).
 */
async function priceLines(
  db: Executor,
  lines: StockLine[],
  area: AreaChoice,
  coupon: CouponTerms | null,
): Promise<PricedLines> {
  const rows = rowsOf<PriceRow>(
    await db.execute(sql`
      WITH ${stockCtes(lines, { lock: false })},
      ${areaCte(area)}
      SELECT ${lineColumns},
             (SELECT ok FROM stock_ok) AS stock_ok,
             ${coupon?.productCodes === null}::boolean
               OR p.product_code = ANY(${textArray(coupon?.productCodes ?? [])}::text[])
               AS coupon_applies,
             EXISTS (SELECT 1 FROM area) AS area_found,
             (SELECT cost FROM area) AS shipping_cost,
             (SELECT step_grams FROM area) AS step_grams,
             (SELECT step_fee FROM area) AS step_fee
      ${lineRows}`),
  );
  const first = rows[0];
  if (!first) throw new Error('the price read returned no row');
  const byId = byStockId(rows);
  const prices = new Map<number, number>();
  const priced: PricedLine[] = [];
  const weighed: { weightGrams: number; quantity: number }[] = [];
  for (const line of lines) {
    const row = byId.get(line.stockId);
    if (!row || row.price === null) continue;
    prices.set(line.stockId, toInt(row.price));
    priced.push({
      price: toInt(row.price),
      quantity: line.quantity,
      couponApplies: row.coupon_applies === true,
    });
    weighed.push({ weightGrams: weightOf(row), quantity: line.quantity });
  }
  const fee: FeeBasis | null =
    first.shipping_cost === null
      ? null
      : {
          areaCost: toInt(first.shipping_cost),
          steps: { stepGrams: toInt(first.step_grams), stepFee: toInt(first.step_fee) },
          grams: parcelGrams(weighed),
        };
  const shipping = fee && deliveryFee(fee.areaCost, fee.steps, fee.grams);
  return {
    rows: byId,
    stockOk: first.stock_ok,
    areaFound: first.area_found,
    shipping,
    fee,
    prices,
    money: priceOrder({ lines: priced, shipping, coupon }),
  };
}

interface OrderRow extends LineRow {
  ok: boolean;
  /** Whether the locked rows still sell at the prices the order was priced at. */
  prices_held: boolean;
  customer_found: boolean;
  customer_allowed: boolean | null;
  customer_area: unknown;
  shipping_cost: unknown;
  order_shipping: unknown;
  line_id: unknown;
  invoice_no: unknown;
  customer_id: unknown;
  subtotal: unknown;
  total: unknown;
  discount: unknown;
}

/** What the statement stores for the order's money, and the checks made outside it. */
export interface OrderFigures {
  /** `priceLines`' prices, which the locked rows must still hold. */
  prices: ReadonlyMap<number, number>;
  money: OrderMoney;
  /** What the delivery fee was priced from (null: no area found; the order is refused). */
  fee: FeeBasis | null;
  /** The coupon's terms allow this order (`couponPricingRefusal` found nothing). */
  couponOk: boolean;
  /** The total and delivery fee are the ones the shopper agreed to, or none was given. */
  totalOk: boolean;
}

/** Who the order is for, as the statement's parameters. */
function customerParams({ customer }: OrderRequest) {
  return {
    fresh: 'create' in customer ? customer.create : null,
    existingId: 'existingId' in customer ? customer.existingId : null,
    anonymous: 'existingId' in customer && customer.anonymous,
  };
}

/**
 * The order's checks, writing nothing: the existing customer and the anonymous rule, the
 * shipping area, the parcel's weight, the prices and fee still the ones priced, and the verdict
 * that gates every write after it.
 */
function orderCheckCtes(order: OrderRequest, figures: OrderFigures): SQL {
  const { existingId, anonymous } = customerParams(order);
  const { fee } = figures;
  return sql`found AS MATERIALIZED (
        SELECT c.id_customer, c.shipping_id,
               NOT ${anonymous}::boolean
                 OR (c.created_at > now() - make_interval(mins => ${ANONYMOUS_CUSTOMER_MINUTES}::int)
                     AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.customer_id = c.id_customer))
                 AS allowed
        FROM customers c WHERE c.id_customer = ${existingId}::int
      ),
      area AS (
        SELECT s.id_shipping, s.cost, z.step_grams, z.step_fee
        FROM shipping s JOIN delivery_zones z ON z.zone = s.zone
        WHERE s.id_shipping = coalesce(${order.shippingId}::int, (SELECT shipping_id FROM found))
      ),
      weighed AS MATERIALIZED (
        SELECT coalesce(sum(coalesce(p.weight_grams, ${DEFAULT_WEIGHT_GRAMS}::int) * w.qty), 0)
                 AS grams
        FROM wanted w JOIN locked l ON l.id = w.id
        LEFT JOIN images i ON i.id_image = l.image_id
        LEFT JOIN product_traces p ON p.id_product_trace = i.product_trace_id
      ),
      held AS MATERIALIZED (
        SELECT NOT EXISTS (SELECT 1 FROM locked l JOIN wanted w ON w.id = l.id
                           WHERE l.price <> w.price)
           AND coalesce((SELECT (a.cost, a.step_grams, a.step_fee) FROM area a)
                 = (${fee?.areaCost ?? null}::int, ${fee?.steps.stepGrams ?? null}::int,
                    ${fee?.steps.stepFee ?? null}::int), true)
           AND (SELECT grams FROM weighed) = ${fee?.grams ?? 0}::int
           AS ok
      ),
      verdict AS MATERIALIZED (
        SELECT (${existingId}::int IS NULL OR coalesce((SELECT allowed FROM found), false))
           AND EXISTS (SELECT 1 FROM area)
           AND (SELECT ok FROM stock_ok)
           AND (SELECT ok FROM held)
           AND ${figures.couponOk}::boolean
           AND ${figures.totalOk}::boolean
           AS ok
      )`;
}

/** Once the verdict holds: the new customer, the next invoice number and the order's header. */
function orderHeaderCtes(
  order: OrderRequest,
  coupon: CouponTerms | null,
  { money, fee }: OrderFigures,
): SQL {
  const { fresh, existingId } = customerParams(order);
  const taker = order.takenBy ?? null;
  const campaign = order.campaign ?? null;
  const hold = order.hold ?? null;
  return sql`created AS (
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
      invoice AS (
        INSERT INTO counters (name, value)
        SELECT ${INVOICE_COUNTER}::text, 1 FROM buyer b, area a
        ON CONFLICT (name) DO UPDATE SET value = counters.value + 1
        RETURNING value
      ),
      header AS (
        INSERT INTO orders (invoice_no, customer_id, shipping_id, shipping_cost, parcel_grams,
                            subtotal, total,
                            order_status_id, coupon_id, coupon_code, discount,
                            source, taken_by, utm_source, utm_medium, utm_campaign,
                            hold_kind, hold_reason, hold_score)
        SELECT i.value, b.id_customer, a.id_shipping, ${money.shipping}::int,
               nullif(${fee?.grams ?? 0}::int, 0), ${money.subtotal}::int, ${money.total}::int, ${PENDING}::int,
               ${coupon?.id ?? null}::int, ${coupon?.code ?? null}::text, ${money.discount}::int,
               ${order.source ?? 'checkout'}::text, ${taker?.id ?? null}::int,
               ${campaign?.utm_source ?? null}::text, ${campaign?.utm_medium ?? null}::text,
               ${campaign?.utm_campaign ?? null}::text,
               ${hold?.kind ?? null}::text, ${hold?.reason ?? null}::text,
               ${hold?.score ?? null}::int
        FROM buyer b, area a, invoice i
        RETURNING invoice_no, customer_id, shipping_cost, subtotal, total, discount
      )`;
}

/** What hangs off the header: the lines, the order count, the payment, the notes and the audit. */
function orderRecordCtes(order: OrderRequest, fee: FeeBasis | null): SQL {
  const taker = order.takenBy ?? null;
  return sql`written AS (
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
               ${order.payment?.trxId ?? null}::text, ${order.payment?.paidFrom ?? null}::text,
               h.shipping_cost
        FROM header h WHERE ${order.payment?.provider ?? null}::text IS NOT NULL
      ),
      noted AS (
        INSERT INTO order_notes (invoice_no, staff_id, note)
        SELECT h.invoice_no, ${taker?.id ?? null}::int, n.note
        FROM header h, jsonb_array_elements_text(${JSON.stringify(order.notes ?? [])}::jsonb) AS n(note)
      ),
      audited AS (
        INSERT INTO audit_log (staff_id, staff_username, kind, entity_id, action, after)
        SELECT ${taker?.id ?? null}::int, ${taker?.username ?? null}::text, 'order',
               h.invoice_no::text, 'create',
               ${JSON.stringify(order.audit ?? {})}::jsonb || jsonb_build_object(
                 'invoice_no', h.invoice_no, 'subtotal', h.subtotal, 'discount', h.discount,
                 'shipping_cost', h.shipping_cost, 'parcel_grams', ${fee?.grams ?? null}::int,
                 'total', h.total)
        FROM header h WHERE ${taker?.id ?? null}::int IS NOT NULL
      )`;
}

/** One row per line, with the verdict, what the refusal needs and the order written. */
const orderResult = sql`SELECT ${lineColumns}, nl.id_transaction AS line_id,
             (SELECT ok FROM verdict) AS ok,
             (SELECT ok FROM held) AS prices_held,
             EXISTS (SELECT 1 FROM found) AS customer_found,
             (SELECT allowed FROM found) AS customer_allowed,
             (SELECT shipping_id FROM found) AS customer_area,
             (SELECT cost FROM area) AS shipping_cost,
             h.shipping_cost AS order_shipping,
             h.invoice_no, h.customer_id, h.subtotal, h.total, h.discount
      ${lineRows}
      LEFT JOIN written nl ON nl.stock_transaction_id = w.id
      LEFT JOIN header h ON true`;

/**
 * The whole order in ONE statement: the customer (an existing record is checked against the
 * anonymous rule; a new one is written), the shipping area (given, or the customer's own), the
 * stock rows locked in id order; only when all of that holds, and the locked rows still sell at
 * the prices the order was priced at (`figures`), does it take the stock and write the customer,
 * the header with the money `priceOrder` computed under the next invoice number of the
 * invoice counter (the only numbering: a number chosen by a client could be the integer limit;
 * moved on in this statement, so a refused or failed order spends no number), the lines and the
 * order count, the notes and audit record of an order a staff member took, and the shopper's
 * "order placed" SMS (modules/sms: sent once this commits) — all of it or nothing, a statement
 * being atomic. The
 * statement computes no money: it stores the money module's figures, so the order, its quote,
 * the storefront and the back-office cannot disagree. Otherwise it writes nothing and the reason
 * is told: 400 unknown customer, 403 a record not for this anonymous order, 400 unknown shipping
 * area, then each line as `takeStock` tells it, then the coupon's terms, then 409 when the total
 * is not the one the shopper expected. Exported so its plan can be checked: every row it reads
 * or locks must be reached by an index, or an order would slow down as the shop grows.
 */
export function orderStatement(
  order: OrderRequest,
  lines: StockLine[],
  coupon: CouponTerms | null,
  figures: OrderFigures,
): SQL {
  return sql`
      WITH ${stockCtes(lines, { prices: figures.prices })},
      ${orderCheckCtes(order, figures)},
      ${takeCte(sql`verdict`)},
      ${orderHeaderCtes(order, coupon, figures)},
      ${orderRecordCtes(order, figures.fee)},
      ${orderPlacedSmsCte(order.smsLanguage ?? null)}
      ${orderResult}`;
}

/** The refusal of an order the statement did not write, in the order the rules are checked. */
function orderRefusal(
  order: OrderRequest,
  lines: StockLine[],
  rows: OrderRow[],
  coupon: CouponTerms | null,
  money: OrderMoney,
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
  const couponRefusal = coupon && couponPricingRefusal(coupon, money.eligible, money.discount);
  if (couponRefusal) return couponRefusal;
  if (order.expectedShipping !== undefined && money.shipping !== order.expectedShipping) {
    return conflict(
      `expected_shipping_cost: the delivery fee of this parcel is now ৳${money.shipping ?? 0}, ` +
        `not the ৳${order.expectedShipping} expected (its weight or the area's fee changed); ` +
        `nothing was charged`,
      'shipping_changed',
    );
  }
  if (order.expectedTotal !== undefined && money.total !== order.expectedTotal) {
    return conflict(
      `expected_total: the total is now ৳${money.total}, not the ৳${order.expectedTotal} ` +
        `expected (a price changed); nothing was charged`,
      'total_changed',
    );
  }
  return stockRefusal(lines, byStockId(rows));
}

interface Attempt {
  rows: OrderRow[];
  coupon: CouponTerms | null;
  money: OrderMoney;
}

/** Runs an order statement: planned once per connection when it is the pool's own. */
type RunStatement = (statement: SQL) => Promise<unknown>;

/** Prices the order as the stock stands, then runs its one statement with those figures. */
async function priceAndPlace(
  db: Executor,
  run: RunStatement,
  order: OrderRequest,
  lines: StockLine[],
  coupon: CouponTerms | null,
): Promise<Attempt> {
  const existingId = 'existingId' in order.customer ? order.customer.existingId : null;
  const area = { shippingId: order.shippingId, existingId };
  const { prices, money, fee } = await priceLines(db, lines, area, coupon);
  const statement = orderStatement(order, lines, coupon, {
    prices,
    money,
    fee,
    couponOk: !coupon || couponPricingRefusal(coupon, money.eligible, money.discount) === null,
    totalOk:
      (order.expectedTotal === undefined || order.expectedTotal === money.total) &&
      (order.expectedShipping === undefined || order.expectedShipping === money.shipping),
  });
  return { rows: rowsOf<OrderRow>(await run(statement)), coupon, money };
}

async function placeOnce(db: Executor, order: OrderRequest, lines: StockLine[]): Promise<Attempt> {
  const { couponCode } = order;
  if (couponCode && 'create' in order.customer) {
    const phone = order.customer.create.customer_phone;
    // The coupon is locked first, in a statement of its own, so the order statement's snapshot
    // sees every order that used it before: its limits hold however many orders come at once.
    return db.transaction(async (tx) => {
      const coupon = await redeemableCoupon(tx, couponCode, phone, shopDay());
      return priceAndPlace(tx, (s) => tx.execute(s), order, lines, coupon);
    });
  }
  if ('create' in order.customer) {
    if (db instanceof PgTransaction) {
      // Inside a caller's transaction (an order answered once per Idempotency-Key): a savepoint
      // of its own, so an invoice number taken meanwhile fails this attempt only.
      return db.transaction((tx) => priceAndPlace(tx, (s) => tx.execute(s), order, lines, null));
    }
    // Planned once per connection: planning this statement took ≈ 6 ms, running it ≈ 2 ms.
    const prepared: RunStatement = (s) => executePrepared(db, 'place_order', s);
    return priceAndPlace(db, prepared, order, lines, null);
  }
  // An existing record is locked first, in a statement of its own, so the order statement's
  // snapshot sees any order another request placed for it meanwhile: two anonymous orders for
  // one fresh record cannot both find it unused.
  const { existingId } = order.customer;
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT 1 FROM customers WHERE id_customer = ${existingId} FOR UPDATE`);
    return priceAndPlace(tx, (s) => tx.execute(s), order, lines, null);
  });
}

/** A placed order, and the units its lines' stock entries have left (the read cache's concern). */
export type TakenOrder = PlacedOrder & { stockLeft: ReadonlyMap<number, number> };

/** Prices that moved between an order's pricing and its locks send it round again, this often. */
const PRICE_RETRIES = 5;

/**
 * Places an order (see `orderStatement`). The rare invoice number already taken by an order written
 * outside the numbering (an old shop's data) fails the statement as a whole; the counter is moved
 * past the taken numbers and the statement runs again. A price changed by staff between the order's
 * pricing and its locks leaves nothing written either: it is priced again and placed at the new
 * price (or refused, when the shopper agreed to another total).
 */
export async function placeOrder(db: Executor, order: OrderRequest): Promise<TakenOrder> {
  const lines = mergeLines(order.lines);
  let attempt: Attempt;
  for (let invoiceRetries = 0, priceRetries = 0; ;) {
    try {
      attempt = await placeOnce(db, order, lines);
    } catch (error) {
      const pg = findPgError(error);
      if (
        invoiceRetries < INVOICE_RETRIES &&
        pg?.code === '23505' &&
        pg.constraint === 'orders_pkey'
      ) {
        invoiceRetries++;
        // The failed statement gave its number back: move the counter past the taken ones.
        await skipTakenInvoiceNumbers(db);
        continue;
      }
      // Two orders naming one transaction, however close together: the second writes nothing.
      if (pg?.code === '23505' && pg.constraint === 'order_payments_trx_id_unique') {
        throw conflict(`payment.trx_id: ${SCHEMA_MESSAGES.trxIdUsed}`);
      }
      throw error;
    }
    const first = attempt.rows[0];
    if (first && !first.ok && first.prices_held === false && priceRetries < PRICE_RETRIES) {
      priceRetries++;
      continue;
    }
    break;
  }
  const { rows, coupon, money } = attempt;
  const first = rows[0];
  if (!first?.ok) throw orderRefusal(order, lines, rows, coupon, money);
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
        line_total: lineTotal({ price, quantity: line.quantity }),
      };
    }),
    subtotal: toInt(first.subtotal),
    shipping_cost: toInt(first.order_shipping),
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

/**
 * What an order of these lines would be charged now, refused as the order would refuse it (the
 * coupon's rules by `redeemableCoupon`, the stock and the coupon's pricing by the order's own
 * texts), priced by the order's own `priceLines`. It writes nothing and locks nothing: the order
 * decides again, under its locks, when it is placed.
 */
export async function quoteOrder(db: Executor, request: QuoteRequest): Promise<OrderQuote> {
  const lines = mergeLines(request.lines);
  const coupon = request.couponCode
    ? await redeemableCoupon(db, request.couponCode, request.phone, shopDay(), { lock: false })
    : null;
  const priced = await priceLines(
    db,
    lines,
    { shippingId: request.shippingId, existingId: null },
    coupon,
  );
  if (request.shippingId !== null && !priced.areaFound) {
    throw badRequest(`shipping_id: no shipping area ${request.shippingId}`);
  }
  if (!priced.stockOk) throw stockRefusal(lines, priced.rows);
  const { money } = priced;
  const refusal = coupon && couponPricingRefusal(coupon, money.eligible, money.discount);
  if (refusal) throw refusal;
  return {
    subtotal: money.subtotal,
    shipping_cost: money.shipping,
    discount: money.discount,
    coupon_code: coupon?.code ?? null,
    coupon_phone_pending: coupon?.phonePending ?? false,
    total: money.total,
  };
}

import {
  canMoveOrder,
  OPERATION,
  ORDER_STATUS_NAMES,
  ORDER_STATUS_TRANSITIONS,
  orderStatusId,
  type OrderDetail,
  type OrderStatusName,
  type OrderSummary,
  type PlacedOrder,
} from '@poshak/shared-api/schemas';
import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { rowsOf, toInt, type Database, type Tx } from '../db/database';
import {
  customers,
  images,
  orders,
  orderStatuses,
  productTraces,
  shipping,
  transactions,
} from '../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../errors';
import { required } from '../lib/required';
import { countOrder, counterReader, orderCounterShard } from './counters';
import { lookupNames } from './lookup-names';
import { placeNewOrder, takeStock } from './order-statements';

/** Past this many matches an invoice-prefix search stops counting. */
export const INVOICE_SEARCH_COUNT_CAP = 10_000;

export interface OrderRequestLine {
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
type OrderCustomer = { create: NewCustomer } | { existingId: number; anonymous: boolean };

/** How long the old storefront's customer record may wait for its one anonymous order. */
export const ANONYMOUS_CUSTOMER_MINUTES = 60;

const PENDING = orderStatusId('Pending');

/** Same stock entry twice in one order: one line with the quantities added. */
function mergeLines(lines: OrderRequestLine[]): OrderRequestLine[] {
  const merged = new Map<number, OrderRequestLine>();
  for (const line of lines) {
    const seen = merged.get(line.stockId);
    merged.set(line.stockId, seen ? { ...seen, quantity: seen.quantity + line.quantity } : line);
  }
  // Locking stock rows in one global order means two orders can never wait on each other.
  return [...merged.values()].sort((a, b) => a.stockId - b.stockId);
}

/**
 * Inserts the order header under the next invoice number of the sequence. Only the database
 * numbers orders: a number chosen by a client (the old order call sent "highest + 1") could be
 * the integer limit, after which no order could be numbered at all. A number already taken
 * (by a client, before) is skipped.
 */
async function insertHeader(
  tx: Tx,
  header: Omit<typeof orders.$inferInsert, 'invoice_no'>,
): Promise<number> {
  const tryInsert = async (invoiceNo: number) => {
    const [row] = await tx
      .insert(orders)
      .values({ ...header, invoice_no: invoiceNo })
      .onConflictDoNothing({ target: orders.invoice_no })
      .returning({ invoice_no: orders.invoice_no });
    return row?.invoice_no;
  };
  for (let attempt = 0; attempt < 100; attempt++) {
    const [next] = rowsOf<{ n: unknown }>(
      await tx.execute(sql`SELECT nextval('invoice_no_seq') AS n`),
    );
    const invoiceNo = toInt(next?.n);
    if ((await tryInsert(invoiceNo)) !== undefined) return invoiceNo;
  }
  throw new Error('no free invoice number after 100 tries');
}

const knownStatus = (name: string): OrderStatusName | undefined =>
  (ORDER_STATUS_NAMES as readonly string[]).includes(name) ? (name as OrderStatusName) : undefined;

function refusedMove(
  invoiceNo: number,
  from: string,
  to: string,
  known: OrderStatusName | undefined,
): string {
  if (from === to) return `invoice_no ${invoiceNo}: the order is already ${from}`;
  const next = known ? ORDER_STATUS_TRANSITIONS[known] : [];
  return (
    `invoice_no ${invoiceNo}: a ${from} order cannot become ${to}` +
    (next.length ? ` (it can become ${next.join(' or ')})` : ' (it is final)')
  );
}

export function ordersRepository(db: Database) {
  const counter = counterReader(db);
  /** Customer, header and lines in ONE transaction: all of the order, or nothing. */
  async function place(
    customer: OrderCustomer,
    shippingId: number | null,
    lines: OrderRequestLine[],
  ): Promise<PlacedOrder> {
    if ('create' in customer && shippingId !== null) {
      // A shopper's order (POST /api/orders): the whole of it in one statement.
      const placed = await placeNewOrder(db, {
        customer: customer.create,
        shippingId,
        lines: mergeLines(lines),
        counter: orderCounterShard(),
      });
      return {
        invoice_no: placed.invoiceNo,
        id_customer: placed.customerId,
        lines: placed.lines.map((l) => ({
          id_transaction: l.lineId,
          stock_transaction_id: l.stockId,
          product_name: l.productName,
          price: l.price,
          quantity: l.quantity,
          line_total: l.price * l.quantity,
        })),
        subtotal: placed.subtotal,
        shipping_cost: placed.shippingCost,
        total: placed.total,
      };
    }
    return db.transaction(async (tx) => {
      let customerId: number;
      let areaId = shippingId;
      // An existing customer must exist before any stock is taken for them.
      if ('existingId' in customer) {
        // Locked, so two anonymous orders for one fresh record cannot both see it unused.
        const [found] = await tx
          .select({
            id: customers.id_customer,
            shipping_id: customers.shipping_id,
            fresh: sql<boolean>`${customers.created_at} > now() - make_interval(mins => ${ANONYMOUS_CUSTOMER_MINUTES})`,
            ordered: sql<boolean>`EXISTS (SELECT 1 FROM ${orders} WHERE ${orders.customer_id} = ${customers.id_customer})`,
          })
          .from(customers)
          .where(eq(customers.id_customer, customer.existingId))
          .for('update');
        if (!found) throw badRequest(`customer_id: no customer ${customer.existingId}`);
        if (customer.anonymous && (!found.fresh || found.ordered)) {
          throw forbidden(
            `customer_id: without signing in, an order is placed only for the customer record ` +
              `made for it (POST /api/customers/post) within ${ANONYMOUS_CUSTOMER_MINUTES} minutes, once`,
          );
        }
        areaId ??= found.shipping_id;
      }
      const [area] = await tx
        .select()
        .from(shipping)
        .where(eq(shipping.id_shipping, areaId ?? 0));
      if (!area) throw badRequest(`shipping_id: no shipping area ${areaId ?? '(none)'}`);

      const taken = await takeStock(tx, mergeLines(lines));
      const subtotal = taken.reduce((sum, l) => sum + l.price * l.quantity, 0);
      const reply = (invoiceNo: number, idCustomer: number, lineIds: Map<number, number>) => ({
        invoice_no: invoiceNo,
        id_customer: idCustomer,
        lines: taken.map((l) => ({
          id_transaction: lineIds.get(l.stockId) ?? 0,
          stock_transaction_id: l.stockId,
          product_name: l.productName,
          price: l.price,
          quantity: l.quantity,
          line_total: l.price * l.quantity,
        })),
        subtotal,
        shipping_cost: area.cost,
        total: subtotal + area.cost,
      });

      if ('create' in customer) {
        const [created] = await tx
          .insert(customers)
          .values({ ...customer.create, shipping_id: area.id_shipping })
          .returning({ id: customers.id_customer });
        customerId = required(created, 'new customer').id;
      } else {
        customerId = customer.existingId;
      }

      const invoiceNo = await insertHeader(tx, {
        customer_id: customerId,
        shipping_id: area.id_shipping,
        shipping_cost: area.cost,
        subtotal,
        total: subtotal + area.cost,
        order_status_id: PENDING,
      });
      const inserted = await tx
        .insert(transactions)
        .values(
          taken.map((l) => ({
            operation_type_id: OPERATION.orderLine,
            price: l.price,
            quantity: l.quantity,
            image_id: l.imageId,
            brand_id: l.brandId,
            customer_id: customerId,
            invoice_no: invoiceNo,
            stock_transaction_id: l.stockId,
          })),
        )
        .returning({
          id: transactions.id_transaction,
          stock: transactions.stock_transaction_id,
        });
      // Last statement before commit: the counter row is held for the shortest time.
      await countOrder(tx);

      return reply(invoiceNo, customerId, new Map(inserted.map((r) => [r.stock ?? 0, r.id])));
    });
  }

  /** Stock entries of the legacy payload are named by their image. */
  async function stockIdsForImages(imageIds: number[]): Promise<Map<number, number>> {
    if (imageIds.length === 0) return new Map();
    const rows = await db
      .select({ image: transactions.image_id, id: transactions.id_transaction })
      .from(transactions)
      .where(
        and(
          inArray(transactions.image_id, imageIds),
          eq(transactions.operation_type_id, OPERATION.stockEntry),
          isNull(transactions.invoice_no),
        ),
      );
    return new Map(rows.map((r) => [r.image ?? 0, r.id]));
  }

  const summaryColumns = {
    invoice_no: orders.invoice_no,
    customer_name: customers.customer_name,
    customer_phone: customers.customer_phone,
    customer_address: customers.customer_address,
    order_status_id: orders.order_status_id,
    order_status_name: orderStatuses.order_status_name,
    shipping_cost: orders.shipping_cost,
    item_total: orders.subtotal,
    item_quantity: sql<number>`(SELECT coalesce(sum(l.quantity), 0)::int FROM transactions l WHERE l.invoice_no = ${orders.invoice_no})`,
    created_at: orders.created_at,
  };
  const toSummary = (row: Omit<OrderSummary, 'created_at'> & { created_at: Date }) => ({
    ...row,
    created_at: row.created_at.toISOString(),
  });

  const summaries = (where: SQL | undefined) =>
    db
      .select(summaryColumns)
      .from(orders)
      .innerJoin(customers, eq(customers.id_customer, orders.customer_id))
      .innerJoin(orderStatuses, eq(orderStatuses.id_order_status, orders.order_status_id))
      .where(where)
      .orderBy(desc(orders.invoice_no));
  const newestOrders = summaries(undefined)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('bo_orders');

  /** One row per invoice, newest first; the prefix search is served by an expression index. */
  async function list(query: { page: number; pageSize: number; invoice?: string | undefined }) {
    const where: SQL | undefined = query.invoice
      ? sql`(${orders.invoice_no}::text) LIKE ${`${query.invoice}%`}`
      : undefined;
    const paging = { limit: query.pageSize, offset: (query.page - 1) * query.pageSize };
    const rows = where
      ? await summaries(where).limit(paging.limit).offset(paging.offset)
      : await newestOrders.execute(paging);

    let total: number;
    if (where) {
      const capped = db
        .select({ one: sql`1` })
        .from(orders)
        .where(where)
        .limit(INVOICE_SEARCH_COUNT_CAP)
        .as('capped');
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(capped);
      total = row?.n ?? 0;
    } else {
      total = await counter.orders();
    }
    return { items: rows.map(toSummary), total, page: query.page, pageSize: query.pageSize };
  }

  /** The Product Details table of one invoice. */
  async function detail(invoiceNo: number): Promise<OrderDetail> {
    const [header] = await db
      .select(summaryColumns)
      .from(orders)
      .innerJoin(customers, eq(customers.id_customer, orders.customer_id))
      .innerJoin(orderStatuses, eq(orderStatuses.id_order_status, orders.order_status_id))
      .where(eq(orders.invoice_no, invoiceNo));
    if (!header) throw notFound(`invoice_no: no order ${invoiceNo}`);

    const lines = await db
      .select({
        id_transaction: transactions.id_transaction,
        product_name: productTraces.product_name,
        category_name: lookupNames.category(productTraces.category_id),
        brand_name: lookupNames.brand(transactions.brand_id),
        size_name: lookupNames.size(productTraces.size_id),
        material_name: lookupNames.material(productTraces.material_id),
        color_name: lookupNames.color(productTraces.color_id),
        price: transactions.price,
        quantity: transactions.quantity,
      })
      .from(transactions)
      // A line keeps the image (and so the product) of the stock entry it was taken from.
      .innerJoin(images, eq(images.id_image, transactions.image_id))
      .innerJoin(productTraces, eq(productTraces.id_product_trace, images.product_trace_id))
      .where(eq(transactions.invoice_no, invoiceNo))
      .orderBy(asc(transactions.id_transaction));

    return {
      ...toSummary(header),
      lines: lines.map((l) => ({ ...l, line_total: l.price * l.quantity })),
    };
  }

  /**
   * Moves an order along the status state machine (ORDER_STATUS_TRANSITIONS), in one
   * transaction with the order locked: cancelling returns its units to stock, reopening a
   * cancelled order takes them again — or is refused (409) when the stock is short. Since every
   * change starts from the status it reads under the lock, units return once, however many
   * requests race.
   */
  async function updateStatus(invoiceNo: number, orderStatusId: number): Promise<void> {
    await db.transaction(async (tx) => {
      const [target] = await tx
        .select()
        .from(orderStatuses)
        .where(eq(orderStatuses.id_order_status, orderStatusId));
      if (!target) throw badRequest(`order_status_id: no order status ${orderStatusId}`);
      // The order row alone: locked with a join, a row changed while this one waited would be
      // re-checked against the status it had before (PostgreSQL's re-check) and be lost.
      const [order] = await tx
        .select({ statusId: orders.order_status_id })
        .from(orders)
        .where(eq(orders.invoice_no, invoiceNo))
        .for('update');
      if (!order) throw notFound(`invoice_no: no order ${invoiceNo}`);
      const [current] = await tx
        .select({ name: orderStatuses.order_status_name })
        .from(orderStatuses)
        .where(eq(orderStatuses.id_order_status, order.statusId));
      const status = current?.name ?? String(order.statusId);
      const from = knownStatus(status);
      const to = knownStatus(target.order_status_name);
      if (!from || !to || !canMoveOrder(from, to)) {
        throw conflict(refusedMove(invoiceNo, status, target.order_status_name, from));
      }

      const lines = await tx
        .select({
          stockId: sql<number>`${transactions.stock_transaction_id}`,
          quantity: sql<number>`sum(${transactions.quantity})::int`,
        })
        .from(transactions)
        .where(eq(transactions.invoice_no, invoiceNo))
        .groupBy(transactions.stock_transaction_id)
        .orderBy(transactions.stock_transaction_id);
      if (to === 'Canceled') {
        for (const line of lines) {
          await tx
            .update(transactions)
            .set({ quantity: sql`${transactions.quantity} + ${line.quantity}` })
            .where(eq(transactions.id_transaction, line.stockId));
        }
      } else if (from === 'Canceled') {
        await takeStock(
          tx,
          lines.map((l) => ({
            stockId: l.stockId,
            quantity: l.quantity,
            field: `invoice_no ${invoiceNo}`,
          })),
        );
      }
      await tx
        .update(orders)
        .set({ order_status_id: orderStatusId })
        .where(eq(orders.invoice_no, invoiceNo));
    });
  }

  return { place, stockIdsForImages, list, detail, updateStatus };
}

export type OrdersRepository = ReturnType<typeof ordersRepository>;

import {
  LOW_STOCK_DEFAULT,
  OPERATION,
  type StockEntry,
  type QuantityChange,
  type StockEntryFields,
  type StockSort,
  type VariantGrid,
  type VariantProductCreated,
} from '@poshak/shared-api/schemas';
import { and, asc, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../db/database';
import {
  brands,
  categories,
  colors,
  images,
  productTraces,
  shopSettings,
  sizes,
  transactions,
  type Thumbnail,
} from '../../db/schema';
import { badRequest, notFound } from '../../errors';
import { required } from '../../lib/required';
import type { StoredImage } from '../pictures';
import { refreshCards } from '../catalogue';
import { countUpTo } from '../../db/count-up-to';
import { addToCounter, counterNames, counterReader } from '../../db/counters';
import { toImageRef } from '../../lib/image-ref';
import { lookupNames } from '../lookups';
import { escapeLike } from '../../lib/escape-like';
import { audited, recordAudit, type Actor } from '../audit';

export const STOCK_SEARCH_COUNT_CAP = 10_000;

/** The fields an "all variants" save shares between its entries. */
export interface VariantProduct {
  product_code: string;
  product_name: string;
  product_name_bn: string | null;
  category_id: number;
  brand_id: number;
  material_id?: number | undefined;
  weight_grams?: number | undefined;
  price: number;
  image_priority_id: number;
}

/** Every colour and size of a variant grid exists: otherwise 400 naming the cell. */
async function requireLookups(tx: Executor, grid: VariantGrid) {
  const colorIds = grid.map((c) => c.color_id);
  const sizeIds = [...new Set(grid.flatMap((c) => c.sizes.map((s) => s.size_id)))];
  const knownColors = new Set(
    (
      await tx
        .select({ id: colors.id_color })
        .from(colors)
        .where(inArray(colors.id_color, colorIds))
    ).map((r) => r.id),
  );
  const knownSizes = new Set(
    (await tx.select({ id: sizes.id_size }).from(sizes).where(inArray(sizes.id_size, sizeIds))).map(
      (r) => r.id,
    ),
  );
  grid.forEach((colour, c) => {
    if (!knownColors.has(colour.color_id)) {
      throw badRequest(`variants.${c}.color_id: no colour ${colour.color_id}`);
    }
    colour.sizes.forEach((size, s) => {
      if (!knownSizes.has(size.size_id)) {
        throw badRequest(`variants.${c}.sizes.${s}.size_id: no size ${size.size_id}`);
      }
    });
  });
}

/** The most units one stock entry holds (the quantity field's limit). */
const STOCK_UNITS_MAX = 1_000_000;

/**
 * The units an entry holds after an update: the total given, or what it holds now (read under
 * its lock) changed by the restock; never fewer than none, never past the field's limit.
 */
function unitsAfter(id: number, now: number, quantity: number | QuantityChange): number {
  if (typeof quantity === 'number') return quantity;
  const after = now + quantity.change;
  if (after < 0) {
    throw badRequest(
      `quantity: stock entry ${id} holds ${now}; taking ${-quantity.change} would leave fewer than none`,
    );
  }
  if (after > STOCK_UNITS_MAX) {
    throw badRequest(
      `quantity: stock entry ${id} holds ${now}; adding ${quantity.change} passes ${STOCK_UNITS_MAX}`,
    );
  }
  return after;
}

/** The validated text fields of the Add Product form. */
export type StockFields = Omit<
  StockEntryFields,
  | 'price'
  | 'quantity'
  | 'type'
  | 'type_bn'
  | 'model'
  | 'material_id'
  | 'product_name_bn'
  | 'weight_grams'
> & {
  weight_grams?: number | undefined;
  product_name_bn?: string | null | undefined;
  price: number;
  quantity: number;
  type: string | null;
  type_bn?: string | null | undefined;
  model: string | null;
  material_id?: number | undefined;
  category_id: number;
  color_id: number;
  size_id: number;
  brand_id: number;
  operation_type_id: number;
  image_priority_id: number;
};

/** A picture that is no longer shown: its files may go once nothing else uses them. */
export interface ReleasedPicture {
  image_url: string;
  thumbnails: Thumbnail[];
}

const entryColumns = {
  id_transaction: transactions.id_transaction,
  id_product_trace: productTraces.id_product_trace,
  id_image: images.id_image,
  product_code: productTraces.product_code,
  product_name: productTraces.product_name,
  product_name_bn: productTraces.product_name_bn,
  category_id: productTraces.category_id,
  category_name: lookupNames.category(productTraces.category_id),
  color_id: productTraces.color_id,
  color_name: lookupNames.color(productTraces.color_id),
  color_name_bn: lookupNames.colorBn(productTraces.color_id),
  size_id: productTraces.size_id,
  size_name: lookupNames.size(productTraces.size_id),
  size_name_bn: lookupNames.sizeBn(productTraces.size_id),
  brand_id: sql<number>`coalesce(${transactions.brand_id}, 0)`,
  brand_name: lookupNames.brand(transactions.brand_id),
  material_id: productTraces.material_id,
  material_name: lookupNames.material(productTraces.material_id),
  type: productTraces.type,
  type_bn: productTraces.type_bn,
  model: productTraces.model,
  weight_grams: productTraces.weight_grams,
  price: transactions.price,
  quantity: transactions.quantity,
  archived: sql<boolean>`${transactions.archived_at} IS NOT NULL`,
  operation_type_id: transactions.operation_type_id,
  image_priority_id: images.image_priority_id,
  priority: lookupNames.priority(images.image_priority_id),
  media_type: transactions.type,
  image_url: images.image_url,
  width: images.width,
  height: images.height,
  thumbnails: images.thumbnails,
};

const isStockEntry = and(
  eq(transactions.operation_type_id, OPERATION.stockEntry),
  isNull(transactions.invoice_no),
);

function selectEntries(db: Executor, where: SQL | undefined) {
  return db
    .select(entryColumns)
    .from(transactions)
    .innerJoin(images, eq(images.id_image, transactions.image_id))
    .innerJoin(productTraces, eq(productTraces.id_product_trace, images.product_trace_id))
    .where(and(isStockEntry, where));
}

type EntryRow = Awaited<ReturnType<typeof selectEntries>>[number];

/**
 * The ids of one page of stock entries in the order asked for. Sorting and paging read ids alone
 * (a lookup's name through a join of its list); the page's rows are read after, by id: the names
 * each row shows are subqueries that would otherwise run for every matching entry (a sort by
 * category over 100k entries took 0.66 s that way).
 */
async function pageOfIds(
  db: Executor,
  where: SQL | undefined,
  sort: StockSort,
  order: 'asc' | 'desc',
  paging: { limit: number; offset: number },
): Promise<number[]> {
  const query = db
    .select({ id: transactions.id_transaction })
    .from(transactions)
    .innerJoin(images, eq(images.id_image, transactions.image_id))
    .innerJoin(productTraces, eq(productTraces.id_product_trace, images.product_trace_id))
    .where(and(isStockEntry, where))
    .$dynamic();
  if (sort in SORT_JOINS) {
    const [table, on] = SORT_JOINS[sort as keyof typeof SORT_JOINS];
    query.leftJoin(table, on);
  }
  const direction = order === 'asc' ? asc : desc;
  const rows = await query
    .orderBy(direction(SORT_COLUMNS[sort]), direction(transactions.id_transaction))
    .limit(paging.limit)
    .offset(paging.offset);
  return rows.map((r) => r.id);
}

function toEntry(row: EntryRow): StockEntry {
  const { image_url, width, height, thumbnails, media_type, ...rest } = row;
  return {
    ...rest,
    media_type: media_type ?? 'image',
    image: toImageRef({ image_url, width, height, thumbnails }),
  };
}

async function readEntry(db: Executor, id: number): Promise<StockEntry> {
  const [row] = await selectEntries(db, eq(transactions.id_transaction, id));
  if (!row) throw notFound(`id_transaction: no stock entry ${id}`);
  return toEntry(row);
}

/**
 * Locks a stock entry for a change and returns the ids and keys the change needs. The lock is
 * taken first and the keys read after it: a join read under the lock would keep the product
 * code and priority of before a concurrent edit that committed while this one waited, and the
 * storefront card would be refreshed under a stale key (a duplicate card, a 409).
 */
async function lockEntry(tx: Executor, id: number) {
  const [locked] = await tx
    .select({ id: transactions.id_transaction })
    .from(transactions)
    .where(and(eq(transactions.id_transaction, id), isStockEntry))
    .for('update');
  if (!locked) throw notFound(`id_transaction: no stock entry ${id}`);
  const [row] = await tx
    .select({
      id_transaction: transactions.id_transaction,
      id_image: images.id_image,
      id_product_trace: productTraces.id_product_trace,
      product_code: productTraces.product_code,
      image_priority_id: images.image_priority_id,
      image_url: images.image_url,
      thumbnails: images.thumbnails,
    })
    .from(transactions)
    .innerJoin(images, eq(images.id_image, transactions.image_id))
    .innerJoin(productTraces, eq(productTraces.id_product_trace, images.product_trace_id))
    .where(and(eq(transactions.id_transaction, id), isStockEntry));
  if (!row) throw notFound(`id_transaction: no stock entry ${id}`);
  return row;
}

function requireListing(fields: { operation_type_id: number }) {
  if (fields.operation_type_id !== OPERATION.stockEntry) {
    throw badRequest(
      `operation_type_id: a stock entry has operation type ${OPERATION.stockEntry} (Product Listing)`,
    );
  }
}

type TraceFields = Pick<
  StockFields,
  | 'product_name'
  | 'product_name_bn'
  | 'product_code'
  | 'model'
  | 'type'
  | 'type_bn'
  | 'category_id'
  | 'color_id'
  | 'size_id'
  | 'material_id'
  | 'weight_grams'
>;

const traceValues = (f: TraceFields) => ({
  product_name: f.product_name,
  // The storefront's search compares Bengali in NFC (see the storefront repository).
  product_name_bn: f.product_name_bn?.normalize('NFC') ?? null,
  product_code: f.product_code,
  model: f.model,
  type: f.type,
  type_bn: f.type_bn?.normalize('NFC') ?? null,
  category_id: f.category_id,
  color_id: f.color_id,
  size_id: f.size_id,
  material_id: f.material_id ?? null,
  // Absent on an update: the product keeps its weight (a new one starts at the column's 500 g).
  ...(f.weight_grams === undefined ? {} : { weight_grams: f.weight_grams }),
});

const LOW_STOCK_KEY = 'low_stock_threshold';

/** A stock entry as the audit log keeps it: its fields and its picture's address (not its sizes). */
const auditView = ({ image, ...entry }: StockEntry) => ({ ...entry, image_url: image.url });

/**
 * What each sortable column of the stock table sorts by. A lookup's name is sorted through a join
 * of its list (one hash join), not the scalar subquery the row shows it with: that ran once per
 * stock entry, 0.66 s for a sort by category over 100k entries, against 0.08 s joined.
 */
const SORT_COLUMNS: Record<StockSort, SQL | typeof transactions.id_transaction> = {
  id_transaction: transactions.id_transaction,
  product_code: sql`${productTraces.product_code}`,
  product_name: sql`${productTraces.product_name}`,
  category: sql`${categories.category_name}`,
  color: sql`${colors.color_name}`,
  size: sql`${sizes.size_name}`,
  brand: sql`coalesce(${brands.brand_name}, '')`,
  price: sql`${transactions.price}`,
  quantity: sql`${transactions.quantity}`,
};

/** The list each lookup sort joins. */
const SORT_JOINS = {
  category: [categories, eq(categories.id_category, productTraces.category_id)],
  color: [colors, eq(colors.id_color, productTraces.color_id)],
  size: [sizes, eq(sizes.id_size, productTraces.size_id)],
  brand: [brands, eq(brands.id_brand, transactions.brand_id)],
} as const;

export interface StockListFilter {
  page: number;
  pageSize: number;
  id_transaction?: number | undefined;
  q?: string | undefined;
  category_id?: number | undefined;
  brand_id?: number | undefined;
  color_id?: number | undefined;
  size_id?: number | undefined;
  low_stock?: boolean | undefined;
  sort: StockSort;
  order: 'asc' | 'desc';
}

/**
 * The stock table's filters as one condition over stock entries joined to their images and
 * products (undefined: every entry); the table and the CSV export share it.
 */
export async function stockConditions(
  query: Omit<StockListFilter, 'page' | 'pageSize' | 'sort' | 'order'>,
  lowStockThreshold: () => Promise<number>,
): Promise<SQL | undefined> {
  const conditions: SQL[] = [];
  if (query.id_transaction !== undefined) {
    conditions.push(eq(transactions.id_transaction, query.id_transaction));
  }
  if (query.q) {
    const pattern = `%${escapeLike(query.q)}%`;
    const byText = [
      ilike(productTraces.product_name, pattern),
      ilike(productTraces.product_code, pattern),
    ];
    // A number typed into the search box may also be the transaction id the spec searches by.
    const asId = /^\d{1,9}$/.test(query.q) ? Number(query.q) : null;
    conditions.push(
      or(...byText, ...(asId !== null ? [eq(transactions.id_transaction, asId)] : [])) as SQL,
    );
  }
  if (query.category_id !== undefined)
    conditions.push(eq(productTraces.category_id, query.category_id));
  if (query.color_id !== undefined) conditions.push(eq(productTraces.color_id, query.color_id));
  if (query.size_id !== undefined) conditions.push(eq(productTraces.size_id, query.size_id));
  if (query.brand_id !== undefined) conditions.push(eq(transactions.brand_id, query.brand_id));
  if (query.low_stock) {
    conditions.push(sql`${transactions.quantity} <= ${await lowStockThreshold()}`);
  }
  return conditions.length ? and(...conditions) : undefined;
}

/** Stock entries: one product trace + one image + one operation-type-2 transaction each. */
export function stockRepository(db: Database) {
  const counter = counterReader(db);
  const newestEntries = selectEntries(db, undefined)
    .orderBy(desc(transactions.id_transaction))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('bo_stock');

  async function list(query: StockListFilter) {
    const where = await stockConditions(query, lowStockThreshold);
    const paging = { limit: query.pageSize, offset: (query.page - 1) * query.pageSize };
    const newestFirst = query.sort === 'id_transaction' && query.order === 'desc';
    let rows: EntryRow[];
    if (where || !newestFirst) {
      const ids = await pageOfIds(db, where, query.sort, query.order, paging);
      const byId = new Map(
        (ids.length ? await selectEntries(db, inArray(transactions.id_transaction, ids)) : []).map(
          (row) => [row.id_transaction, row],
        ),
      );
      rows = ids.flatMap((id) => byId.get(id) ?? []);
    } else {
      rows = await newestEntries.execute(paging);
    }

    let total: number;
    if (!where) {
      total = await counter.read(counterNames.stockEntries);
    } else {
      const matches = db
        .select({ one: sql`1` })
        .from(transactions)
        .innerJoin(images, eq(images.id_image, transactions.image_id))
        .innerJoin(productTraces, eq(productTraces.id_product_trace, images.product_trace_id))
        .where(and(isStockEntry, where));
      total = await countUpTo(db, matches, STOCK_SEARCH_COUNT_CAP);
    }
    return { items: rows.map(toEntry), total, page: query.page, pageSize: query.pageSize };
  }

  async function create(
    fields: StockFields,
    picture: StoredImage,
    actor: Actor | null,
  ): Promise<StockEntry> {
    requireListing(fields);
    return db.transaction(async (tx) => {
      const [trace] = await tx
        .insert(productTraces)
        .values(traceValues(fields))
        .returning({ id: productTraces.id_product_trace });
      const [image] = await tx
        .insert(images)
        .values({
          image_url: picture.image_url,
          width: picture.width,
          height: picture.height,
          thumbnails: picture.thumbnails,
          product_trace_id: required(trace, 'product trace').id,
          image_priority_id: fields.image_priority_id,
        })
        .returning({ id: images.id_image });
      const [entry] = await tx
        .insert(transactions)
        .values({
          operation_type_id: OPERATION.stockEntry,
          price: fields.price,
          quantity: fields.quantity,
          image_id: required(image, 'image').id,
          brand_id: fields.brand_id,
          type: 'image',
        })
        .returning({ id: transactions.id_transaction });
      await refreshCards(tx, [
        { priority: fields.image_priority_id, productCode: fields.product_code },
      ]);
      await addToCounter(tx, counterNames.stockEntries, 1);
      const created = await readEntry(tx, required(entry, 'stock entry').id);
      if (actor) {
        await recordAudit(tx, actor, {
          kind: 'stock',
          id: created.id_transaction,
          action: 'create',
          after: auditView(created),
        });
      }
      return created;
    });
  }

  /**
   * Changes every field of a stock entry (and its picture when a new one came). Concurrent edits
   * of one entry queue on its row lock: the last one wins whole, none is half-applied.
   */
  async function update(
    id: number,
    fields: Omit<StockFields, 'quantity'> & {
      /** The new total, or a change to what the entry holds now (a restock: `{ change: 10 }`). */
      quantity: number | QuantityChange;
      id_image?: number | undefined;
      id_product_trace?: number | undefined;
    },
    picture: StoredImage | null,
    actor: Actor | null,
  ): Promise<{ entry: StockEntry; released: ReleasedPicture | null }> {
    requireListing(fields);
    return db.transaction(async (tx) => {
      const current = await lockEntry(tx, id);
      const before = await readEntry(tx, id);
      if (fields.id_image !== undefined && fields.id_image !== current.id_image) {
        throw badRequest(
          `id_image: image ${fields.id_image} is not the image of stock entry ${id}`,
        );
      }
      if (
        fields.id_product_trace !== undefined &&
        fields.id_product_trace !== current.id_product_trace
      ) {
        throw badRequest(
          `id_product_trace: product ${fields.id_product_trace} is not the product of stock entry ${id}`,
        );
      }
      await tx
        .update(productTraces)
        .set(traceValues(fields))
        .where(eq(productTraces.id_product_trace, current.id_product_trace));
      await tx
        .update(images)
        .set({
          image_priority_id: fields.image_priority_id,
          ...(picture
            ? {
                image_url: picture.image_url,
                width: picture.width,
                height: picture.height,
                thumbnails: picture.thumbnails,
              }
            : {}),
        })
        .where(eq(images.id_image, current.id_image));
      await tx
        .update(transactions)
        .set({
          price: fields.price,
          quantity: unitsAfter(id, before.quantity, fields.quantity),
          brand_id: fields.brand_id,
        })
        .where(eq(transactions.id_transaction, id));
      await refreshCards(tx, [
        { priority: current.image_priority_id, productCode: current.product_code },
        { priority: fields.image_priority_id, productCode: fields.product_code },
      ]);
      const entry = await readEntry(tx, id);
      if (actor) {
        await recordAudit(tx, actor, {
          kind: 'stock',
          id,
          action: 'update',
          before: auditView(before),
          after: auditView(entry),
        });
      }
      return {
        entry,
        released: picture ? { image_url: current.image_url, thumbnails: current.thumbnails } : null,
      };
    });
  }

  /** Removes a stock entry no order took from (otherwise 409: the orders need it). */
  async function remove(id: number, actor: Actor | null): Promise<ReleasedPicture> {
    return db.transaction(async (tx) => {
      const current = await lockEntry(tx, id);
      const before = await readEntry(tx, id);
      const key = { priority: current.image_priority_id, productCode: current.product_code };
      // The card moves to the next entry of the product (or goes) before the row disappears.
      await refreshCards(tx, [key], [id]);
      await tx.delete(transactions).where(eq(transactions.id_transaction, id));
      await tx.delete(images).where(eq(images.id_image, current.id_image));
      await tx
        .delete(productTraces)
        .where(eq(productTraces.id_product_trace, current.id_product_trace));
      await addToCounter(tx, counterNames.stockEntries, -1);
      if (actor) {
        await recordAudit(tx, actor, {
          kind: 'stock',
          id,
          action: 'delete',
          before: auditView(before),
        });
      }
      return { image_url: current.image_url, thumbnails: current.thumbnails };
    });
  }

  /**
   * One product in all its colours and sizes: a stock entry per colour × size, each colour's
   * entries showing that colour's picture, all written in ONE transaction (any refusal: none).
   */
  async function createVariants(
    product: VariantProduct,
    grid: VariantGrid,
    pictures: readonly StoredImage[],
    /** Runs in the same transaction once every entry is written (the audit record's place). */
    alsoInTransaction?: (tx: Executor, created: VariantProductCreated) => Promise<void>,
  ): Promise<VariantProductCreated> {
    return db.transaction(async (tx) => {
      await requireLookups(tx, grid);
      const cells = grid.flatMap((colour, c) =>
        colour.sizes.map((size) => ({ colour: c, color_id: colour.color_id, ...size })),
      );
      const traces = await tx
        .insert(productTraces)
        .values(
          cells.map((cell) =>
            traceValues({
              ...product,
              type: null,
              model: null,
              color_id: cell.color_id,
              size_id: cell.size_id,
            }),
          ),
        )
        .returning({ id: productTraces.id_product_trace });
      const imageRows = await tx
        .insert(images)
        .values(
          cells.map((cell, i) => {
            const picture = required(pictures[cell.colour], `picture of colour ${cell.colour}`);
            return {
              image_url: picture.image_url,
              width: picture.width,
              height: picture.height,
              thumbnails: picture.thumbnails,
              product_trace_id: required(traces[i], 'product trace').id,
              image_priority_id: product.image_priority_id,
            };
          }),
        )
        .returning({ id: images.id_image });
      const entries = await tx
        .insert(transactions)
        .values(
          cells.map((cell, i) => ({
            operation_type_id: OPERATION.stockEntry,
            price: product.price,
            quantity: cell.quantity,
            image_id: required(imageRows[i], 'image').id,
            brand_id: product.brand_id,
            type: 'image' as const,
          })),
        )
        .returning({ id: transactions.id_transaction });
      await refreshCards(tx, [
        { priority: product.image_priority_id, productCode: product.product_code },
      ]);
      await addToCounter(tx, counterNames.stockEntries, cells.length);
      const created = {
        product_code: product.product_code,
        entries: cells.map((cell, i) => ({
          id_transaction: required(entries[i], 'stock entry').id,
          id_product_trace: required(traces[i], 'product trace').id,
          color_id: cell.color_id,
          size_id: cell.size_id,
          quantity: cell.quantity,
        })),
      };
      await alsoInTransaction?.(tx, created);
      return created;
    });
  }

  /** The quantity at or under which an entry is low stock (staff set it; LOW_STOCK_DEFAULT until then). */
  async function lowStockThreshold(): Promise<number> {
    const [row] = await db
      .select({ value: shopSettings.value })
      .from(shopSettings)
      .where(eq(shopSettings.key, LOW_STOCK_KEY));
    return row?.value ?? LOW_STOCK_DEFAULT;
  }

  async function setLowStockThreshold(threshold: number, actor: Actor | null): Promise<number> {
    return audited(db, actor, async (tx) => {
      const [before] = await tx
        .select({ value: shopSettings.value })
        .from(shopSettings)
        .where(eq(shopSettings.key, LOW_STOCK_KEY))
        .for('update');
      await tx
        .insert(shopSettings)
        .values({ key: LOW_STOCK_KEY, value: threshold })
        .onConflictDoUpdate({ target: shopSettings.key, set: { value: threshold } });
      return {
        result: threshold,
        change: {
          kind: 'low_stock_threshold',
          id: LOW_STOCK_KEY,
          action: 'update',
          before: { threshold: before?.value ?? LOW_STOCK_DEFAULT },
          after: { threshold },
        },
      };
    });
  }

  /**
   * Takes an entry off the shop (archived) or puts it back: its storefront card moves to the
   * product's next entry on sale (or goes) exactly as a delete would move it, and comes back on
   * restore. The entry, its picture and the orders that took from it all stay.
   */
  async function setArchived(
    id: number,
    archived: boolean,
    actor: Actor | null,
  ): Promise<StockEntry> {
    return db.transaction(async (tx) => {
      const current = await lockEntry(tx, id);
      const before = await readEntry(tx, id);
      await tx
        .update(transactions)
        .set({ archived_at: archived ? sql`now()` : null })
        .where(eq(transactions.id_transaction, id));
      await refreshCards(tx, [
        { priority: current.image_priority_id, productCode: current.product_code },
      ]);
      const after = await readEntry(tx, id);
      if (actor) {
        await recordAudit(tx, actor, {
          kind: 'stock',
          id,
          action: 'update',
          before: auditView(before),
          after: auditView(after),
        });
      }
      return after;
    });
  }

  /** True when no image row shows this picture any more (demo pictures are shared). */
  async function isPictureUnused(imageUrl: string): Promise<boolean> {
    const [row] = await db
      .select({ id: images.id_image })
      .from(images)
      .where(eq(images.image_url, imageUrl))
      .limit(1);
    return !row;
  }

  return {
    list,
    get: (id: number) => readEntry(db, id),
    create,
    createVariants,
    update,
    remove,
    setArchived,
    lowStockThreshold,
    setLowStockThreshold,
    isPictureUnused,
  };
}

export type StockRepository = ReturnType<typeof stockRepository>;

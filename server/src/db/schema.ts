import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  check,
  customType,
  date,
  foreignKey,
  index,
  integer,
  json,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  CAMPAIGN_VALUE_MAX,
  DELIVERY_ZONES,
  LOAD_PHASES,
  ORDER_SOURCES,
  orderStatusId,
} from '@poshak/shared-api/schemas';
import { mobileDigitsSql } from './mobile-digits';

/**
 * The shop's tables. Column names follow the spec's entities (§3) so the legacy calls can
 * return rows under the names old clients read. Money is whole taka in integers.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

// ---------------------------------------------------------------- lookup lists
// Names are unique case-insensitively: "Shirts" and "shirts" are the same category.

export const categories = pgTable(
  'categories',
  {
    id_category: serial().primaryKey(),
    category_name: text().notNull(),
    /** The name Bengali pages show; without one they show the English name. */
    category_name_bn: text(),
  },
  (t) => [uniqueIndex('categories_name_unique').on(sql`lower(${t.category_name})`)],
);

export const brands = pgTable(
  'brands',
  { id_brand: serial().primaryKey(), brand_name: text().notNull() },
  (t) => [uniqueIndex('brands_name_unique').on(sql`lower(${t.brand_name})`)],
);

// Brands have no Bengali name: a brand is a name, shown as its label writes it.

export const sizes = pgTable(
  'sizes',
  {
    id_size: serial().primaryKey(),
    size_name: text().notNull(),
    /** A size said in words ("Free Size"); without one Bengali pages show the English one. */
    size_name_bn: text(),
  },
  (t) => [uniqueIndex('sizes_name_unique').on(sql`lower(${t.size_name})`)],
);

export const colors = pgTable(
  'colors',
  {
    id_color: serial().primaryKey(),
    color_name: text().notNull(),
    /** The name Bengali pages show; without one they show the English name. */
    color_name_bn: text(),
  },
  (t) => [uniqueIndex('colors_name_unique').on(sql`lower(${t.color_name})`)],
);

export const materials = pgTable(
  'materials',
  {
    id_material: serial().primaryKey(),
    material_name: text().notNull(),
    /** The name Bengali pages show; without one they show the English name. */
    material_name_bn: text(),
  },
  (t) => [uniqueIndex('materials_name_unique').on(sql`lower(${t.material_name})`)],
);

/**
 * What a heavier parcel adds in each delivery zone (docs/delivery-fees.md): an area's own `cost`
 * covers the first `step_grams`; every further step begun adds `step_fee`. Admins set them.
 */
export const deliveryZones = pgTable(
  'delivery_zones',
  {
    zone: text({ enum: DELIVERY_ZONES }).primaryKey(),
    step_grams: integer().notNull().default(1000),
    step_fee: integer().notNull(),
  },
  (t) => [
    check(
      'delivery_zones_zone_known',
      sql`${t.zone} IN ('inside_dhaka', 'dhaka_suburbs', 'outside_dhaka')`,
    ),
    check(
      'delivery_zones_steps_sane',
      sql`${t.step_grams} BETWEEN 100 AND 10000 AND ${t.step_fee} BETWEEN 0 AND 1000`,
    ),
  ],
);

export const shipping = pgTable(
  'shipping',
  {
    id_shipping: serial().primaryKey(),
    shipping_name: text().notNull().unique(),
    /** The fee of a parcel up to its zone's first step; heavier ones add the zone's step fee. */
    cost: integer().notNull(),
    // No foreign key: the zones' rows are reference data the seed writes on every start, and a
    // migrated database holds no rows (a move or restore checks its target is empty).
    zone: text({ enum: DELIVERY_ZONES }).notNull().default('outside_dhaka'),
    /** How long a parcel takes to arrive, in days, as the shop promises it (staff set it). */
    delivery_min_days: integer().notNull().default(1),
    delivery_max_days: integer().notNull().default(2),
  },
  (t) => [
    check('shipping_cost_not_negative', sql`${t.cost} >= 0`),
    check(
      'shipping_zone_known',
      sql`${t.zone} IN ('inside_dhaka', 'dhaka_suburbs', 'outside_dhaka')`,
    ),
    check(
      'shipping_delivery_days_in_order',
      sql`${t.delivery_min_days} >= 0 AND ${t.delivery_max_days} >= ${t.delivery_min_days}`,
    ),
  ],
);

export const orderStatuses = pgTable('order_statuses', {
  id_order_status: serial().primaryKey(),
  order_status_name: text().notNull().unique(),
});

export const operationTypes = pgTable('operation_types', {
  id_operation_type: serial().primaryKey(),
  operation_name: text().notNull().unique(),
});

export const imagePriorities = pgTable('image_priorities', {
  id_image_priority: serial().primaryKey(),
  priority: text().notNull().unique(),
});

// ---------------------------------------------------------------- people

export const customers = pgTable(
  'customers',
  {
    id_customer: serial().primaryKey(),
    customer_name: text().notNull().default(''),
    customer_address: text().notNull().default(''),
    customer_phone: text().notNull().default(''),
    shipping_id: integer().references(() => shipping.id_shipping),
    created_at: createdAt(),
  },
  (t) => [
    // A phone's orders however it was typed (+88, spaces): coupons per phone, permanent customers.
    index('customers_mobile_digits').on(mobileDigitsSql(t.customer_phone)),
    check(
      'customers_not_blank',
      sql`${t.customer_name} <> '' OR ${t.customer_address} <> '' OR ${t.customer_phone} <> ''`,
    ),
    // The orders page finds an order by its customer's name or phone ("contains").
    index('customers_name_trgm')
      .using('gin', t.customer_name.op('gin_trgm_ops'))
      .with({ fastupdate: false }),
    index('customers_phone_trgm')
      .using('gin', t.customer_phone.op('gin_trgm_ops'))
      .with({ fastupdate: false }),
  ],
);

export const STAFF_ROLES = ['admin', 'seller', 'moderator'] as const;

export const staffUsers = pgTable(
  'staff_users',
  {
    id: serial().primaryKey(),
    username: text().notNull(),
    email: text().notNull(),
    password_hash: text().notNull(),
    role: text({ enum: STAFF_ROLES }).notNull(),
    created_at: createdAt(),
    /** When the account last signed in (the staff page); null: never since it was made. */
    last_sign_in_at: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('staff_users_username_unique').on(sql`lower(${t.username})`),
    check('staff_users_role_known', sql`${t.role} IN ('admin', 'seller', 'moderator')`),
  ],
);

/**
 * A signed-in staff member's session: an access token names one (its `sid` claim) and is
 * refused once the row is gone — at logout, when the account's password or role changes, when
 * the account is deleted (cascade), or when it expires.
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: text().primaryKey(),
    staff_id: integer()
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    /** The role the token was issued for: a role changed since then ends the session. */
    role: text({ enum: STAFF_ROLES }).notNull(),
    expires_at: timestamp({ withTimezone: true }).notNull(),
    created_at: createdAt(),
  },
  (t) => [
    index('staff_sessions_staff').on(t.staff_id),
    index('staff_sessions_expiry').on(t.expires_at),
  ],
);

/**
 * One-time sign-up codes, each for one e-mail address AND one role (what the owner was asked to
 * approve), stored as a keyed hash, valid 10 minutes, single use; wrong tries are counted per
 * address.
 */
export const otps = pgTable(
  'otps',
  {
    id: serial().primaryKey(),
    email: text().notNull(),
    role: text({ enum: STAFF_ROLES }).notNull().default('seller'),
    code_hash: text().notNull(),
    expires_at: timestamp({ withTimezone: true }).notNull(),
    attempts: integer().notNull().default(0),
    used_at: timestamp({ withTimezone: true }),
    created_at: createdAt(),
  },
  (t) => [index('otps_email_created').on(t.email, t.created_at)],
);

/** Fixed-window request counters shared by every API instance (rate limiting). */
export const rateLimits = pgTable('rate_limits', {
  key: text().primaryKey(),
  count: integer().notNull(),
  reset_at: timestamp({ withTimezone: true }).notNull(),
});

// ---------------------------------------------------------------- catalogue

export const productTraces = pgTable(
  'product_traces',
  {
    id_product_trace: serial().primaryKey(),
    product_name: text().notNull(),
    /** The name Bengali pages show and the name search also matches; null: the English one. */
    product_name_bn: text(),
    product_code: text().notNull(),
    model: text(),
    type: text(),
    /** The type as Bengali pages show it; null: the English one. */
    type_bn: text(),
    category_id: integer()
      .notNull()
      .references(() => categories.id_category),
    color_id: integer()
      .notNull()
      .references(() => colors.id_color),
    size_id: integer()
      .notNull()
      .references(() => sizes.id_size),
    material_id: integer().references(() => materials.id_material),
    /** What one piece weighs packed, in grams: the parcel's weight sets its delivery fee. */
    weight_grams: integer().notNull().default(500),
  },
  (t) => [
    check('product_traces_weight_sane', sql`${t.weight_grams} BETWEEN 1 AND 30000`),
    index('product_traces_code').on(t.product_code),
    index('product_traces_category').on(t.category_id),
    index('product_traces_color').on(t.color_id),
    index('product_traces_size').on(t.size_id),
    index('product_traces_material').on(t.material_id),
    // The back-office stock search ("name contains"). Without GIN's pending list (fastupdate
    // off) a search never scans rows not yet merged into the index: after a bulk load that list
    // made a rare word take 40 ms instead of 0.05 ms until the next vacuum.
    index('product_traces_name_trgm')
      .using('gin', t.product_name.op('gin_trgm_ops'))
      .with({ fastupdate: false }),
    // The stock search by product code ("SHA-010", or a part of it), as the name search.
    index('product_traces_code_trgm')
      .using('gin', t.product_code.op('gin_trgm_ops'))
      .with({ fastupdate: false }),
  ],
);

export interface Thumbnail {
  url: string;
  width: number;
}

export const images = pgTable(
  'images',
  {
    id_image: serial().primaryKey(),
    image_url: text().notNull(),
    product_trace_id: integer()
      .notNull()
      .references(() => productTraces.id_product_trace),
    image_priority_id: integer()
      .notNull()
      .references(() => imagePriorities.id_image_priority),
    width: integer(),
    height: integer(),
    /** Sized WebP renditions, smallest first. */
    thumbnails: jsonb().$type<Thumbnail[]>().notNull().default([]),
  },
  (t) => [
    index('images_product_trace').on(t.product_trace_id),
    index('images_priority').on(t.image_priority_id),
    // Finding whether a replaced picture is still shown elsewhere before its files go.
    index('images_url').on(t.image_url),
  ],
);

/**
 * One row per invoice: the customer, shipping and totals, and the order's ONE status. Invoice
 * numbers come from the `invoice_no` counter row, 1 for the first order (see `INVOICE_COUNTER`).
 */
export const orders = pgTable(
  'orders',
  {
    invoice_no: integer().primaryKey(),
    customer_id: integer()
      .notNull()
      .references(() => customers.id_customer),
    shipping_id: integer()
      .notNull()
      .references(() => shipping.id_shipping),
    shipping_cost: integer().notNull(),
    /** The parcel's weight the delivery fee was charged for (null: placed before weights). */
    parcel_grams: integer(),
    subtotal: integer().notNull(),
    total: integer().notNull(),
    order_status_id: integer()
      .notNull()
      .default(orderStatusId('Pending'))
      .references(() => orderStatuses.id_order_status),
    /** The coupon used (null: none, or one deleted since: its code stays in `coupon_code`). */
    coupon_id: integer().references((): AnyPgColumn => coupons.id_coupon, {
      onDelete: 'set null',
    }),
    coupon_code: text(),
    /** Taka off the subtotal by the coupon. */
    discount: integer().notNull().default(0),
    created_at: createdAt(),
    /** Where the order came from: the shopper's checkout, or how a staff member took it. */
    source: text({ enum: ORDER_SOURCES }).notNull().default('checkout'),
    /** The staff member who took it (null: a checkout, or an account removed since). */
    taken_by: integer().references((): AnyPgColumn => staffUsers.id, { onDelete: 'set null' }),
    /** The campaign of the link the shopper followed to the shop (each null when not named). */
    utm_source: text(),
    utm_medium: text(),
    utm_campaign: text(),
    /**
     * Why the shop holds the order for a call before it goes on (modules/risk): `blocked` (the
     * number is on the blocklist, `hold_reason` the reason staff gave) or `risk` (the number's
     * risk score, `hold_score`, was above the owner's rule); null: not held. Staff only: the
     * shopper's order looks like any other.
     */
    hold_kind: text({ enum: ['blocked', 'risk'] }),
    hold_reason: text(),
    hold_score: integer(),
    /** Who released a held order, and when (the reason stays as history). */
    hold_released_by: integer().references((): AnyPgColumn => staffUsers.id, {
      onDelete: 'set null',
    }),
    hold_released_at: timestamp({ withTimezone: true }),
  },
  (t) => [
    // Held orders are few and found by staff often (the orders list's "held" filter).
    index('orders_held')
      .on(t.invoice_no)
      .where(sql`${t.hold_kind} IS NOT NULL AND ${t.hold_released_at} IS NULL`),
    check('orders_hold_kind_known', sql`${t.hold_kind} IN ('blocked', 'risk')`),
    check('orders_invoice_not_negative', sql`${t.invoice_no} >= 0`),
    check('orders_parcel_grams_positive', sql`${t.parcel_grams} IS NULL OR ${t.parcel_grams} > 0`),
    check(
      'orders_source_known',
      sql`${t.source} IN (${sql.raw(ORDER_SOURCES.map((s) => `'${s}'`).join(', '))})`,
    ),
    // A checkout has no staff member behind it.
    check('orders_taken_by_staff', sql`${t.source} <> 'checkout' OR ${t.taken_by} IS NULL`),
    check(
      'orders_campaign_length',
      sql.join(
        [t.utm_source, t.utm_medium, t.utm_campaign].map(
          (c) => sql`char_length(${c}) BETWEEN 1 AND ${sql.raw(String(CAMPAIGN_VALUE_MAX))}`,
        ),
        sql` AND `,
      ),
    ),
    check('orders_amounts_not_negative', sql`${t.shipping_cost} >= 0 AND ${t.subtotal} >= 0`),
    check(
      'orders_discount_within_subtotal',
      sql`${t.discount} >= 0 AND ${t.discount} <= ${t.subtotal}`,
    ),
    check(
      'orders_total_adds_up',
      sql`${t.total} = ${t.subtotal} + ${t.shipping_cost} - ${t.discount}`,
    ),
    index('orders_coupon').on(t.coupon_id),
    // Serves the orders page's invoice-prefix search without scanning every order.
    index('orders_invoice_text').on(sql`(${t.invoice_no}::text) text_pattern_ops`),
    index('orders_customer').on(t.customer_id),
    index('orders_status').on(t.order_status_id),
    // The orders page's date range.
    index('orders_created').on(t.created_at),
    // The orders page filtered by source or campaign, newest first (the dashboard's links).
    index('orders_source').on(t.source, t.invoice_no),
    index('orders_campaign')
      .on(t.utm_campaign, t.invoice_no)
      .where(sql`${t.utm_campaign} IS NOT NULL`),
  ],
);

export const PAYMENT_PROVIDERS = ['bkash', 'nagad'] as const;
export const FEE_STATUSES = ['unverified', 'verified', 'rejected'] as const;

/**
 * The answer to each `POST /api/orders` that named an `Idempotency-Key`, kept a day: a repeat of
 * the request (a shopper's browser retrying after its connection or a load balancer failed) is
 * answered with the first answer instead of placing a second order. The key is claimed in the
 * order's own transaction, so the order and its answer are kept together or not at all, and a
 * repeat arriving while the first is being answered waits for it.
 */
export const orderRequests = pgTable(
  'order_requests',
  {
    key: text().primaryKey(),
    /** SHA-256 of the request body: the same key with another body is refused, not replayed. */
    request_hash: text().notNull(),
    /**
     * The answer's status and body (null only inside the transaction answering it); `json`, not
     * `jsonb`, so the repeat is the very text of the first answer, its keys in their order.
     */
    status_code: integer(),
    reply: json(),
    /** The order placed, when the answer placed one. */
    invoice_no: integer(),
    created_at: createdAt(),
    expires_at: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('order_requests_expiry').on(t.expires_at)],
);

/**
 * The delivery fee an order's shopper says they paid in advance, written with the order, and
 * what staff found when they checked the provider's record (who and when).
 */
export const orderPayments = pgTable(
  'order_payments',
  {
    invoice_no: integer()
      .primaryKey()
      .references(() => orders.invoice_no),
    provider: text({ enum: PAYMENT_PROVIDERS }).notNull(),
    /** In capitals: one transaction pays one order, however it is typed. */
    trx_id: text().notNull(),
    paid_from: text().notNull(),
    /** The fee asked: the order's shipping cost. */
    amount: integer().notNull(),
    status: text({ enum: FEE_STATUSES }).notNull().default('unverified'),
    checked_by: integer().references(() => staffUsers.id, { onDelete: 'set null' }),
    checked_at: timestamp({ withTimezone: true }),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('order_payments_trx_id_unique').on(t.trx_id),
    // The orders waiting for staff to check their fee, found without a scan.
    index('order_payments_unverified')
      .on(t.invoice_no)
      .where(sql`${t.status} = 'unverified'`),
    check('order_payments_provider_known', sql`${t.provider} IN ('bkash', 'nagad')`),
    check(
      'order_payments_status_known',
      sql`${t.status} IN ('unverified', 'verified', 'rejected')`,
    ),
    check('order_payments_trx_id_shape', sql`${t.trx_id} ~ '^[A-Z0-9]{8,20}$'`),
  ],
);

/**
 * Every status an order moved to after it was placed, with when and by whom (null: the system or
 * a staff account since deleted). Placing it is the order's own `created_at`, as Pending.
 */
export const orderStatusChanges = pgTable(
  'order_status_changes',
  {
    id: serial().primaryKey(),
    invoice_no: integer()
      .notNull()
      .references(() => orders.invoice_no),
    order_status_id: integer()
      .notNull()
      .references(() => orderStatuses.id_order_status),
    staff_id: integer().references(() => staffUsers.id, { onDelete: 'set null' }),
    changed_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_status_changes_invoice').on(t.invoice_no, t.id)],
);

/**
 * Stock entries (operation type 2: `quantity` IS the stock left) and order lines (operation
 * type 1: one line of an invoice, pointing at the stock entry it was taken from).
 */
export const transactions = pgTable(
  'transactions',
  {
    id_transaction: serial().primaryKey(),
    operation_type_id: integer()
      .notNull()
      .references(() => operationTypes.id_operation_type),
    price: integer().notNull(),
    quantity: integer().notNull(),
    image_id: integer().references(() => images.id_image),
    brand_id: integer().references(() => brands.id_brand),
    customer_id: integer().references(() => customers.id_customer),
    invoice_no: integer().references(() => orders.invoice_no),
    stock_transaction_id: integer().references((): AnyPgColumn => transactions.id_transaction),
    /** Media kind for banners: image, gif or video. */
    type: text({ enum: ['image', 'gif', 'video'] }),
    created_at: createdAt(),
    /**
     * A stock entry taken off the shop while its orders still need it: gone from the storefront
     * (cards, detail, ordering), kept in the back-office, restorable. Null: on sale.
     */
    archived_at: timestamp({ withTimezone: true }),
  },
  (t) => [
    // ৳0 would give the item away; rows from before this rule are left as they were.
    check('transactions_price_at_least_one', sql`${t.price} >= 1`),
    check('transactions_quantity_not_negative', sql`${t.quantity} >= 0`),
    check(
      'transactions_order_line_complete',
      sql`${t.invoice_no} IS NULL OR (${t.quantity} > 0 AND ${t.stock_transaction_id} IS NOT NULL)`,
    ),
    check(
      'transactions_type_known',
      sql`${t.type} IS NULL OR ${t.type} IN ('image', 'gif', 'video')`,
    ),
    // A stock entry owns its image: one listing per image.
    uniqueIndex('transactions_one_stock_entry_per_image')
      .on(t.image_id)
      .where(sql`${t.invoice_no} IS NULL AND ${t.operation_type_id} = 2`),
    // The stock table, newest first, however many order lines sit between the entries.
    // (Ascending keys: "newest first" reads them backwards; a DESC index would be NULLS LAST
    // and could not serve ORDER BY … DESC.)
    index('transactions_stock_newest')
      .on(t.id_transaction)
      .where(sql`${t.operation_type_id} = 2 AND ${t.invoice_no} IS NULL`),
    // The stock table sorted by price or quantity, and its low-stock filter (quantity ≤ threshold).
    index('transactions_stock_price')
      .on(t.price, t.id_transaction)
      .where(sql`${t.operation_type_id} = 2 AND ${t.invoice_no} IS NULL`),
    index('transactions_stock_quantity')
      .on(t.quantity, t.id_transaction)
      .where(sql`${t.operation_type_id} = 2 AND ${t.invoice_no} IS NULL`),
    index('transactions_invoice').on(t.invoice_no),
    index('transactions_stock_entry').on(t.stock_transaction_id),
    index('transactions_image').on(t.image_id),
    index('transactions_brand').on(t.brand_id),
    index('transactions_customer').on(t.customer_id),
  ],
);

/**
 * The storefront lists, deduplicated by product code: one row per (image priority, product code)
 * naming the stock entry that represents it (the earliest). Kept in step by the stock repository so
 * a page of the grid is an index range scan, whatever the catalogue size.
 */
export const catalogueCards = pgTable(
  'catalogue_cards',
  {
    image_priority_id: integer()
      .notNull()
      .references(() => imagePriorities.id_image_priority),
    product_code: text().notNull(),
    id_transaction: integer()
      .notNull()
      // No cascade: the stock repository moves a card before its entry goes, and this
      // key refuses a delete that forgot to.
      .references(() => transactions.id_transaction),
    category_id: integer()
      .notNull()
      .references(() => categories.id_category),
    product_name: text().notNull(),
    product_name_bn: text(),
    /** The card's price (its entry's), kept here so a list sorts and filters by it in one index. */
    price: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.image_priority_id, t.product_code] }),
    uniqueIndex('catalogue_cards_transaction').on(t.id_transaction),
    // Read backwards for "newest first" (see transactions_stock_newest).
    index('catalogue_cards_newest').on(t.image_priority_id, t.id_transaction),
    index('catalogue_cards_category_newest').on(
      t.image_priority_id,
      t.category_id,
      t.id_transaction,
    ),
    // By price, both ways (read backwards for high → low), alone or within a price range; the
    // newest-first order within a price range walks catalogue_cards_newest or reads this range.
    index('catalogue_cards_price').on(t.image_priority_id, t.price, t.id_transaction),
    index('catalogue_cards_category_price').on(
      t.image_priority_id,
      t.category_id,
      t.price,
      t.id_transaction,
    ),
    // The storefront's name search; fastupdate off for the reason given on product_traces.
    index('catalogue_cards_name_trgm')
      .using('gin', t.product_name.op('gin_trgm_ops'))
      .with({ fastupdate: false }),
    // The same search by the Bengali name ("শাড়ি" finds saris).
    index('catalogue_cards_name_bn_trgm')
      .using('gin', t.product_name_bn.op('gin_trgm_ops'))
      .with({ fastupdate: false }),
  ],
);

/**
 * Units and takings of each product code per Dhaka day, counting the lines of orders not
 * Canceled: the dashboard's top products read 30 days of it instead of joining every order line
 * of those days. Kept by the database itself (migration 0013): triggers on order lines, orders,
 * images and products add and take away each change, whichever statement made it; a row that
 * comes back to 0 units is removed. Derived: moving a shop rebuilds it rather than copying it.
 */
export const productSalesDaily = pgTable(
  'product_sales_daily',
  {
    day: date({ mode: 'string' }).notNull(),
    product_code: text().notNull(),
    units: bigint({ mode: 'number' }).notNull(),
    takings: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.product_code] }),
    // The rows a change just brought to 0 units, found without reading the table to remove them.
    index('product_sales_daily_emptied')
      .on(t.day, t.product_code)
      .where(sql`${t.units} <= 0`),
  ],
);

/** Exact row counts kept next to the writes, so list totals never need a full scan. */
export const counters = pgTable(
  'counters',
  { name: text().primaryKey(), value: integer().notNull().default(0) },
  (t) => [check('counters_not_negative', sql`${t.value} >= 0`)],
);

export const COUPON_APPLIES_TO = ['Selected Product', 'All Product', 'Single Product'] as const;
export const COUPON_ALLOWED_CUSTOMER = [
  'Customer Type',
  'All Customer',
  'Permanent Customer',
] as const;

export const COUPON_DISCOUNT_KINDS = ['percent', 'amount'] as const;

export const coupons = pgTable(
  'coupons',
  {
    id_coupon: serial().primaryKey(),
    code: text().notNull().unique(),
    name: text().notNull(),
    description: text().notNull().default(''),
    discount_value: numeric({ precision: 12, scale: 2, mode: 'number' }).notNull(),
    applies_to: text({ enum: COUPON_APPLIES_TO }).notNull(),
    start_day: date({ mode: 'string' }).notNull(),
    end_day: date({ mode: 'string' }).notNull(),
    allowed_customer: text({ enum: COUPON_ALLOWED_CUSTOMER }).notNull(),
    /** `percent` of the items it applies to, or an `amount` in taka off them. */
    discount_kind: text({ enum: COUPON_DISCOUNT_KINDS }).notNull().default('percent'),
    /** Orders that may use it in all (null: no limit), and per phone number. */
    max_uses: integer(),
    max_uses_per_phone: integer(),
    created_at: createdAt(),
  },
  (t) => [
    check('coupons_discount_positive', sql`${t.discount_value} > 0`),
    check('coupons_discount_kind_known', sql`${t.discount_kind} IN ('percent', 'amount')`),
    check(
      'coupons_percent_at_most_100',
      sql`${t.discount_kind} <> 'percent' OR ${t.discount_value} <= 100`,
    ),
    check(
      'coupons_limits_positive',
      sql`(${t.max_uses} IS NULL OR ${t.max_uses} >= 1) AND (${t.max_uses_per_phone} IS NULL OR ${t.max_uses_per_phone} >= 1)`,
    ),
    check('coupons_ends_after_start', sql`${t.end_day} >= ${t.start_day}`),
    check(
      'coupons_applies_to_known',
      sql`${t.applies_to} IN ('Selected Product', 'All Product', 'Single Product')`,
    ),
    check(
      'coupons_allowed_customer_known',
      sql`${t.allowed_customer} IN ('Customer Type', 'All Customer', 'Permanent Customer')`,
    ),
  ],
);

/** The products (by product code) a Selected or Single Product coupon applies to. */
export const couponProducts = pgTable(
  'coupon_products',
  {
    id_coupon: integer()
      .notNull()
      .references(() => coupons.id_coupon, { onDelete: 'cascade' }),
    product_code: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.id_coupon, t.product_code] })],
);

/** Small facts about the database itself (e.g. that the demo catalogue was seeded once). */
export const appMeta = pgTable('app_meta', {
  key: text().primaryKey(),
  value: text().notNull(),
});

/** Settings staff change from the back-office, by name (e.g. `low_stock_threshold`). */
export const shopSettings = pgTable('shop_settings', {
  key: text().primaryKey(),
  value: integer().notNull(),
});

/** Raw bytes (PostgreSQL `bytea`): both drivers hand them over as a Buffer or a Uint8Array. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Product pictures and their thumbnails when the shop runs on PostgreSQL (modules/pictures/picture-store):
 * every instance serves what any of them stored. The embedded shop keeps them in UPLOAD_DIR.
 * A name is written once and never reused, so a picture never changes under its URL.
 */
export const pictures = pgTable(
  'pictures',
  {
    name: text().primaryKey(),
    bytes: bytea().notNull(),
    created_at: createdAt(),
  },
  (t) => [check('pictures_not_empty', sql`octet_length(${t.bytes}) > 0`)],
);

// ---------------------------------------------------------------- order notes and the audit log

/** A staff member's note on an order ("customer asked for evening delivery"), with who and when. */
export const orderNotes = pgTable(
  'order_notes',
  {
    id: serial().primaryKey(),
    invoice_no: integer()
      .notNull()
      .references(() => orders.invoice_no),
    staff_id: integer().references(() => staffUsers.id, { onDelete: 'set null' }),
    note: text().notNull(),
    created_at: createdAt(),
  },
  (t) => [
    index('order_notes_invoice').on(t.invoice_no, t.id),
    check('order_notes_note_length', sql`char_length(${t.note}) BETWEEN 1 AND 1000`),
  ],
);

/**
 * Every staff change, written in the change's own transaction (modules/audit): who, when,
 * what (kind + id) and the values before and after. Append-only: no route changes it and a
 * trigger refuses UPDATE and DELETE (migration 0011). The staff member is kept by id AND name,
 * without a foreign key, so removing an account neither rewrites nor loses its record.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    staff_id: integer(),
    staff_username: text(),
    kind: text().notNull(),
    entity_id: text().notNull(),
    action: text().notNull(),
    before: jsonb(),
    after: jsonb(),
  },
  (t) => [
    index('audit_log_staff').on(t.staff_id, t.id),
    index('audit_log_kind').on(t.kind, t.id),
    index('audit_log_entity').on(t.kind, t.entity_id, t.id),
    index('audit_log_at').on(t.at),
  ],
);

// ---------------------------------------------------------------- text messages (modules/sms)

/**
 * The text messages a shopper is sent at each step of an order: a durable queue, written in the
 * transaction of the change it tells of, so a message exists exactly when its change committed.
 * Instances claim due rows (`FOR UPDATE SKIP LOCKED`), mark them `sending` until `next_attempt_at`
 * (a lease), and record what the gateway said. The text and number are fixed at the first claim,
 * so every try sends the same message; `idempotency_key` is the message's name at the gateway
 * (SSL Wireless's csms_id, the outbox file's), so a try repeated after a crash is recognised.
 */
export const smsMessages = pgTable(
  'sms_messages',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    // A message about an order removed by hand (SQL) goes with it: there is nothing left to tell.
    invoice_no: integer()
      .notNull()
      .references(() => orders.invoice_no, { onDelete: 'cascade' }),
    event: text().notNull(),
    language: text().notNull(),
    idempotency_key: text()
      .notNull()
      .default(sql`replace(gen_random_uuid()::text, '-', '')`),
    /** pending → sending → sent, or back to pending (a retry), failed, or unsure (see docs/sms.md). */
    status: text().notNull().default('pending'),
    attempts: integer().notNull().default(0),
    /** When a pending message is due, or when a sending one's lease runs out. */
    next_attempt_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Fixed at the first claim: the number as the customer gave it, and the text sent. */
    phone: text(),
    body: text(),
    parts: integer(),
    /** Who took it (sslwireless, bulksmsbd, outbox) and their reference for it. */
    gateway: text(),
    reference: text(),
    last_error: text(),
    created_at: createdAt(),
    sent_at: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('sms_messages_idempotency_key').on(t.idempotency_key),
    // The workers' claim: only the messages still to send are in it.
    index('sms_messages_due')
      .on(t.next_attempt_at)
      .where(sql`${t.status} IN ('pending', 'sending')`),
    index('sms_messages_invoice').on(t.invoice_no, t.id),
    check(
      'sms_messages_status_known',
      sql`${t.status} IN ('pending', 'sending', 'sent', 'failed', 'unsure')`,
    ),
    check(
      'sms_messages_event_known',
      sql`${t.event} IN ('order_placed', 'fee_verified', 'fee_rejected', 'shipped', 'delivered', 'returned', 'cancelled')`,
    ),
    check('sms_messages_language_known', sql`${t.language} IN ('bn', 'en')`),
    check('sms_messages_attempts_not_negative', sql`${t.attempts} >= 0`),
  ],
);

/** The owner's wording of a message (event × language); without a row, the default in code. */
export const smsTemplates = pgTable(
  'sms_templates',
  {
    event: text().notNull(),
    language: text().notNull(),
    text: text().notNull(),
    updated_by: integer().references(() => staffUsers.id, { onDelete: 'set null' }),
    updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.event, t.language] }),
    check(
      'sms_templates_event_known',
      sql`${t.event} IN ('order_placed', 'fee_verified', 'fee_rejected', 'shipped', 'delivered', 'returned', 'cancelled')`,
    ),
    check('sms_templates_language_known', sql`${t.language} IN ('bn', 'en')`),
    check('sms_templates_text_length', sql`char_length(${t.text}) BETWEEN 1 AND 1000`),
  ],
);

// ---------------------------------------------------------------- couriers (modules/couriers)

/** The couriers the shop has an adapter for; the names the API, the tables and the logs use. */
const COURIER_NAMES_SQL = sql.raw(`'pathao', 'steadfast', 'redx'`);

/**
 * One order handed to a courier: the queue of bookings still to send and the record of those
 * sent. A row is written in the request that books (pending) and sent by the courier worker
 * after that commits, in one bulk call per courier where it has one. At most one booking per
 * order is alive (pending, sending, booked, unsure): a second request for it is answered with
 * this one, never sent twice; a failed one stays as history and the order may be booked again.
 */
export const courierBookings = pgTable(
  'courier_bookings',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    invoice_no: integer()
      .notNull()
      .references(() => orders.invoice_no, { onDelete: 'cascade' }),
    courier: text().notNull(),
    /** pending → sending → booked, or back to pending (a retry), failed, or unsure (docs/couriers.md). */
    status: text().notNull().default('pending'),
    /** The order's name at the courier (Steadfast's unique `invoice`, Pathao's and RedX's merchant id). */
    merchant_order_id: text().notNull(),
    /** What the courier is sent, fixed when booked: every try sends the same parcel. */
    parcel: jsonb().notNull(),
    /** Cash the courier collects at the door (money's `amountToCollect`), whole taka. */
    amount_to_collect: integer().notNull(),
    attempts: integer().notNull().default(0),
    /** When a pending booking is due, or when a sending one's lease runs out. */
    next_attempt_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    consignment_id: text(),
    tracking_code: text(),
    /** The courier's delivery charge as it answered, whole taka (null: not said). */
    delivery_fee: integer(),
    /** Why the last try failed: a machine code the back-office translates, and the courier's words. */
    error_code: text(),
    last_error: text(),
    /** The courier's latest word on the parcel (its own status name) and the cash it collected. */
    courier_status: text(),
    collected_amount: integer(),
    /** When the poll asks the courier about this parcel next (null: not polled). */
    next_poll_at: timestamp({ withTimezone: true }),
    booked_by: integer().references(() => staffUsers.id, { onDelete: 'set null' }),
    created_at: createdAt(),
    booked_at: timestamp({ withTimezone: true }),
    updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('courier_bookings_one_live_per_order')
      .on(t.invoice_no)
      .where(sql`${t.status} <> 'failed'`),
    uniqueIndex('courier_bookings_consignment')
      .on(t.courier, t.consignment_id)
      .where(sql`${t.consignment_id} IS NOT NULL`),
    index('courier_bookings_merchant_order').on(t.courier, t.merchant_order_id),
    index('courier_bookings_due')
      .on(t.next_attempt_at)
      .where(sql`${t.status} IN ('pending', 'sending')`),
    index('courier_bookings_poll')
      .on(t.next_poll_at)
      .where(sql`${t.next_poll_at} IS NOT NULL`),
    index('courier_bookings_invoice').on(t.invoice_no, t.id),
    check('courier_bookings_courier_known', sql`${t.courier} IN (${COURIER_NAMES_SQL})`),
    check(
      'courier_bookings_status_known',
      sql`${t.status} IN ('pending', 'sending', 'booked', 'failed', 'unsure')`,
    ),
    check('courier_bookings_amount_not_negative', sql`${t.amount_to_collect} >= 0`),
    check('courier_bookings_attempts_not_negative', sql`${t.attempts} >= 0`),
  ],
);

/**
 * Every word a courier sent about a parcel (a webhook, or an answer to the poll), stored before
 * it is acted on and then worked once by the courier worker: a replayed webhook has the same
 * `dedupe_key` and is recognised, not stored twice; an event that cannot move the order
 * (unknown, out of order) is kept with the reason in `outcome`.
 */
export const courierEvents = pgTable(
  'courier_events',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    courier: text().notNull(),
    dedupe_key: text().notNull(),
    source: text().notNull(),
    booking_id: bigint({ mode: 'number' }).references(() => courierBookings.id, {
      onDelete: 'set null',
    }),
    invoice_no: integer().references(() => orders.invoice_no, { onDelete: 'set null' }),
    consignment_id: text(),
    merchant_order_id: text(),
    tracking_code: text(),
    /** The courier's own name of the step (Pathao's event, Steadfast's and RedX's status). */
    courier_status: text().notNull(),
    collected_amount: integer(),
    /** When the courier says it happened (null: it did not say). */
    happened_at: timestamp({ withTimezone: true }),
    payload: jsonb().notNull(),
    received_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    processed_at: timestamp({ withTimezone: true }),
    /** What working it did: moved the order, recorded only, and why. */
    outcome: text(),
  },
  (t) => [
    uniqueIndex('courier_events_dedupe').on(t.courier, t.dedupe_key),
    index('courier_events_unprocessed')
      .on(t.id)
      .where(sql`${t.processed_at} IS NULL`),
    index('courier_events_invoice').on(t.invoice_no, t.id),
    check('courier_events_courier_known', sql`${t.courier} IN (${COURIER_NAMES_SQL})`),
    check('courier_events_source_known', sql`${t.source} IN ('webhook', 'poll')`),
  ],
);

/**
 * What a courier paid the shop for one parcel it collected cash for (COD reconciliation): from
 * the courier's "paid" webhook (Pathao's `order.paid`) or a row of a settlement CSV staff
 * uploaded. One per booking: a CSV uploaded again, or a webhook after the CSV, updates the same
 * row, so reconciling twice never counts a payment twice.
 */
export const codSettlements = pgTable(
  'cod_settlements',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    booking_id: bigint({ mode: 'number' })
      .notNull()
      .references(() => courierBookings.id, { onDelete: 'cascade' }),
    invoice_no: integer()
      .notNull()
      .references(() => orders.invoice_no, { onDelete: 'cascade' }),
    courier: text().notNull(),
    /** `webhook` or `csv`: where the figures came from. */
    source: text().notNull(),
    /** The courier's payment reference (Pathao's invoice id, the CSV's reference column). */
    reference: text(),
    /** Cash the courier says it collected (null: the settlement did not say). */
    collected_amount: integer(),
    /** What the courier kept as its charge, whole taka. */
    courier_fee: integer().notNull(),
    /** What it paid the shop, whole taka. */
    paid_amount: integer().notNull(),
    paid_at: timestamp({ withTimezone: true }),
    recorded_by: integer().references(() => staffUsers.id, { onDelete: 'set null' }),
    created_at: createdAt(),
    updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cod_settlements_one_per_booking').on(t.booking_id),
    index('cod_settlements_invoice').on(t.invoice_no),
    check('cod_settlements_courier_known', sql`${t.courier} IN (${COURIER_NAMES_SQL})`),
    check('cod_settlements_source_known', sql`${t.source} IN ('webhook', 'csv')`),
    check(
      'cod_settlements_amounts_not_negative',
      sql`${t.courier_fee} >= 0 AND ${t.paid_amount} >= 0 AND coalesce(${t.collected_amount}, 0) >= 0`,
    ),
  ],
);

/**
 * A courier's own list of places (Pathao's cities, zones and areas; RedX's areas), fetched from
 * it when first asked for and kept: the area mapping is chosen from these.
 */
export const courierLocations = pgTable(
  'courier_locations',
  {
    courier: text().notNull(),
    kind: text().notNull(),
    location_id: integer().notNull(),
    /** The city of a zone, the zone of an area (0: none, as for a city or a RedX area). */
    parent_id: integer().notNull().default(0),
    name: text().notNull(),
    fetched_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.courier, t.kind, t.location_id] }),
    index('courier_locations_children').on(t.courier, t.kind, t.parent_id),
    check('courier_locations_courier_known', sql`${t.courier} IN (${COURIER_NAMES_SQL})`),
    check('courier_locations_kind_known', sql`${t.kind} IN ('city', 'zone', 'area')`),
  ],
);

/** Where a shop's shipping area lies in a courier's list, chosen once by staff and remembered. */
export const courierAreaMappings = pgTable(
  'courier_area_mappings',
  {
    courier: text().notNull(),
    shipping_id: integer()
      .notNull()
      .references(() => shipping.id_shipping, { onDelete: 'cascade' }),
    city_id: integer(),
    zone_id: integer(),
    area_id: integer(),
    /** The names as the courier lists them (RedX wants the area's name with its id). */
    city_name: text(),
    zone_name: text(),
    area_name: text(),
    updated_by: integer().references(() => staffUsers.id, { onDelete: 'set null' }),
    updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.courier, t.shipping_id] }),
    check('courier_area_mappings_courier_known', sql`${t.courier} IN (${COURIER_NAMES_SQL})`),
  ],
);

/**
 * Numbers the shop takes no order from without a call (modules/risk): the 11 digits of the one
 * phone rule (`mobileDigits`), the reason staff gave, who and when. An order from one is accepted
 * and held with the reason; the shopper is never told.
 */
export const blockedPhones = pgTable(
  'blocked_phones',
  {
    phone: text().primaryKey(),
    reason: text().notNull(),
    created_by: integer().references(() => staffUsers.id, { onDelete: 'set null' }),
    created_by_username: text(),
    created_at: createdAt(),
  },
  (t) => [
    check('blocked_phones_phone_digits', sql`${t.phone} ~ '^01[0-9]{9}$'`),
    check('blocked_phones_reason_length', sql`char_length(${t.reason}) BETWEEN 1 AND 500`),
  ],
);

/**
 * A courier's fraud check of a number, kept so a number is asked about at most once per
 * `RISK_FRAUD_CHECK_CACHE_MINUTES` (modules/risk/fraud-check): what it said, and when.
 */
export const courierFraudChecks = pgTable(
  'courier_fraud_checks',
  {
    courier: text().notNull(),
    phone: text().notNull(),
    total_parcels: integer().notNull(),
    delivered: integer().notNull(),
    cancelled: integer().notNull(),
    checked_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.courier, t.phone] }),
    check('courier_fraud_checks_courier_known', sql`${t.courier} IN (${COURIER_NAMES_SQL})`),
    check(
      'courier_fraud_checks_counts_not_negative',
      sql`${t.total_parcels} >= 0 AND ${t.delivered} >= 0 AND ${t.cancelled} >= 0`,
    ),
  ],
);

// ---------------------------------------------------------------- releases of the browser remotes

/** The remotes a team releases on its own (modules/releases). */
const REMOTES_SQL = sql.raw(`'storefront', 'backoffice'`);

/**
 * A published build of a remote: immutable, named by the hash of its files, with what it was built
 * against (docs/releasing.md). Kept in the database, not on a disk, so that every instance on the
 * one PostgreSQL serves and draws with the same files.
 */
export const remoteReleases = pgTable(
  'remote_releases',
  {
    remote: text().notNull(),
    id: text().notNull(),
    git_commit: text().notNull(),
    built_at: timestamp({ withTimezone: true }).notNull(),
    contract_version: text().notNull(),
    /** `{ "react": "19.3.1", … }`: the shared singletons it was built against. */
    singletons: jsonb().$type<Record<string, string>>().notNull(),
    /** The modules its manifest exposes (`./App`). */
    exposes: jsonb().$type<string[]>().notNull(),
    files: integer().notNull(),
    bytes: integer().notNull(),
    published_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /**
     * Shop pages drawn naming it, every instance's counts added now and then: the load failures'
     * denominator (a canary's failure rate, `remote_release_failures`).
     */
    pages: integer().notNull().default(0),
    /**
     * Null: its files are rows of `remote_release_files`. Else they are in the object store
     * (docs/releasing.md), and this is every file's SHA-256 by its path, taken from the build
     * that was published: what an instance fetches is checked against it.
     */
    object_files: jsonb().$type<Record<string, string>>(),
  },
  (t) => [
    primaryKey({ columns: [t.remote, t.id] }),
    check('remote_releases_remote_known', sql`${t.remote} IN (${REMOTES_SQL})`),
  ],
);

/** A release's files by their path inside its build (`mf-manifest.json`, `server/render-page.….js`). */
export const remoteReleaseFiles = pgTable(
  'remote_release_files',
  {
    remote: text().notNull(),
    release_id: text().notNull(),
    path: text().notNull(),
    bytes: bytea().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.remote, t.release_id, t.path] }),
    foreignKey({
      columns: [t.remote, t.release_id],
      foreignColumns: [remoteReleases.remote, remoteReleases.id],
    }).onDelete('cascade'),
  ],
);

/**
 * The one pointer per remote: which release is live. No row, or no release, is the build beside
 * the server (its dist/). Changed in one statement, announced with NOTIFY to every instance.
 */
export const remotePointers = pgTable(
  'remote_pointers',
  {
    remote: text().primaryKey(),
    release_id: text(),
    /** What was live before: where a rollback goes. */
    previous_release_id: text(),
    changed_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** A release tried on some browsers beside the live one (a canary), promoted or rolled back. */
    canary_release_id: text(),
    /** The percentage of browsers (by their bucket cookie) in the canary; null: staff only. */
    canary_share: integer(),
    canary_since: timestamp({ withTimezone: true }),
  },
  (t) => [
    check('remote_pointers_remote_known', sql`${t.remote} IN (${REMOTES_SQL})`),
    check(
      'remote_pointers_canary_share_range',
      sql`${t.canary_share} IS NULL OR ${t.canary_share} BETWEEN 1 AND 99`,
    ),
    foreignKey({
      columns: [t.remote, t.canary_release_id],
      foreignColumns: [remoteReleases.remote, remoteReleases.id],
    }),
    foreignKey({
      columns: [t.remote, t.release_id],
      foreignColumns: [remoteReleases.remote, remoteReleases.id],
    }),
    foreignKey({
      columns: [t.remote, t.previous_release_id],
      foreignColumns: [remoteReleases.remote, remoteReleases.id],
    }),
  ],
);

/** Where a remote's load failed in a browser (the shell's federation runtime plugin reports it). */
const LOAD_PHASES_SQL = sql.raw(LOAD_PHASES.map((p) => `'${p}'`).join(', '));

/**
 * Failed loads of a release reported by shoppers' browsers, counted by phase and browser family:
 * what the release page shows and what rolls a failing canary back by itself.
 */
export const remoteReleaseFailures = pgTable(
  'remote_release_failures',
  {
    remote: text().notNull(),
    release_id: text().notNull(),
    phase: text().notNull(),
    browser: text().notNull(),
    failures: integer().notNull().default(0),
    last_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.remote, t.release_id, t.phase, t.browser] }),
    check('remote_release_failures_phase_known', sql`${t.phase} IN (${LOAD_PHASES_SQL})`),
    foreignKey({
      columns: [t.remote, t.release_id],
      foreignColumns: [remoteReleases.remote, remoteReleases.id],
    }).onDelete('cascade'),
  ],
);

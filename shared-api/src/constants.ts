/**
 * The contract's fixed values, free of zod: what the browser apps need at run time from the
 * client surface (`@poshak/shared-api`), so the schemas and zod load only where a form or the
 * server validates (`@poshak/shared-api/schemas`, which re-exports these too).
 */

export const ROLES = ['admin', 'seller', 'moderator'] as const;
export const PASSWORD_MIN = 6;

export const PAGE_SIZES = [18, 36, 72, 100, 200] as const;
export const DEFAULT_PAGE_SIZE = 18;

/**
 * Whole taka: the shop stores and shows money in integer ৳. Ten lakh per item at most, so an
 * order of MAX_ORDER_UNITS units always fits the database's integer columns.
 */
export const MONEY_MAX = 1_000_000;

/** How a storefront list is ordered: newest first (the default), or by the card's price. */
export const PRODUCT_SORTS = ['newest', 'price-asc', 'price-desc'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
export const DEFAULT_PRODUCT_SORT = 'newest' satisfies ProductSort;

/**
 * The five lookup lists staff maintain (spec §2 list pages, §7 "same four shapes").
 * One description per kind so the server's routes, the client and the generic list page
 * all derive their field names from the same place.
 */
export const LOOKUP_KINDS = {
  category: { path: 'categorys', idField: 'id_category', nameField: 'category_name' },
  brand: { path: 'brands', idField: 'id_brand', nameField: 'brand_name' },
  size: { path: 'sizes', idField: 'id_size', nameField: 'size_name' },
  color: { path: 'colors', idField: 'id_color', nameField: 'color_name' },
  material: { path: 'materials', idField: 'id_material', nameField: 'material_name' },
} as const;
export type LookupKind = keyof typeof LOOKUP_KINDS;
export const lookupKinds = Object.keys(LOOKUP_KINDS) as LookupKind[];

/**
 * The lists whose names are words also have a Bengali name, the one Bengali pages show (null or
 * absent: the English one): sent empty it is removed, left out it stays as it was. Brands have
 * none: a brand is a name ("Lalbagh Looms"), shown as its label writes it in either language.
 */
export const BENGALI_NAME_FIELD: Partial<Record<LookupKind, string>> = {
  category: 'category_name_bn',
  size: 'size_name_bn',
  color: 'color_name_bn',
  material: 'material_name_bn',
};

/** Shipping area 1 is inside Dhaka; any other is outside (spec §3). */
export const INSIDE_DHAKA_SHIPPING_ID = 1;

export const ORDER_STATUS_NAMES = [
  'Pending',
  'Processing',
  'Ready-To-Shift',
  'Shifted',
  'Delivered',
  'Completed',
  'Canceled',
] as const;
export type OrderStatusName = (typeof ORDER_STATUS_NAMES)[number];

/** An order status's id is its place in ORDER_STATUS_NAMES, counted from 1 (the seeded list). */
export const orderStatusId = (name: OrderStatusName): number =>
  ORDER_STATUS_NAMES.indexOf(name) + 1;
export const orderStatusName = (statusId: number): OrderStatusName | undefined =>
  ORDER_STATUS_NAMES[statusId - 1];

/**
 * The order status state machine: where an order may go from each status. The server refuses
 * any other change (409) and the back-office offers only these. Units leave stock when an order
 * is placed, come back once when it is Canceled, and are taken again when a Canceled order is
 * reopened (Pending), which is refused while the stock is short.
 */
export const ORDER_STATUS_TRANSITIONS: Record<OrderStatusName, readonly OrderStatusName[]> = {
  Pending: ['Processing', 'Canceled'],
  Processing: ['Pending', 'Ready-To-Shift', 'Canceled'],
  'Ready-To-Shift': ['Processing', 'Shifted', 'Canceled'],
  // A parcel that comes back unsold is Canceled: its units return to stock.
  Shifted: ['Delivered', 'Canceled'],
  Delivered: ['Completed'],
  Completed: [],
  Canceled: ['Pending'],
};

/** The statuses an order reaches only once its advance delivery fee was found paid (verified). */
export const AFTER_FEE_CHECK: readonly OrderStatusName[] = [
  'Ready-To-Shift',
  'Shifted',
  'Delivered',
  'Completed',
];

export const canMoveOrder = (from: OrderStatusName, to: OrderStatusName): boolean =>
  ORDER_STATUS_TRANSITIONS[from].includes(to);

/** Operation type ids with a meaning in the spec (§3). */
export const OPERATION = { orderLine: 1, stockEntry: 2 } as const;

/** Image priority ids with a meaning on the storefront (§3). */
export const PRIORITY = { collection: 1, bestSeller: 2, banner: 3 } as const;
/**
 * What a shopper is told of a stock entry's units: "only N left" at or below this many, otherwise
 * only whether it is in stock. Pages that show stock this way stay the same while it stays above.
 */
export const STOCK_FEW_LEFT = 5;

/** Where a shopper sends the delivery fee in advance. */
export const PAYMENT_PROVIDERS = ['bkash', 'nagad'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];
/** A paid fee as staff have checked it: unverified until they look at the provider's record. */
/**
 * What a refused call was refused for, as a stable code the error reply carries beside its
 * English message (`{statusCode, error, message, code}`): clients act on the code, people read
 * the message, and the message's wording may change without a client noticing.
 */
export const REFUSAL_CODES = [
  'coupon_unknown',
  'coupon_not_yet',
  'coupon_expired',
  'coupon_used_up',
  'coupon_phone_used_up',
  'coupon_permanent_only',
  'coupon_not_for_items',
  'coupon_too_much',
  /** The total the client expected (`expected_total`) is no longer the order's. */
  'total_changed',
  /** The delivery fee the client expected (`expected_shipping_cost`) is no longer the parcel's. */
  'shipping_changed',
  /** The delivery fee is to be paid in advance and the order gave no payment. */
  'fee_required',
  /** No order has the invoice number the call names (404). */
  'order_not_found',
  /** A move past the fee check while the delivery fee paid in advance is not checked yet (409). */
  'fee_unverified',
  /** A move past the fee check while the delivery fee paid in advance was found unpaid (409). */
  'fee_rejected',
  /** A fee check on an order whose delivery fee was not paid in advance: nothing to check (404). */
  'fee_not_in_advance',
  /** A move to the status the order already has (409; `order_status` names it). */
  'status_unchanged',
  /** A move the state machine refuses from the order's status (409; `order_status` names it). */
  'status_move_refused',
] as const;
export type RefusalCode = (typeof REFUSAL_CODES)[number];

/** How a wait is said to a person: in seconds below a minute and a half, else in whole minutes. */
export function waitOf(seconds: number): { unit: 'second' | 'minute'; count: number } {
  const whole = Math.max(1, Math.ceil(seconds));
  return whole < 90
    ? { unit: 'second', count: whole }
    : { unit: 'minute', count: Math.ceil(whole / 60) };
}

/**
 * Why a coupon cannot be used, each with the phrase the server's `coupon_code: …` message holds
 * and the refusal code its reply carries.
 */
export const COUPON_REFUSALS = {
  unknown: { says: 'no coupon', code: 'coupon_unknown' },
  notYet: { says: 'can be used from', code: 'coupon_not_yet' },
  ended: { says: 'ended on', code: 'coupon_expired' },
  usedUp: { says: 'is used up', code: 'coupon_used_up' },
  phoneUsedUp: {
    says: 'was used by this phone as often as it may be',
    code: 'coupon_phone_used_up',
  },
  permanentOnly: { says: 'is for permanent customers', code: 'coupon_permanent_only' },
  notForItems: { says: 'applies to none of the items', code: 'coupon_not_for_items' },
  tooMuch: { says: 'more than the', code: 'coupon_too_much' },
} as const satisfies Record<string, { says: string; code: RefusalCode }>;
export type CouponRefusal = keyof typeof COUPON_REFUSALS;

/** Why a coupon was refused, from the refusal code of the reply; null for any other refusal. */
export function couponRefusalOf(code: RefusalCode | undefined): CouponRefusal | null {
  const reasons = Object.keys(COUPON_REFUSALS) as CouponRefusal[];
  return reasons.find((reason) => COUPON_REFUSALS[reason].code === code) ?? null;
}

export const FEE_STATUSES = ['unverified', 'verified', 'rejected'] as const;
export type FeeStatus = (typeof FEE_STATUSES)[number];
/** An order's fee as the orders page shows and filters it: `none` when it is paid on delivery. */
export const ORDER_FEE_STATUSES = ['none', ...FEE_STATUSES] as const;
export type OrderFeeStatus = (typeof ORDER_FEE_STATUSES)[number];

export const APPLIES_TO = ['Selected Product', 'All Product', 'Single Product'] as const;
export const ALLOWED_CUSTOMER = ['Customer Type', 'All Customer', 'Permanent Customer'] as const;
export const COUPON_STATUSES = ['Scheduled', 'Active', 'Expired'] as const;
export type CouponStatus = (typeof COUPON_STATUSES)[number];

/** Image uploads: what the server accepts (bytes are checked, not the file name). */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOAD_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;

/**
 * The messages the shared schemas give their rules, by the key each remote's dictionary says them
 * under (`form.<key>`). The server replies with the English text as it stands; a browser form shows
 * the dictionary's text for the key instead, in the reader's language. The spec's own texts among
 * them ("Username is required") are the English dictionaries' texts too.
 */
export const SCHEMA_MESSAGES = {
  usernameRequired: 'Username is required',
  usernameFormat: 'username may hold letters, digits, dot, dash and underscore',
  passwordRequired: 'Password is required',
  passwordMin: 'Password must be at least 6 characters long',
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email format',
  otpRequired: 'OTP is required',
  otpFormat: 'OTP must be 6 digits',
  mobileInvalid: 'must be a Bangladeshi mobile number such as 01712345678',
  couponCodeFormat: 'code may hold capital letters, digits and dashes',
  endBeforeStart: 'end_day must not be before start_day',
  percentAtMost100: 'a percentage is at most 100',
  couponProducts: 'name the products it applies to (Single Product: one)',
  latestBeforeEarliest: 'cannot be fewer than the earliest day',
  priceMin: 'must be at least ৳1',
  controlCharacters: 'must not contain control characters',
  hiddenCharacters: 'must not contain invisible or direction-changing characters',
  loneSurrogates: 'must not contain a broken character (half of a surrogate pair)',
  trxIdFormat: 'must be 8 to 20 letters and digits, without spaces',
  idempotencyKeyFormat: 'must be 16 to 100 letters, digits, dashes or underscores (a random UUID)',
  /** The server's 409 for a transaction ID another order already names (`payment.trx_id`). */
  trxIdUsed: 'this transaction ID was already used for another order',
  quantityChange:
    'must be the new number of units (0 to 1000000) or a change to them such as +10 or -2',
} as const;

/** The orders table's columns a staff member can sort by (newest first unless sorted otherwise). */
/**
 * The dashboard's money figures, each a sum over its own orders, which the orders list shows with
 * `counted_in`: Takings and Delivery fees over the orders the takings count (not cancelled, cash on
 * delivery or with the advance fee verified), Fees paid over those whose advance fee was verified,
 * Discounts over the counted orders that had one.
 */
export const ORDER_COUNTED_IN = ['takings', 'delivery_fees', 'fees_paid', 'discounts'] as const;
export type OrderCountedIn = (typeof ORDER_COUNTED_IN)[number];

export const ORDER_SORTS = ['time', 'total', 'status'] as const;
export type OrderSort = (typeof ORDER_SORTS)[number];

/**
 * Orders worked on by one bulk action at most: a busy morning's orders (≈ 40) several times over,
 * while one request's work (one transaction per order) stays a few seconds.
 */
export const BULK_ORDER_LIMIT = 200;
/** What a bulk action does to each order: the fee checks and the status move of a single order. */
export const BULK_ORDER_ACTIONS = ['verify_fee', 'reject_fee', 'move'] as const;
export type BulkOrderAction = (typeof BULK_ORDER_ACTIONS)[number];

/**
 * Where a shipping area lies, as Bangladeshi couriers price it: inside Dhaka city, the suburbs
 * around it (Savar, Gazipur, Narayanganj, Keraniganj) and the rest of the country.
 */
export const DELIVERY_ZONES = ['inside_dhaka', 'dhaka_suburbs', 'outside_dhaka'] as const;
export type DeliveryZone = (typeof DELIVERY_ZONES)[number];

/** A piece's weight in grams when the shop has not weighed it (and every product before weights). */
export const DEFAULT_WEIGHT_GRAMS = 500;
/** The heaviest piece the shop accepts, in grams: no garment or bundle of them weighs 30 kg. */
export const WEIGHT_GRAMS_MAX = 30_000;

/**
 * Where an order came from: the shopper's own checkout, or a staff member taking it from a phone
 * call, a Messenger chat, a shopper in the shop or a comment under a Facebook post.
 */
export const ORDER_SOURCES = [
  'checkout',
  'phone',
  'messenger',
  'walk_in',
  'facebook_comment',
] as const;
export type OrderSource = (typeof ORDER_SOURCES)[number];
/** The sources a staff member records for an order they take (never `checkout`). */
export const STAFF_ORDER_SOURCES = ['phone', 'messenger', 'walk_in', 'facebook_comment'] as const;
export type StaffOrderSource = (typeof STAFF_ORDER_SOURCES)[number];

/**
 * How sure the shop can be that a caller's order goes out and is paid for, in words: the number's
 * risk score said by `riskLevel` (schemas/risk.ts).
 */
export const CUSTOMER_RISKS = ['new', 'good', 'watch', 'high'] as const;
export type CustomerRisk = (typeof CUSTOMER_RISKS)[number];

/** The spans the dashboard's orders by source cover: today, this week, the last 30 days. */
export const SOURCE_PERIODS = ['today', 'week', 'days30'] as const;
export type SourcePeriod = (typeof SOURCE_PERIODS)[number];

/** The couriers the shop can book (server modules/couriers, one adapter each). */
export const COURIER_NAMES = ['pathao', 'steadfast', 'redx'] as const;
export type CourierName = (typeof COURIER_NAMES)[number];

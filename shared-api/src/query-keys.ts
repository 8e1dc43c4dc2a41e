import type { LookupKind } from './schemas/lookups';
import type { OrderQuoteBody } from './schemas/payments';
import type { ProductListQuery } from './schemas/storefront';
import type { AuditListParams } from './resources/audit';
import type { OrderListParams } from './resources/orders';
import type { StockListParams } from './resources/stock';
import type { SmsMessageListParams } from './resources/sms';
import type { SmsEvent, SmsLanguage } from './schemas/sms';
import type { CourierName } from './schemas/couriers';
import type { CodReconciliationQuery } from './schemas/cod';

/**
 * TanStack Query keys for every resource, one factory so a mutation invalidates exactly
 * the lists and details it changed (e.g. `queryKeys.orders.all` after a status update).
 */
export const queryKeys = {
  config: ['config'] as const,
  lookups: {
    all: ['lookups'] as const,
    list: (kind: LookupKind) => ['lookups', kind] as const,
    shipping: ['lookups', 'shipping'] as const,
    deliveryZones: ['lookups', 'delivery-zones'] as const,
    orderStatuses: ['lookups', 'order-statuses'] as const,
    operationTypes: ['lookups', 'operation-types'] as const,
    imagePriorities: ['lookups', 'image-priorities'] as const,
  },
  products: {
    all: ['products'] as const,
    lists: () => ['products', 'list'] as const,
    list: (query: ProductListQuery) => ['products', 'list', query] as const,
    detail: (idProductTrace: number) => ['products', 'detail', idProductTrace] as const,
    /** Today's price and stock of the cart's entries. */
    cart: (idTransactions: readonly number[]) => ['products', 'cart', idTransactions] as const,
    /** What an order of the cart costs now with its coupon (prices move with the products). */
    quote: (body: OrderQuoteBody) => ['products', 'quote', body] as const,
  },
  /** Where a shopper's order is (their invoice number and phone). */
  tracking: (invoiceNo: number, phone: string) => ['tracking', invoiceNo, phone] as const,
  orders: {
    all: ['orders'] as const,
    list: (params: OrderListParams) => ['orders', 'list', params] as const,
    detail: (invoiceNo: number) => ['orders', 'detail', invoiceNo] as const,
    /** Under the order's detail: a status change or a fee check reloads both. */
    payment: (invoiceNo: number) => ['orders', 'detail', invoiceNo, 'payment'] as const,
    /** Under the order's detail: a status change or a fee verdict reloads it with the order. */
    history: (invoiceNo: number) => ['orders', 'detail', invoiceNo, 'history'] as const,
    printable: (invoiceNo: number) => ['orders', 'printable', invoiceNo] as const,
    /** Under the order's detail: a booking or a courier's word reloads it with the order. */
    bookings: (invoiceNo: number) => ['orders', 'detail', invoiceNo, 'bookings'] as const,
  },
  couriers: {
    all: ['couriers'] as const,
    list: ['couriers', 'list'] as const,
    areas: (courier: CourierName) => ['couriers', 'areas', courier] as const,
    locations: (courier: CourierName, kind: string, parentId: number | undefined) =>
      ['couriers', 'locations', courier, kind, parentId ?? null] as const,
  },
  audit: {
    all: ['audit'] as const,
    list: (params: AuditListParams) => ['audit', 'list', params] as const,
    staff: ['audit', 'staff'] as const,
  },
  /** The staff page's accounts and waiting sign-ups (the audit page's person list moves with them). */
  staff: ['staff'] as const,
  /** The back-office's landing figures (they move with every order: read fresh on each visit). */
  dashboard: ['dashboard'] as const,
  /** Under the dashboard: they move with every order too. */
  dashboardSources: (period: string) => ['dashboard', 'sources', period] as const,
  /** Under the dashboard: a courier's word moves them. */
  dashboardReturns: (period: string) => ['dashboard', 'returns', period] as const,
  /** The remotes' releases and what browsers made of them (the owner's Releases page). */
  releases: ['releases'] as const,
  /** Fake orders: a number's risk (moves with its orders), the blocklist, the owner's rules. */
  risk: {
    all: ['risk'] as const,
    phone: (phone: string) => ['risk', 'phone', phone] as const,
    blocklist: ['risk', 'blocklist'] as const,
    rules: ['risk', 'rules'] as const,
  },
  customers: {
    all: ['customers'] as const,
    /** What the shop knows of a number (its orders move with every order). */
    lookup: (phone: string) => ['customers', 'lookup', phone] as const,
  },
  stock: {
    all: ['stock'] as const,
    list: (params: StockListParams) => ['stock', 'list', params] as const,
    lowStockThreshold: ['stock', 'low-stock-threshold'] as const,
  },
  coupons: { all: ['coupons'] as const },
  sms: {
    all: ['sms'] as const,
    templates: ['sms', 'templates'] as const,
    /** A wording as typed, filled in by the server (kept apart: typing never touches the list). */
    preview: (event: SmsEvent, language: SmsLanguage, text: string) =>
      ['sms', 'preview', event, language, text] as const,
    messages: ['sms', 'messages'] as const,
    messageList: (params: SmsMessageListParams) => ['sms', 'messages', params] as const,
  },
  /** Cash on delivery: settlements move the list and the dashboard's figure together. */
  cod: {
    all: ['cod'] as const,
    list: (params: CodReconciliationQuery) => ['cod', 'list', params] as const,
    summary: ['cod', 'summary'] as const,
  },
  me: ['auth', 'me'] as const,
};

import type { LookupKind } from './schemas/lookups';
import type { ProductListQuery } from './schemas/storefront';
import type { OrderListParams } from './resources/orders';
import type { StockListParams } from './resources/stock';

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
  },
  orders: {
    all: ['orders'] as const,
    list: (params: OrderListParams) => ['orders', 'list', params] as const,
    detail: (invoiceNo: number) => ['orders', 'detail', invoiceNo] as const,
  },
  customers: { all: ['customers'] as const },
  stock: {
    all: ['stock'] as const,
    list: (params: StockListParams) => ['stock', 'list', params] as const,
    lowStockThreshold: ['stock', 'low-stock-threshold'] as const,
  },
  coupons: { all: ['coupons'] as const },
  me: ['auth', 'me'] as const,
};

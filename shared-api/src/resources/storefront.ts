import { http } from '../client';
import type {
  CartStockEntry,
  ProductDetail,
  ProductList,
  ProductListQuery,
  ShopConfig,
} from '../schemas/storefront';
import type { PlacedOrder } from '../schemas/orders';
import type { CheckoutOrderBody, OrderQuote, OrderQuoteBody } from '../schemas/payments';
import type { OrderTracking } from '../schemas/tracking';

export const storefrontApi = {
  config: () => http.get<ShopConfig>('/config', { reply: 'shopConfig' }).then((r) => r.data),
  products: (query: ProductListQuery) =>
    http
      .get<ProductList>('/storefront/products', { params: query, reply: 'productList' })
      .then((r) => r.data),
  product: (idProductTrace: number) =>
    http
      .get<ProductDetail>(`/storefront/products/${idProductTrace}`, { reply: 'productDetail' })
      .then((r) => r.data),
  cartStock: (idTransactions: readonly number[]) =>
    http
      .get<CartStockEntry[]>('/storefront/stock', {
        params: { ids: idTransactions.join(',') },
        reply: 'cartStock',
      })
      .then((r) => r.data),
  /**
   * The one order call. `idempotencyKey`: one per checkout attempt, sent again by its retries,
   * so a retry after a lost reply gets the order the first call placed, never a second one.
   */
  placeOrder: (body: CheckoutOrderBody, idempotencyKey?: string) =>
    http
      .post<PlacedOrder>('/orders', body, {
        headers: idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {},
        reply: 'placedOrder',
      })
      .then((r) => r.data),
  /** What the order would cost now with its coupon; writes nothing. */
  quote: (body: OrderQuoteBody) =>
    http.post<OrderQuote>('/orders/quote', body, { reply: 'orderQuote' }).then((r) => r.data),
  /** An order's steps, for the one who knows its invoice number and phone. */
  track: (invoiceNo: number, phone: string) =>
    http
      .get<OrderTracking>('/orders/track', {
        params: { invoice_no: invoiceNo, phone },
        reply: 'orderTracking',
      })
      .then((r) => r.data),
};

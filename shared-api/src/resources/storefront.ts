import { http } from '../client';
import type {
  CartStockEntry,
  ProductDetail,
  ProductList,
  ProductListQuery,
  ShopConfig,
} from '../schemas/storefront';
import type { PlaceOrderBody, PlacedOrder } from '../schemas/orders';

export const storefrontApi = {
  config: () => http.get<ShopConfig>('/config').then((r) => r.data),
  products: (query: ProductListQuery) =>
    http.get<ProductList>('/storefront/products', { params: query }).then((r) => r.data),
  product: (idProductTrace: number) =>
    http.get<ProductDetail>(`/storefront/products/${idProductTrace}`).then((r) => r.data),
  cartStock: (idTransactions: readonly number[]) =>
    http
      .get<CartStockEntry[]>('/storefront/stock', { params: { ids: idTransactions.join(',') } })
      .then((r) => r.data),
  placeOrder: (body: PlaceOrderBody) => http.post<PlacedOrder>('/orders', body).then((r) => r.data),
};

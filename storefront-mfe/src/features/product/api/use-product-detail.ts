import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, queryKeys, storefrontApi, type ProductDetail } from '@poshak/shared-api';

export function isValidProductId(idProductTrace: number): boolean {
  return Number.isInteger(idProductTrace) && idProductTrace > 0;
}

/**
 * A product with its other colours and related items; null when there is no such product. A
 * missing product is an answer, not a failure: the server draws its page (with a 404 status) and
 * hands that answer to the browser with the page's data, so both draw the same "not available".
 */
export const productDetailQuery = (idProductTrace: number) =>
  queryOptions({
    queryKey: queryKeys.products.detail(idProductTrace),
    queryFn: (): Promise<ProductDetail | null> =>
      storefrontApi.product(idProductTrace).catch((error: unknown) => {
        if (isNotFound(error)) return null;
        throw error;
      }),
    enabled: isValidProductId(idProductTrace),
    retry: 1,
  });

export function useProductDetail(idProductTrace: number) {
  return useQuery(productDetailQuery(idProductTrace));
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, queryKeys, storefrontApi } from '@poshak/shared-api';

export function isValidProductId(idProductTrace: number): boolean {
  return Number.isInteger(idProductTrace) && idProductTrace > 0;
}

/** A product with its other colours and related items; a missing product is not retried. */
export const productDetailQuery = (idProductTrace: number) =>
  queryOptions({
    queryKey: queryKeys.products.detail(idProductTrace),
    queryFn: () => storefrontApi.product(idProductTrace),
    enabled: isValidProductId(idProductTrace),
    retry: (failures, error) => !isNotFound(error) && failures < 1,
  });

export function useProductDetail(idProductTrace: number) {
  return useQuery(productDetailQuery(idProductTrace));
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

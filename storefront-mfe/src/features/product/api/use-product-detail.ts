import { useQuery } from '@tanstack/react-query';
import { ApiError, queryKeys, storefrontApi } from '@poshak/shared-api';

/** A product with its other colours and related items; a missing product is not retried. */
export function useProductDetail(idProductTrace: number) {
  return useQuery({
    queryKey: queryKeys.products.detail(idProductTrace),
    queryFn: () => storefrontApi.product(idProductTrace),
    enabled: Number.isInteger(idProductTrace) && idProductTrace > 0,
    retry: (failures, error) => !isNotFound(error) && failures < 1,
  });
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

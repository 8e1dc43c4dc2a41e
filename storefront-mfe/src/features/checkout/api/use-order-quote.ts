import { useQuery } from '@tanstack/react-query';
import { ApiError, queryKeys, storefrontApi, type OrderQuoteBody } from '@poshak/shared-api';

/** A refusal (4xx) is the answer, not a hiccup: asking again would only hear it again. */
const retryHiccups = (failures: number, error: Error) =>
  failures < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

/**
 * What the cart costs now with its coupon, as the server prices the order (null: no coupon to
 * check). Keyed by the whole request, so a changed line, area or phone asks again.
 */
export function useOrderQuote(body: OrderQuoteBody | null) {
  return useQuery({
    queryKey: queryKeys.products.quote(body ?? { lines: [] }),
    queryFn: () => storefrontApi.quote(body ?? { lines: [] }),
    enabled: body !== null,
    retry: retryHiccups,
    staleTime: 60_000,
  });
}

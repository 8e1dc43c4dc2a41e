import { useQuery } from '@tanstack/react-query';
import { ApiError, queryKeys, storefrontApi } from '@poshak/shared-api';

/** The pair asked about: an invoice number and the phone the order was placed with. */
export interface TrackedPair {
  invoiceNo: number;
  phone: string;
}

/** A refusal (404 no such pair, 429 too many tries) is the answer: asking again would not help. */
const retryHiccups = (failures: number, error: Error) =>
  failures < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

/** Where the order of this pair is (its steps with dates, its delivery days). */
export function useOrderTracking(pair: TrackedPair | null) {
  return useQuery({
    queryKey: queryKeys.tracking(pair?.invoiceNo ?? -1, pair?.phone ?? ''),
    queryFn: () => storefrontApi.track(pair?.invoiceNo ?? -1, pair?.phone ?? ''),
    enabled: pair !== null,
    retry: retryHiccups,
    // A shopper who looks again wants to see a change staff just made.
    staleTime: 0,
  });
}

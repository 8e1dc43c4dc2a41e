import { QueryClient } from '@tanstack/react-query';

/**
 * The storefront's server-state cache. One retry, then the error state with its Retry button
 * (a shopper should not wait through several silent retries when the API is down).
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 60_000,
      retry: 1,
      refetchOnWindowFocus: false,
    },
  },
});

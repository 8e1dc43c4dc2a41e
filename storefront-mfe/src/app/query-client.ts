import { QueryClient } from '@tanstack/react-query';
import { adoptServerState } from './server-state';

/**
 * A storefront server-state cache. One retry, then the error state with its Retry button
 * (a shopper should not wait through several silent retries when the API is down).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        retry: 1,
        refetchOnWindowFocus: false,
      },
    },
  });
}

/** The page's cache; on a page the server rendered it starts with the data the server used. */
export const queryClient = createQueryClient();
adoptServerState(queryClient);

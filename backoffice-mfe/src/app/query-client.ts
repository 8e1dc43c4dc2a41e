import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@poshak/shared-api';

/** Retries only what may succeed on a second try: network failures and server errors, not 4xx. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failures, error) => failures < 2 && ApiError.from(error).status === 0,
        refetchOnWindowFocus: false,
        staleTime: 10_000,
      },
      mutations: { retry: false },
    },
  });
}

let first: QueryClient | null = null;
let claimed = false;

/**
 * The query client the page's first staff screen will use, while that screen's code is still on its
 * way (`first-screen-start.ts` asks it for the screen's data); null once the providers have their
 * client, or the early request would go to a client nobody reads.
 */
export function firstQueryClient(): QueryClient | null {
  if (claimed) return null;
  return (first ??= createQueryClient());
}

/** The providers' client: the first one (with whatever was asked for early), then a new one each. */
export function claimQueryClient(): QueryClient {
  if (claimed) return createQueryClient();
  claimed = true;
  return (first ??= createQueryClient());
}

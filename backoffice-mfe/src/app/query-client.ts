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

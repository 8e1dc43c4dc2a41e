import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';

/**
 * Retry for an error state: refetches every failed query on the page, not only the one whose
 * error is shown, so the header and footer recover together with the content once the API is back.
 */
export function useRetryFailed() {
  const queryClient = useQueryClient();
  return useCallback(() => {
    void queryClient.refetchQueries({
      type: 'active',
      predicate: (q) => q.state.status === 'error',
    });
  }, [queryClient]);
}

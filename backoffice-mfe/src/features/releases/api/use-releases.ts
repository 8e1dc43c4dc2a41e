import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys, releasesApi } from '@poshak/shared-api';
import type { CanaryAudience, ReleaseRemote } from '@poshak/shared-api/schemas';

/** Counts move with every page shoppers open: read again every half minute while open. */
const REFRESH_MS = 30_000;

export function useReleases() {
  return useQuery({
    queryKey: queryKeys.releases,
    queryFn: releasesApi.overview,
    refetchInterval: REFRESH_MS,
  });
}

export type ReleaseAction =
  | { kind: 'activate'; remote: ReleaseRemote; id: string }
  | { kind: 'canary'; remote: ReleaseRemote; id: string; audience: CanaryAudience }
  | { kind: 'promote'; remote: ReleaseRemote }
  | { kind: 'rollback'; remote: ReleaseRemote };

export function useReleaseAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: ReleaseAction) => {
      switch (action.kind) {
        case 'activate':
          return releasesApi.activate(action.remote, action.id);
        case 'canary':
          return releasesApi.canary(action.remote, action.id, action.audience);
        case 'promote':
          return releasesApi.promote(action.remote);
        case 'rollback':
          return releasesApi.rollback(action.remote);
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.releases }),
  });
}

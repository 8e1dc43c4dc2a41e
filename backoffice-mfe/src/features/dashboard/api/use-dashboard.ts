import { useQuery } from '@tanstack/react-query';
import { dashboardApi, queryKeys } from '@poshak/shared-api';

/** The landing figures, read fresh on every visit: each order moves them. */
export function useDashboard() {
  return useQuery({
    queryKey: queryKeys.dashboard,
    queryFn: dashboardApi.get,
    refetchOnMount: 'always',
  });
}

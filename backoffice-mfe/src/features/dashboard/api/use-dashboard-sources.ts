import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { dashboardApi, queryKeys, type SourcePeriod } from '@poshak/shared-api';

/** Orders and takings by source and campaign over a period (read fresh on each visit, as the figures). */
export function useDashboardSources(period: SourcePeriod) {
  return useQuery({
    queryKey: queryKeys.dashboardSources(period),
    queryFn: () => dashboardApi.sources(period),
    placeholderData: keepPreviousData,
  });
}

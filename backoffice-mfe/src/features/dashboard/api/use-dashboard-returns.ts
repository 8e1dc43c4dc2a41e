import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { dashboardApi, queryKeys, type SourcePeriod } from '@poshak/shared-api';

/** Parcels couriers brought back over a period (read fresh on each visit, as the figures). */
export function useDashboardReturns(period: SourcePeriod) {
  return useQuery({
    queryKey: queryKeys.dashboardReturns(period),
    queryFn: () => dashboardApi.returns(period),
    placeholderData: keepPreviousData,
  });
}

import { dashboardApi, queryKeys } from '@poshak/shared-api';

/**
 * The landing figures: what `useDashboard` reads, and what the first screen asks for while the
 * page's code is on its way.
 */
export const dashboardQuery = () => ({ queryKey: queryKeys.dashboard, queryFn: dashboardApi.get });

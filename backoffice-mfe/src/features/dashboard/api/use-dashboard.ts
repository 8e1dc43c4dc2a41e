import { useQuery } from '@tanstack/react-query';
import { dashboardQuery } from './dashboard-query';

/** Figures read this long ago or less are this visit's (asked for while the page's code came). */
const JUST_READ_MS = 5_000;

/** The landing figures, read fresh on every visit: each order moves them. */
export function useDashboard() {
  return useQuery({
    ...dashboardQuery(),
    refetchOnMount: (query) =>
      Date.now() - query.state.dataUpdatedAt <= JUST_READ_MS ? false : 'always',
  });
}

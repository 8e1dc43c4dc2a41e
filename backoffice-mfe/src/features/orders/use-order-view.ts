import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { orderViewFromSearch, searchFromOrderView, type OrderView } from './order-view';

/** The orders view in the address; any change but a page turn starts again at page 1. */
export function useOrderView() {
  const [search, setSearch] = useSearchParams();
  const view = useMemo(() => orderViewFromSearch(search), [search]);
  const change = useCallback(
    (patch: Partial<OrderView>) =>
      setSearch(searchFromOrderView({ ...view, page: 1, ...patch }), { replace: true }),
    [view, setSearch],
  );
  return [view, change] as const;
}

import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { searchFromView, viewFromSearch, type StockView } from './stock-url';

/**
 * The stock table's view, kept in the address. Any change but a page turn starts again at
 * page 1 (page 4 of another filter is another list).
 */
export function useStockView() {
  const [search, setSearch] = useSearchParams();
  const view = useMemo(() => viewFromSearch(search), [search]);
  const change = useCallback(
    (patch: Partial<StockView>) =>
      setSearch(searchFromView({ ...view, page: 1, ...patch }), { replace: true }),
    [view, setSearch],
  );
  return [view, change] as const;
}

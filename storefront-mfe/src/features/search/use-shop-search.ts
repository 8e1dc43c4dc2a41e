import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@poshak/shared-api';
import { paths } from '@poshak/shared-ui/paths';
import { EMPTY_SEARCH, parseShopSearch, shopSearchParams, type ShopSearch } from './shop-search';

/**
 * The home grid's search, read from and written to the URL. Any page can start a search: it opens
 * the home page with the search applied, as a new history entry so Back returns to where it was.
 */
export function useShopSearch() {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const onHome = pathname === paths.home;
  const search = useMemo(() => (onHome ? parseShopSearch(params) : EMPTY_SEARCH), [onHome, params]);
  const go = useCallback(
    (next: ShopSearch) => {
      const query = shopSearchParams(next).toString();
      navigate({ pathname: paths.home, search: query ? `?${query}` : '' });
    },
    [navigate],
  );
  return { search, go };
}

/** The logo's action (spec §2): the full list again, freshly loaded, with no search. */
export function useReloadHome() {
  const queryClient = useQueryClient();
  return useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.products.lists() });
  }, [queryClient]);
}

import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { matchPath } from 'react-router-dom';
import { paths, storefrontRoutes } from '@poshak/shared-ui/paths';
import {
  bannerQuery,
  bestSellerQuery,
  productListQuery,
} from '../features/catalog/api/use-product-list';
import { shopConfigQuery } from '../features/layout/api/use-shop-config';
import { isValidProductId, productDetailQuery } from '../features/product/api/use-product-detail';
import { collectionQuery, isSearching, parseShopSearch } from '../features/search/shop-search';
import { categoriesQuery } from '../features/search/api/use-categories';

/**
 * The pages whose first screen the server renders: all of the storefront's. The cart's lines live
 * in the browser's session: the server draws the page around them, and the browser fills them in.
 */
export function rendersOnServer(pathname: string): boolean {
  return storefrontRoutes.some((pattern) => matchPath(pattern, pathname) !== null);
}

/**
 * Fills the cache with every query the page's first screen reads — the same query options the
 * screens use — so the server renders data, not skeletons. A failed read is left out: that part
 * of the page loads in the browser as usual.
 */
export async function prefetchPageData(queryClient: QueryClient, location: URL): Promise<void> {
  const { pathname, searchParams } = location;
  // No retries: the page should not wait for them when the browser can load that part itself.
  const prefetch = <T, K extends QueryKey>(options: FetchQueryOptions<T, Error, T, K>) =>
    queryClient.prefetchQuery({ ...options, retry: false });
  const loads: Promise<void>[] = [prefetch(shopConfigQuery), prefetch(categoriesQuery)];
  if (pathname === paths.home) {
    const search = parseShopSearch(searchParams);
    loads.push(prefetch(productListQuery(bannerQuery)));
    if (!isSearching(search)) loads.push(prefetch(productListQuery(bestSellerQuery)));
    loads.push(prefetch(productListQuery(collectionQuery(search))));
  }
  const product = matchPath(paths.product(':id'), pathname);
  if (product) loads.push(prefetch(productDetailQuery(Number(product.params.id))));
  await Promise.all(loads);
}

/** The page's HTTP status once its data is read: 404 for a product that does not exist. */
export function pageStatus(queryClient: QueryClient, location: URL): number {
  const product = matchPath(paths.product(':id'), location.pathname);
  if (!product) return 200;
  const id = Number(product.params.id);
  const missing =
    !isValidProductId(id) || queryClient.getQueryData(productDetailQuery(id).queryKey) === null;
  return missing ? 404 : 200;
}

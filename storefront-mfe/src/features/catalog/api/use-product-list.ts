import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PRIORITY, queryKeys, storefrontApi, type ProductListQuery } from '@poshak/shared-api';

/** One page of a storefront list. */
export const productListQuery = (query: ProductListQuery) =>
  queryOptions({
    queryKey: queryKeys.products.list(query),
    queryFn: () => storefrontApi.products(query),
  });

/** One page of a storefront list; the previous page stays on screen while the next one loads. */
export function useProductList(query: ProductListQuery) {
  return useQuery({ ...productListQuery(query), placeholderData: keepPreviousData });
}

/** Banners and best sellers are short lists: their first page (18, the smallest size) is all of them. */
export const bannerQuery: ProductListQuery = { priority: PRIORITY.banner, page: 1, pageSize: 18 };
export const bestSellerQuery: ProductListQuery = {
  priority: PRIORITY.bestSeller,
  page: 1,
  pageSize: 18,
};

import { queryOptions, useQuery } from '@tanstack/react-query';
import { lookupsApi, queryKeys } from '@poshak/shared-api';

/** Every category as `{id, name}`, for the category bar, the drawer and search headings. */
export const categoriesQuery = queryOptions({
  queryKey: queryKeys.lookups.list('category'),
  queryFn: () => lookupsApi.list('category'),
  staleTime: 5 * 60_000,
});

export function useCategories() {
  return useQuery(categoriesQuery);
}

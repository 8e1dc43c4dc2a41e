import { useQuery } from '@tanstack/react-query';
import { codApi, queryKeys } from '@poshak/shared-api';

/** Cash still with the couriers (read fresh on each visit, as the figures). */
export function useCodSummary() {
  return useQuery({ queryKey: queryKeys.cod.summary, queryFn: codApi.summary });
}

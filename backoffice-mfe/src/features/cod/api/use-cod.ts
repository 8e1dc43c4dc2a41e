import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  codApi,
  queryKeys,
  type CodReconciliationQuery,
  type CodUploadBody,
  type CourierName,
} from '@poshak/shared-api';

/** The parcels with their cash, mismatches first; the last page stays while the next comes. */
export function useCodParcels(params: CodReconciliationQuery) {
  return useQuery({
    queryKey: queryKeys.cod.list(params),
    queryFn: () => codApi.list(params),
    placeholderData: keepPreviousData,
  });
}

/** A settlement upload moves the list and the dashboard's figure alike. */
export function useUploadSettlement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ courier, body }: { courier: CourierName; body: CodUploadBody }) =>
      codApi.upload(courier, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.cod.all }),
  });
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lookupsApi, queryKeys, type LookupKind } from '@poshak/shared-api';

export function useLookupList(kind: LookupKind) {
  return useQuery({ queryKey: queryKeys.lookups.list(kind), queryFn: () => lookupsApi.list(kind) });
}

/** Add, rename and delete; each refreshes the list and the stock rows that show the names. */
export function useLookupMutations(kind: LookupKind) {
  const queryClient = useQueryClient();
  const onSuccess = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.lookups.list(kind) }),
      queryClient.invalidateQueries({ queryKey: queryKeys.stock.all }),
    ]);
  // `nameBn`: a category's Bengali name (the other lists have none).
  const create = useMutation({
    mutationFn: ({ name, nameBn }: { name: string; nameBn?: string }) =>
      lookupsApi.create(kind, name, nameBn),
    onSuccess,
  });
  const update = useMutation({
    mutationFn: ({ id, name, nameBn }: { id: number; name: string; nameBn?: string }) =>
      lookupsApi.update(kind, id, name, nameBn),
    onSuccess,
  });
  const remove = useMutation({
    mutationFn: (id: number) => lookupsApi.remove(kind, id),
    onSuccess,
  });
  return { create, update, remove };
}

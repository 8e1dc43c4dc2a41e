import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  lookupsApi,
  queryKeys,
  stockApi,
  type LookupKind,
  type OnProgress,
  type StockEntryFields,
  type StockEntryUpdateFields,
  type StockListParams,
  type VariantGrid,
  type VariantProductFields,
} from '@poshak/shared-api';

export function useStockList(params: StockListParams) {
  return useQuery({
    queryKey: queryKeys.stock.list(params),
    queryFn: () => stockApi.list(params),
    placeholderData: keepPreviousData,
  });
}

/** Stock entries whose product name contains the typed text, for the search box's suggestions. */
export function useStockSuggestions(text: string) {
  const params: StockListParams = { q: text, pageSize: 10 };
  return useQuery({
    queryKey: queryKeys.stock.list(params),
    queryFn: () => stockApi.list(params),
    enabled: text.length > 0,
    placeholderData: keepPreviousData,
  });
}

export const stockByIdQuery = (idTransaction: number) => {
  const params: StockListParams = { id_transaction: idTransaction, pageSize: 1 };
  return { queryKey: queryKeys.stock.list(params), queryFn: () => stockApi.list(params) };
};

/** A lookup list as type-ahead options. */
export function useLookupOptions(kind: LookupKind) {
  return useQuery({ queryKey: queryKeys.lookups.list(kind), queryFn: () => lookupsApi.list(kind) });
}

export function useImagePriorities() {
  return useQuery({
    queryKey: queryKeys.lookups.imagePriorities,
    queryFn: lookupsApi.imagePriorities,
    staleTime: Infinity,
  });
}

export function useOperationTypes() {
  return useQuery({
    queryKey: queryKeys.lookups.operationTypes,
    queryFn: lookupsApi.operationTypes,
    staleTime: Infinity,
  });
}

export function useLowStockThreshold() {
  return useQuery({
    queryKey: queryKeys.stock.lowStockThreshold,
    queryFn: stockApi.lowStockThreshold,
  });
}

export function useSetLowStockThreshold() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (threshold: number) => stockApi.setLowStockThreshold(threshold),
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.stock.lowStockThreshold, saved);
      return queryClient.invalidateQueries({ queryKey: queryKeys.stock.all });
    },
  });
}

/** Add, update and delete a stock entry; each reloads the stock table. */
export function useStockMutations() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: queryKeys.stock.all });
  const create = useMutation({
    mutationFn: (v: { fields: StockEntryFields; image: Blob; onProgress: OnProgress }) =>
      stockApi.create(v.fields, v.image, v.onProgress),
    onSuccess,
  });
  const update = useMutation({
    mutationFn: (v: {
      fields: StockEntryUpdateFields;
      image: Blob | null;
      onProgress: OnProgress;
    }) => stockApi.update(v.fields, v.image, v.onProgress),
    onSuccess,
  });
  const remove = useMutation({ mutationFn: (id: number) => stockApi.remove(id), onSuccess });
  const archive = useMutation({
    mutationFn: (v: { id: number; archived: boolean }) => stockApi.setArchived(v.id, v.archived),
    onSuccess,
  });
  return { create, update, remove, archive };
}

/** Saves one product in all its colours and sizes (one request, one transaction), then reloads the table. */
export function useCreateVariants() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: {
      fields: Omit<VariantProductFields, 'variants'>;
      grid: VariantGrid;
      pictures: readonly Blob[];
      onProgress: OnProgress;
    }) => stockApi.createVariants(v.fields, v.grid, v.pictures, v.onProgress),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.stock.all }),
  });
}

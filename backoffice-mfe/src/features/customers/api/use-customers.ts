import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  customersApi,
  queryKeys,
  type CustomerCreate,
  type CustomerUpdate,
} from '@poshak/shared-api';

export function useCustomers() {
  return useQuery({ queryKey: queryKeys.customers.all, queryFn: customersApi.list });
}

/** Add, edit and delete; each refreshes the customer list and the orders that show customers. */
export function useCustomerMutations() {
  const queryClient = useQueryClient();
  const onSuccess = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.customers.all }),
      queryClient.invalidateQueries({ queryKey: queryKeys.orders.all }),
    ]);
  const create = useMutation({
    mutationFn: (c: CustomerCreate) => customersApi.create(c),
    onSuccess,
  });
  const update = useMutation({
    mutationFn: (c: CustomerUpdate) => customersApi.update(c),
    onSuccess,
  });
  const remove = useMutation({ mutationFn: (id: number) => customersApi.remove(id), onSuccess });
  return { create, update, remove };
}

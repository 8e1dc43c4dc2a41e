import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { couponsApi, queryKeys, type CouponBody } from '@poshak/shared-api';

export function useCoupons() {
  return useQuery({ queryKey: queryKeys.coupons.all, queryFn: couponsApi.list });
}

/** Save (create or update) and delete; each reloads the coupon list. */
export function useCouponMutations() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: queryKeys.coupons.all });
  const save = useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: CouponBody }) =>
      id === null ? couponsApi.create(body) : couponsApi.update(id, body),
    onSuccess,
  });
  const remove = useMutation({ mutationFn: (id: number) => couponsApi.remove(id), onSuccess });
  return { save, remove };
}

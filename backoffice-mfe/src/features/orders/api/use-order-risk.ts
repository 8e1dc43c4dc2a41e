import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys, riskApi } from '@poshak/shared-api';

/** The risk of the number an order came from (it moves with that number's orders). */
export function usePhoneRisk(phone: string | null) {
  return useQuery({
    queryKey: queryKeys.risk.phone(phone ?? ''),
    queryFn: () => riskApi.ofPhone(phone ?? ''),
    enabled: phone !== null,
  });
}

/** Releases a held order after the call; the orders (list and detail) reload. */
export function useReleaseHold() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invoiceNo: number) => riskApi.releaseHold(invoiceNo),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.orders.all }),
  });
}

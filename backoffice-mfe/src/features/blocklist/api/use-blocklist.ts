import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys, riskApi, type BlockPhoneBody, type RiskRules } from '@poshak/shared-api';

export function useBlocklist() {
  return useQuery({ queryKey: queryKeys.risk.blocklist, queryFn: riskApi.blocklist });
}

/** Blocking or unblocking a number changes its risk too: every risk read reloads. */
export function useBlock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BlockPhoneBody) => riskApi.block(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.risk.all }),
  });
}

export function useUnblock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (phone: string) => riskApi.unblock(phone),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.risk.all }),
  });
}

export function useRiskRules() {
  return useQuery({ queryKey: queryKeys.risk.rules, queryFn: riskApi.rules });
}

export function useSetRiskRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rules: RiskRules) => riskApi.setRules(rules),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.risk.all }),
  });
}

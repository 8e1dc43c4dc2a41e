import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys, storefrontApi } from '@poshak/shared-api';

/** Shop name, support phone and footer links: the server's configuration, never written in code. */
export const shopConfigQuery = queryOptions({
  queryKey: queryKeys.config,
  queryFn: storefrontApi.config,
  staleTime: 30 * 60_000,
});

export function useShopConfig() {
  return useQuery(shopConfigQuery);
}

/** `tel:` wants the digits only ("+880 1711-000000" → "+8801711000000"). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

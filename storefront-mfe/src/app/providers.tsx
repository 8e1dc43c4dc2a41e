import { Suspense, useEffect, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useLanguage } from '@poshak/shared-ui/i18n';
import { LazyShopToaster, useToastsWanted } from '../lib/shop-toast';

/**
 * What every storefront screen runs inside: the query cache and the toast area (mounted with
 * the visit's first toast). antd's ConfigProvider (shop theme, language) wraps each antd-using
 * part instead (`AntdScope`): none of them is on the first screen, so the first page carries no
 * antd at all.
 */
export function AppProviders({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  const [language] = useLanguage();
  const toastsWanted = useToastsWanted();
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {toastsWanted && (
        <Suspense fallback={null}>
          <LazyShopToaster />
        </Suspense>
      )}
    </QueryClientProvider>
  );
}

import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import bnBD from 'antd/locale/bn_BD';
import enUS from 'antd/locale/en_US';
import { useLanguage } from '@poshak/shared-ui/i18n';
import { shopTheme } from '@poshak/shared-ui/theme';
import { ShopToaster } from '@poshak/shared-ui/toast';
import { createQueryClient } from './query-client';

const antdLocales = { en: enUS, bn: bnBD };

/** Everything a back-office screen needs around it; the host provides only the router. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const [language] = useLanguage();
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider theme={shopTheme} locale={antdLocales[language]}>
        <AntApp>{children}</AntApp>
        <ShopToaster />
      </ConfigProvider>
    </QueryClientProvider>
  );
}

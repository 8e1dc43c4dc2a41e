import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import bnBD from 'antd/locale/bn_BD';
import { useLanguage } from '@poshak/shared-ui/i18n';
import { shopTheme } from '@poshak/shared-ui/theme';

/**
 * antd in the shop's theme and the reader's language, around the parts of the storefront that use
 * antd. Those parts (drawer, search modal, pagination, order form) all load after the first screen,
 * so this provider and antd's style engine travel with them instead of with the first page.
 */
export function AntdScope({ children }: { children: ReactNode }) {
  const [language] = useLanguage();
  return (
    <ConfigProvider theme={shopTheme} locale={language === 'bn' ? bnBD : undefined}>
      {children}
    </ConfigProvider>
  );
}

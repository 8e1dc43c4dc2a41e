import { useMemo, useState, type ReactNode } from 'react';
import LoadingOutlined from '@ant-design/icons/LoadingOutlined';
import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider, type ThemeConfig } from 'antd';
import bnBD from 'antd/locale/bn_BD';
import enUS from 'antd/locale/en_US';
import { useLanguage, useT } from '@poshak/shared-ui/i18n';
import { shopTheme } from '@poshak/shared-ui/theme';
import { usePrefersReducedMotion, withoutMotion } from '@poshak/shared-ui/reduced-motion';
import { ShopToaster } from '@poshak/shared-ui/toast';
import { claimQueryClient } from './query-client';

const antdLocales = { en: enUS, bn: bnBD };

/** A field's border under the pointer: darker grey than at rest (#d9d9d9), never a colour. */
const HOVER_BORDER = 'rgba(0, 0, 0, 0.55)';

/**
 * The shop's theme with the back-office's text colours dark enough to read (WCAG AA, 4.5:1 on
 * white): antd's grey secondary text (3.4:1), its placeholders (1.8:1) and its error red (3.3:1)
 * fall short, and staff read them all day.
 */
const backofficeTheme: ThemeConfig = {
  ...shopTheme,
  token: {
    ...shopTheme.token,
    colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
    colorTextDescription: 'rgba(0, 0, 0, 0.65)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.6)',
    colorError: '#cf1322',
    // antd lightens the brand colour on hover, below 4.5:1 under white text: darken instead.
    colorPrimaryHover: '#9a360b',
    colorPrimaryActive: '#7f2c09',
    colorLinkHover: '#9a360b',
  },
  // A text box under the pointer was drawn in the darkened brand colour, a red-brown that reads as
  // the error red: after "Save note" the emptied box slid under the pointer and looked refused.
  // Under the pointer a box's border only darkens; red stays the mark of a wrong value.
  components: {
    Input: { hoverBorderColor: HOVER_BORDER },
    InputNumber: { hoverBorderColor: HOVER_BORDER },
    Select: { hoverBorderColor: HOVER_BORDER },
    DatePicker: { hoverBorderColor: HOVER_BORDER },
  },
};

const stillBackofficeTheme = withoutMotion(backofficeTheme);

/** Everything a back-office screen needs around it; the host provides only the router. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(claimQueryClient);
  const [language] = useLanguage();
  const { t } = useT('common');
  const theme = usePrefersReducedMotion() ? stillBackofficeTheme : backofficeTheme;
  // As the storefront's (AntdScope): antd's own loading icon could stay in a button whose
  // answer came back before the icon had widened in.
  const button = useMemo(
    () => ({ loadingIcon: <LoadingOutlined spin aria-label={t('loading')} /> }),
    [t],
  );
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider theme={theme} locale={antdLocales[language]} button={button}>
        <AntApp>{children}</AntApp>
        <ShopToaster />
      </ConfigProvider>
    </QueryClientProvider>
  );
}

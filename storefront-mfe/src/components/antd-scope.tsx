import { useMemo, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import bnBD from 'antd/locale/bn_BD';
import LoadingOutlined from '@ant-design/icons-svg/lib/asn/LoadingOutlined';
import { useLanguage, useT } from '@poshak/shared-ui/i18n';
import { shopTheme } from '@poshak/shared-ui/theme';
import { usePrefersReducedMotion, withoutMotion } from '@poshak/shared-ui/reduced-motion';
import { ShopIcon } from './shop-icon';

const stillShopTheme = withoutMotion(shopTheme);

/**
 * antd in the shop's theme and the reader's language, around the parts of the storefront that use
 * antd. Those parts (drawer, search modal, pagination, order form) all load after the first screen,
 * so this provider and antd's style engine travel with them instead of with the first page.
 */
export function AntdScope({ children }: { children: ReactNode }) {
  const [language] = useLanguage();
  const { t } = useT('common');
  // A loading icon of our own is shown and removed as it is. antd's own one widens in and
  // narrows out with a width transition; when an answer came back before it had widened, the
  // narrowing from 0 to 0 never ended, and the button kept the icon, named "loading Track" to
  // screen readers, for good.
  const button = useMemo(
    () => ({
      loadingIcon: (
        <ShopIcon icon={LoadingOutlined} className="anticon-spin" aria-label={t('loading')} />
      ),
    }),
    [t],
  );
  const theme = usePrefersReducedMotion() ? stillShopTheme : shopTheme;
  return (
    <ConfigProvider theme={theme} locale={language === 'bn' ? bnBD : undefined} button={button}>
      {children}
    </ConfigProvider>
  );
}

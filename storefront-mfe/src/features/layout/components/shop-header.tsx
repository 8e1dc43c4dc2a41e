import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import CarOutlined from '@ant-design/icons-svg/lib/asn/CarOutlined';
import PhoneOutlined from '@ant-design/icons-svg/lib/asn/PhoneOutlined';
import { useT } from '@poshak/shared-ui/i18n';
import { paths } from '@poshak/shared-ui/paths';
import { telHref, useShopConfig } from '../api/use-shop-config';
import { CartLink } from './cart-link';
import { LanguageSwitch } from './language-switch';
import { ShopIcon } from '../../../components/shop-icon';
import { useDigits } from '../../../lib/use-local';

interface Props {
  /** The category menu button (with its drawer). */
  menu: ReactNode;
  /** The search box on wide screens, the search button on narrow ones. */
  search: ReactNode;
  /** The logo's extra action: reload the full list (spec §2). */
  onLogoClick: () => void;
}

export function ShopHeader({ menu, search, onLogoClick }: Props) {
  const { t } = useT('storefront');
  const digits = useDigits();
  const { data: config } = useShopConfig();
  return (
    <header className="sf-header">
      <div className="sf-topbar">
        <div className="sf-container sf-topbar__inner">
          {config ? (
            <a
              className="sf-topbar__phone"
              href={telHref(config.supportPhone)}
              aria-label={t('header.call', { phone: digits(config.supportPhone) })}
            >
              <ShopIcon icon={PhoneOutlined} aria-hidden />{' '}
              <span>{digits(config.supportPhone)}</span>
            </a>
          ) : (
            <span className="sf-topbar__phone" aria-hidden />
          )}
          <span className="sf-topbar__end">
            {/* On a phone the icon alone (the words stay its name): the bar holds the phone and
                the language switch too. */}
            <Link className="sf-topbar__track" to={paths.track()}>
              <ShopIcon icon={CarOutlined} aria-hidden />
              <span className="sf-topbar__track-text">{t('header.track')}</span>
            </Link>
            <LanguageSwitch />
          </span>
        </div>
      </div>
      <div className="sf-container sf-header__bar">
        {menu}
        <Link
          to={paths.home}
          className="sf-logo"
          onClick={onLogoClick}
          aria-label={config ? t('header.home', { shop: config.shopName }) : undefined}
        >
          {/* The letter is drawn by CSS: as text it would make the visible name "PPoshak",
              no longer the start of the link's accessible name. */}
          <span className="sf-logo__mark" aria-hidden data-letter={config?.shopName.charAt(0)} />
          <span className="sf-logo__name">{config?.shopName}</span>
        </Link>
        <div className="sf-header__search">{search}</div>
        <CartLink />
      </div>
    </header>
  );
}

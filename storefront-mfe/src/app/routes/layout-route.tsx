import '../../styles/base.css';
import '../../features/catalog/product-card.css';
import '../../features/layout/layout.css';
import '../../features/search/search.css';
import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router-dom';
import { useT } from '@poshak/shared-ui/i18n';
import { ShopFooter } from '../../features/layout/components/shop-footer';
import { ShopHeader } from '../../features/layout/components/shop-header';
import { CategoryBar } from '../../features/search/components/category-bar';
import { CategoryMenu } from '../../features/search/components/category-menu';
import { HeaderSearch } from '../../features/search/components/header-search';
import { useReloadHome } from '../../features/search/use-shop-search';
import { rememberCampaign } from '../../lib/campaign';

/**
 * A new page starts at its top; Back and Forward leave the browser's own scroll position alone.
 * Only a new path is a new page: another page or search of the grid keeps the grid in view.
 */
function useScrollToTopOnNewPage() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigationType]);
}

/** The campaign of the link the shopper arrived by (`utm_*`), kept for their order. */
function useRememberCampaign() {
  const { search } = useLocation();
  useEffect(() => rememberCampaign(search), [search]);
}

/** The frame every storefront page shares (spec §2): header, sticky category bar, footer. */
export default function LayoutRoute() {
  useScrollToTopOnNewPage();
  useRememberCampaign();
  const reloadHome = useReloadHome();
  const { t } = useT('storefront');
  return (
    <div className="sf-page">
      <a className="sf-skip-link" href="#sf-main">
        {t('header.skip')}
      </a>
      <ShopHeader menu={<CategoryMenu />} search={<HeaderSearch />} onLogoClick={reloadHome} />
      <CategoryBar />
      <main className="sf-main" id="sf-main" tabIndex={-1}>
        <Suspense fallback={<div className="sf-route-loading" aria-busy="true" />}>
          <Outlet />
        </Suspense>
      </main>
      <ShopFooter />
    </div>
  );
}

import '../../features/catalog/catalog.css';
import { useT } from '@poshak/shared-ui/i18n';
import { BannerSlider } from '../../features/catalog/components/banner-slider';
import { BestSellers } from '../../features/catalog/components/best-sellers';
import { CollectionGrid } from '../../features/catalog/components/collection-grid';
import { PastLastPageNotice } from '../../features/catalog/components/past-last-page-notice';
import { isSearching } from '../../features/search/shop-search';
import { useShopSearch } from '../../features/search/use-shop-search';

/** `/`: banner slider, Best Sellers (hidden during a search) and the collection grid (spec §2). */
export default function HomeRoute() {
  const { search, go } = useShopSearch();
  const { t } = useT('storefront');
  return (
    <>
      {/* The page's one level-one heading: what the shop is; the sections below are its parts. */}
      <h1 className="sf-visually-hidden">{t('home.heading')}</h1>
      <PastLastPageNotice search={search} />
      <BannerSlider />
      {!isSearching(search) && <BestSellers />}
      <CollectionGrid search={search} onSearchChange={go} />
    </>
  );
}

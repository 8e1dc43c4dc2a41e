import '../../features/catalog/catalog.css';
import { BannerSlider } from '../../features/catalog/components/banner-slider';
import { BestSellers } from '../../features/catalog/components/best-sellers';
import { CollectionGrid } from '../../features/catalog/components/collection-grid';
import { isSearching } from '../../features/search/shop-search';
import { useShopSearch } from '../../features/search/use-shop-search';

/** `/`: banner slider, Best Sellers (hidden during a search) and the collection grid (spec §2). */
export default function HomeRoute() {
  const { search, go } = useShopSearch();
  return (
    <>
      <BannerSlider />
      {!isSearching(search) && <BestSellers />}
      <CollectionGrid search={search} onSearchChange={go} />
    </>
  );
}

import { lazy, Suspense, type CSSProperties } from 'react';
import { useT } from '@poshak/shared-ui/i18n';
import { ProductCard } from '../../../components/product-card';
import { useMediaQuery } from '../../../lib/use-media-query';
import { useSliderCue } from '../../../lib/use-slider-cue';
import { bestSellerQuery, useProductList } from '../api/use-product-list';
import { BEST_SELLERS_AUTOPLAY_MS } from './autoplay';
import { ProductGridSkeleton } from './product-grid-skeleton';

// react-slick comes when the list is first used; until then the first cards stand in its place.
const loadCarousel = () => import('./best-sellers-carousel');
const BestSellersCarousel = lazy(loadCarousel);

/**
 * Spec §9: 7 shown and scrolled; 2 per view below 600 px, 3 below 1024 px, otherwise 5. The 7 is
 * the base setting the breakpoints override, so it shows only on screens wider than the widest we
 * design for (1440 px).
 */
function usePerView(): number {
  const narrow = useMediaQuery('(max-width: 599px)');
  const medium = useMediaQuery('(max-width: 1023px)');
  const wide = useMediaQuery('(max-width: 1440px)');
  if (narrow) return 2;
  if (medium) return 3;
  if (wide) return 5;
  return 7;
}

/** Best Sellers: entries with image priority 2 (spec §3); the home page hides it during a search. */
export function BestSellers() {
  const { t } = useT('storefront');
  const { data, isPending } = useProductList(bestSellerQuery);
  const perView = usePerView();
  const items = data?.items ?? [];
  // Cards that all fit in view have nowhere to scroll to: no slider then.
  const slider = useSliderCue(items.length > perView, BEST_SELLERS_AUTOPLAY_MS, loadCarousel);
  if (!isPending && items.length === 0) return null;
  const firstCards = (
    <ul className="sf-carousel-static">
      {items.slice(0, perView).map((product) => (
        <li key={product.id_transaction}>
          <ProductCard product={product} addMode="merge" />
        </li>
      ))}
    </ul>
  );
  return (
    <section className="sf-section sf-container" aria-labelledby="sf-best-sellers">
      <h2 id="sf-best-sellers" className="sf-section__title">
        {t('home.bestSellers')}
      </h2>
      <div
        className="sf-carousel"
        style={{ '--sf-per-view': perView } as CSSProperties}
        {...slider.reachHandlers}
      >
        {isPending ? (
          <ProductGridSkeleton count={perView} className="sf-carousel-static" />
        ) : slider.started ? (
          <Suspense fallback={firstCards}>
            <BestSellersCarousel items={items} perView={perView} advance={slider.cue === 'turn'} />
          </Suspense>
        ) : (
          firstCards
        )}
      </div>
    </section>
  );
}

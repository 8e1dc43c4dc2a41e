import {
  lazy,
  startTransition,
  Suspense,
  useCallback,
  useState,
  useSyncExternalStore,
} from 'react';
import { useT } from '@poshak/shared-ui/i18n';
import { ProductCard } from './product-card';
import { useSliderCue } from './use-slider-cue';
import { bestSellerQuery, useProductList } from '../api/use-product-list';
import { BEST_SELLERS_AUTOPLAY_MS } from './autoplay';
import { ProductGridSkeleton } from './product-grid-skeleton';
import { KeepOnError } from '../../../components/keep-on-error';

// react-slick comes when the list is first used; until then the first cards stand in its place.
const loadCarousel = () => import('./best-sellers-carousel');
const BestSellersCarousel = lazy(loadCarousel);

/** Spec §9: 7 shown and scrolled on screens wider than the widest we design for (1440 px). */
const MAX_PER_VIEW = 7;

const onResize = (onChange: () => void) => {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
};

/**
 * Cards per view as the stylesheet sets it for this screen width (`--sf-per-view` in
 * catalog.css, which holds the breakpoints): the static first cards are laid out by CSS alone,
 * so the server can draw them for any screen; the slider reads the same number.
 */
function usePerView(carousel: HTMLElement | null): number {
  return useSyncExternalStore(
    onResize,
    () =>
      carousel
        ? Number(getComputedStyle(carousel).getPropertyValue('--sf-per-view')) || MAX_PER_VIEW
        : MAX_PER_VIEW,
    () => MAX_PER_VIEW,
  );
}

/** Best Sellers: entries with image priority 2 (spec §3); the home page hides it during a search. */
export function BestSellers() {
  const { t } = useT('storefront');
  const { data, isPending } = useProductList(bestSellerQuery);
  const [carousel, setCarousel] = useState<HTMLElement | null>(null);
  // Reading the stylesheet's number can wait: a transition, not a re-render right after hydration.
  const carouselRef = useCallback((element: HTMLElement | null) => {
    startTransition(() => setCarousel(element));
  }, []);
  const perView = usePerView(carousel);
  const items = data?.items ?? [];
  // Cards that all fit in view have nowhere to scroll to: no slider then.
  const slider = useSliderCue(items.length > perView, BEST_SELLERS_AUTOPLAY_MS, loadCarousel);
  if (!isPending && items.length === 0) return null;
  const firstCards = (
    <ul className="sf-carousel-static">
      {items.slice(0, MAX_PER_VIEW).map((product) => (
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
      <div className="sf-carousel" ref={carouselRef} {...slider.reachHandlers}>
        {isPending ? (
          <ProductGridSkeleton count={MAX_PER_VIEW} className="sf-carousel-static" />
        ) : slider.started ? (
          <KeepOnError fallback={firstCards}>
            <Suspense fallback={firstCards}>
              <BestSellersCarousel
                items={items}
                perView={perView}
                advance={slider.cue === 'turn'}
              />
            </Suspense>
          </KeepOnError>
        ) : (
          firstCards
        )}
      </div>
    </section>
  );
}

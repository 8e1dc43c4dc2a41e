import { lazy, Suspense, useEffect, useState } from 'react';
import { useT } from '@poshak/shared-ui/i18n';
import { bannerQuery, useProductList } from '../api/use-product-list';
import { BannerSlide } from './banner-slide';

// react-slick is not needed to paint the first banner: it takes over once the page has settled.
const BannerCarousel = lazy(() => import('./banner-carousel'));

/**
 * The slider starts after the first banner has been painted and the browser is idle, so the page's
 * largest picture is drawn once, early, and not again by the slider a moment later.
 */
function useStartWhenSettled(ready: boolean): boolean {
  const [start, setStart] = useState(false);
  useEffect(() => {
    if (!ready || start) return;
    const go = () => setStart(true);
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(go, { timeout: 2000 });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(go, 500);
    return () => clearTimeout(id);
  }, [ready, start]);
  return start;
}

/** The top banner slider: entries with image priority 3 (spec §3). */
export function BannerSlider() {
  const { t } = useT('storefront');
  const { data, isPending } = useProductList(bannerQuery);
  const [firstPainted, setFirstPainted] = useState(false);
  const banners = data?.items ?? [];
  const [first] = banners;
  // One banner needs no slider; a first banner that is a video has no picture to wait for.
  const startSlider = useStartWhenSettled(
    banners.length > 1 && (firstPainted || first?.type === 'video'),
  );
  // While loading, a box of the banner's size keeps the page still; without banners, nothing.
  if (isPending) return <div className="sf-banner sf-banner--placeholder sf-skeleton" />;
  if (!first) return null;
  const still = (
    <div onLoadCapture={() => setFirstPainted(true)} onErrorCapture={() => setFirstPainted(true)}>
      <BannerSlide banner={first} priority />
    </div>
  );
  return (
    <section className="sf-banner" aria-label={t('home.banner')}>
      {startSlider ? (
        <Suspense fallback={still}>
          <BannerCarousel banners={banners} />
        </Suspense>
      ) : (
        still
      )}
    </section>
  );
}

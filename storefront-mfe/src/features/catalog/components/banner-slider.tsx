import { lazy, startTransition, Suspense, useCallback, useState } from 'react';
import { useT } from '@poshak/shared-ui/i18n';
import { bannerQuery, useProductList } from '../api/use-product-list';
import { useSliderCue } from './use-slider-cue';
import { BannerSlide } from './banner-slide';
import { BANNER_AUTOPLAY_MS } from './autoplay';
import { KeepOnError } from '../../../components/keep-on-error';

// react-slick is not needed to paint the first banner: it comes when the slider is first used.
const loadCarousel = () => import('./banner-carousel');
const BannerCarousel = lazy(loadCarousel);

/** The top banner slider: entries with image priority 3 (spec §3). */
export function BannerSlider() {
  const { t } = useT('storefront');
  const { data, isPending } = useProductList(bannerQuery);
  const [firstPainted, setFirstPainted] = useState(false);
  // On a page the server drew, the picture may have arrived before this code: its load event
  // is then long gone, so look at the picture itself once React has adopted it.
  const stillRef = useCallback((still: HTMLDivElement | null) => {
    if (still?.querySelector('img')?.complete) startTransition(() => setFirstPainted(true));
  }, []);
  const banners = data?.items ?? [];
  const [first] = banners;
  // One banner needs no slider; a first banner that is a video has no picture to wait for.
  const slider = useSliderCue(
    banners.length > 1 && (firstPainted || first?.type === 'video'),
    BANNER_AUTOPLAY_MS,
    loadCarousel,
  );
  // While loading, a box of the banner's size keeps the page still; without banners, nothing.
  if (isPending) return <div className="sf-banner sf-banner--placeholder sf-skeleton" />;
  if (!first) return null;
  const still = (
    <div
      ref={stillRef}
      onLoadCapture={() => setFirstPainted(true)}
      onErrorCapture={() => setFirstPainted(true)}
    >
      <BannerSlide banner={first} priority />
    </div>
  );
  return (
    <section className="sf-banner" aria-label={t('home.banner')} {...slider.reachHandlers}>
      {slider.started ? (
        <KeepOnError fallback={still}>
          <Suspense fallback={still}>
            <BannerCarousel banners={banners} advance={slider.cue === 'turn'} />
          </Suspense>
        </KeepOnError>
      ) : (
        still
      )}
    </section>
  );
}

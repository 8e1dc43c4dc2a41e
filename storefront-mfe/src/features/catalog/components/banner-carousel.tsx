import { useEffect, useRef, useState } from 'react';
import Slider from 'react-slick';
import type { ProductCard } from '@poshak/shared-api';
import { useT } from '@poshak/shared-ui/i18n';
import { BannerSlide } from './banner-slide';
import { SliderArrow } from './slider-arrow';

/** Spec §9: autoplay every 5000 ms, looping. */
const AUTOPLAY_MS = 5000;

/** The banners in react-slick; it takes over from the first banner painted alone. */
export default function BannerCarousel({ banners }: { banners: ProductCard[] }) {
  const { t } = useT('storefront');
  const [current, setCurrent] = useState(0);
  const frame = useRef<HTMLDivElement>(null);

  // The loop works with copies of the first and last slides that react-slick makes itself, out of
  // our reach as React elements; they are never the slide in view, so they are made inert directly.
  useEffect(() => {
    frame.current
      ?.querySelectorAll('.slick-cloned')
      .forEach((clone) => clone.setAttribute('inert', ''));
  });

  return (
    <div ref={frame}>
      <Slider
        autoplay
        autoplaySpeed={AUTOPLAY_MS}
        infinite
        dots
        pauseOnHover
        pauseOnFocus
        afterChange={setCurrent}
        prevArrow={<SliderArrow direction="prev" label={t('home.previousSlide')} />}
        nextArrow={<SliderArrow direction="next" label={t('home.nextSlide')} />}
      >
        {banners.map((banner, index) => (
          // Slides out of view are inert, so the keyboard never lands on a hidden link.
          <div key={banner.id_transaction} inert={index !== current}>
            <BannerSlide banner={banner} priority={index === 0} />
          </div>
        ))}
      </Slider>
    </div>
  );
}

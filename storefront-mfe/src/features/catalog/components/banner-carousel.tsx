// Slick's layout rules come with the slider, not with the page.
import 'slick-carousel/slick/slick.css';
import { useEffect, useRef, useState } from 'react';
import Slider from 'react-slick';
import type { ProductCard } from '@poshak/shared-api';
import { useT } from '@poshak/shared-ui/i18n';
import { BANNER_AUTOPLAY_MS } from './autoplay';
import { BannerSlide } from './banner-slide';
import { useAdvanceOnStart } from './use-advance-on-start';
import { SliderArrow } from './slider-arrow';

/** The banners in react-slick; it takes over from the first banner painted alone. */
interface Props {
  banners: ProductCard[];
  /** The slider starts because its first automatic turn is due: it turns at once. */
  advance: boolean;
}

export default function BannerCarousel({ banners, advance }: Props) {
  const { t } = useT('storefront');
  const [current, setCurrent] = useState(0);
  const frame = useRef<HTMLDivElement>(null);
  const slider = useAdvanceOnStart(advance);

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
        ref={slider}
        autoplay
        autoplaySpeed={BANNER_AUTOPLAY_MS}
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

// Slick's layout rules come with the slider, not with the page.
import 'slick-carousel/slick/slick.css';
import { useState } from 'react';
import Slider from 'react-slick';
import type { ProductCard as Product } from '@poshak/shared-api';
import { useT } from '@poshak/shared-ui/i18n';
import { ProductCard } from './product-card';
import { BEST_SELLERS_AUTOPLAY_MS } from './autoplay';
import { SliderArrow } from './slider-arrow';
import { useAdvanceOnStart } from './use-advance-on-start';

interface Props {
  items: Product[];
  perView: number;
  /** The slider starts because its first automatic turn is due: it turns at once. */
  advance: boolean;
}

/** Best Sellers in react-slick, `perView` cards shown and scrolled at a time. */
export default function BestSellersCarousel({ items, perView, advance }: Props) {
  const { t } = useT('storefront');
  const [first, setFirst] = useState(0);
  const slider = useAdvanceOnStart(advance);
  return (
    <Slider
      ref={slider}
      slidesToShow={perView}
      slidesToScroll={perView}
      autoplay
      autoplaySpeed={BEST_SELLERS_AUTOPLAY_MS}
      infinite={false}
      afterChange={setFirst}
      prevArrow={<SliderArrow direction="prev" label={t('home.previousSlide')} />}
      nextArrow={<SliderArrow direction="next" label={t('home.nextSlide')} />}
    >
      {items.map((product, index) => (
        <div
          key={product.id_transaction}
          className="sf-carousel__slide"
          // Cards out of view are inert, so the keyboard never lands on a hidden button.
          inert={index < first || index >= first + perView}
        >
          <ProductCard product={product} addMode="merge" />
        </div>
      ))}
    </Slider>
  );
}

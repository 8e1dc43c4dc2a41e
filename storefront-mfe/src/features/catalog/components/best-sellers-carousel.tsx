import { useState } from 'react';
import Slider from 'react-slick';
import type { ProductCard as Product } from '@poshak/shared-api';
import { useT } from '@poshak/shared-ui/i18n';
import { ProductCard } from '../../../components/product-card';
import { SliderArrow } from './slider-arrow';

/** Spec §9: autoplay every 5000 ms, no loop. */
const AUTOPLAY_MS = 5000;

interface Props {
  items: Product[];
  perView: number;
}

/** Best Sellers in react-slick, `perView` cards shown and scrolled at a time. */
export default function BestSellersCarousel({ items, perView }: Props) {
  const { t } = useT('storefront');
  const [first, setFirst] = useState(0);
  return (
    <Slider
      slidesToShow={perView}
      slidesToScroll={perView}
      autoplay
      autoplaySpeed={AUTOPLAY_MS}
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

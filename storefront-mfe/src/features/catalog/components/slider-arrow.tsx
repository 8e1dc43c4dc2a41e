import type { CSSProperties, MouseEventHandler } from 'react';
import LeftOutlined from '@ant-design/icons-svg/lib/asn/LeftOutlined';
import RightOutlined from '@ant-design/icons-svg/lib/asn/RightOutlined';
import { ShopIcon } from '../../../components/shop-icon';

interface Props {
  direction: 'prev' | 'next';
  label: string;
  // react-slick clones the arrow element and passes these in.
  className?: string;
  style?: CSSProperties;
  onClick?: MouseEventHandler<HTMLButtonElement>;
}

/** A labelled arrow button for react-slick, drawn with our own styles instead of slick's icon font. */
export function SliderArrow({ direction, label, className, onClick }: Props) {
  const disabled = className?.includes('slick-disabled') ?? false;
  return (
    <button
      type="button"
      className={`sf-slider-arrow sf-slider-arrow--${direction}`}
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
    >
      {direction === 'prev' ? (
        <ShopIcon icon={LeftOutlined} aria-hidden />
      ) : (
        <ShopIcon icon={RightOutlined} aria-hidden />
      )}
    </button>
  );
}

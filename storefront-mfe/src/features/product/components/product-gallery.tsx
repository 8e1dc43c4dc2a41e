import { useState } from 'react';
import type { ImageRef } from '@poshak/shared-api';
import { useT } from '@poshak/shared-ui/i18n';
import { ImageWithFallback } from '@poshak/shared-ui/image';

/** The detail picture keeps the cards' 4:5 ratio, larger. */
const MAIN = { width: 600, height: 750 } as const;
const THUMB = { width: 64, height: 80 } as const;

interface Props {
  images: ImageRef[];
  name: string;
}

/** The product's pictures: one large, the others as buttons that bring them forward. */
export function ProductGallery({ images, name }: Props) {
  const { t } = useT('storefront');
  const [selected, setSelected] = useState(0);
  const current = images[selected] ?? images[0];
  if (!current) return null;
  return (
    <div className="sf-gallery">
      <div className="sf-gallery__main">
        <ImageWithFallback
          key={current.url}
          image={current}
          width={MAIN.width}
          height={MAIN.height}
          sizes="(max-width: 767px) 100vw, 560px"
          priority
          alt={name}
        />
      </div>
      {images.length > 1 && (
        <ul className="sf-gallery__thumbs">
          {images.map((image, index) => (
            <li key={image.url}>
              <button
                type="button"
                className="sf-gallery__thumb"
                aria-pressed={index === selected}
                aria-label={t('product.picture', { n: index + 1, name })}
                onClick={() => setSelected(index)}
              >
                <ImageWithFallback
                  image={image}
                  width={THUMB.width}
                  height={THUMB.height}
                  sizes={`${THUMB.width}px`}
                  alt=""
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

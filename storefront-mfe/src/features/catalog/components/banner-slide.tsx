import { Link } from 'react-router-dom';
import type { ProductCard } from '@poshak/shared-api';
import { ImageWithFallback } from '@poshak/shared-ui/image';
import { paths } from '@poshak/shared-ui/paths';
import { useLocalName } from '../../../lib/use-local';

/** Banner pictures are wide; the box keeps this ratio on wide screens (CSS makes it taller on phones). */
export const BANNER_IMAGE = { width: 1600, height: 600 } as const;

interface Props {
  banner: ProductCard;
  /** The first slide is the page's largest picture: load it at once. */
  priority: boolean;
}

/** One slide: an image, a GIF or a video, as the entry's type says (spec §3 Transaction.type). */
export function BannerSlide({ banner, priority }: Props) {
  const name = useLocalName()(banner.product_name, banner.product_name_bn);
  const media =
    banner.type === 'video' ? (
      <video
        className="sf-banner__media"
        src={banner.image.url}
        width={BANNER_IMAGE.width}
        height={BANNER_IMAGE.height}
        autoPlay
        muted
        loop
        playsInline
        preload="metadata"
        aria-label={name}
      />
    ) : (
      <ImageWithFallback
        className="sf-banner__media"
        // A GIF's thumbnails would be still frames: keep the animated original.
        image={banner.type === 'gif' ? { ...banner.image, thumbnails: [] } : banner.image}
        width={BANNER_IMAGE.width}
        height={BANNER_IMAGE.height}
        sizes="(max-width: 1280px) 100vw, 1280px"
        priority={priority}
        alt={name}
      />
    );
  return (
    <Link to={paths.product(banner.id_product_trace)} className="sf-banner__slide">
      {media}
    </Link>
  );
}

import { useCallback, useState, type ImgHTMLAttributes } from 'react';

/** Neutral placeholder drawn inline, so it shows even when the image host is unreachable. */
export const PLACEHOLDER_IMAGE =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 5"><rect width="4" height="5" fill="#eee"/>' +
      '<path d="M1 3.4l.8-1 .6.7.5-.5.9 1.2H1z" fill="#bbb"/></svg>',
  );

export interface ResponsiveImage {
  url: string;
  width: number | null;
  height: number | null;
  thumbnails: { url: string; width: number }[];
}

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'width' | 'height'> & {
  image: ResponsiveImage;
  /** The box the image is drawn in; sets width/height so the page does not shift while it loads. */
  width: number;
  height: number;
  /** Above-the-fold images load eagerly with high priority; the rest lazily. */
  priority?: boolean;
};

/** A product picture: sized WebP thumbnails through srcset, lazy below the fold, placeholder on failure. */
export function ImageWithFallback({
  image,
  width,
  height,
  priority = false,
  alt,
  sizes,
  ...rest
}: Props) {
  const [failed, setFailed] = useState(false);
  // A picture that failed before React adopted a server-drawn page fired its error event unseen.
  const checkArrived = useCallback((img: HTMLImageElement | null) => {
    if (img?.complete && img.naturalWidth === 0 && img.currentSrc) setFailed(true);
  }, []);
  const srcSet = image.thumbnails.map((t) => `${t.url} ${t.width}w`).join(', ');
  const src = failed ? PLACEHOLDER_IMAGE : (image.thumbnails.at(-1)?.url ?? image.url);
  return (
    <img
      {...rest}
      ref={checkArrived}
      alt={alt ?? ''}
      src={src}
      srcSet={failed || !srcSet ? undefined : srcSet}
      sizes={failed || !srcSet ? undefined : (sizes ?? `${width}px`)}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : 'auto'}
      onError={() => setFailed(true)}
    />
  );
}

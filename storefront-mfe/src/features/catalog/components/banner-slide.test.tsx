import { productCard } from '../../../testing/fixtures';
import { renderWithShop } from '../../../testing/render';
import { BannerSlide } from './banner-slide';

describe('BannerSlide', () => {
  it('shows an image banner from its sized thumbnails, linking to the product', () => {
    const { container } = renderWithShop(<BannerSlide banner={productCard(1)} priority />);
    const img = container.querySelector('img') as HTMLImageElement;
    expect(img).toHaveAttribute('srcset', '/uploads/p1-240.webp 240w, /uploads/p1-480.webp 480w');
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('alt', 'Cotton panjabi 1');
    expect(container.querySelector('a')).toHaveAttribute('href', '/productdetails/201');
  });

  it('keeps a GIF banner animated: the original file, no still thumbnails', () => {
    const { container } = renderWithShop(
      <BannerSlide banner={productCard(2, { type: 'gif' })} priority={false} />,
    );
    const img = container.querySelector('img') as HTMLImageElement;
    expect(img).toHaveAttribute('src', '/uploads/p2.jpg');
    expect(img).not.toHaveAttribute('srcset');
  });

  it('plays a video banner muted and looping, as browsers allow autoplay only when muted', () => {
    const { container } = renderWithShop(
      <BannerSlide banner={productCard(3, { type: 'video' })} priority={false} />,
    );
    const video = container.querySelector('video') as HTMLVideoElement;
    expect(video).toHaveAttribute('src', '/uploads/p3.jpg');
    expect(video.muted).toBe(true);
    expect(video).toHaveAttribute('autoplay');
    expect(video).toHaveAttribute('loop');
    expect(video).toHaveAttribute('aria-label', 'Cotton panjabi 3');
    expect(container.querySelector('img')).toBeNull();
  });
});

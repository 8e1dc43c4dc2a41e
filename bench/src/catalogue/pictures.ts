import sharp from 'sharp';
import {
  diskPictureStore,
  renderThumbnails,
  saveThumbnails,
  UPLOADS_URL,
  type PictureStore,
} from '@poshak/server/pictures';
import { BANNERS, bannerSvg, CATEGORIES, COLOURS, garmentSvg } from '@poshak/server/seed';
import { COLOUR_VARIANTS, type BenchPicture, type CataloguePictures } from './catalogue-sql';

/**
 * Draws the generated catalogue's pictures once into an upload folder: one per category and
 * colour variant (600×750) and one per banner (1600×600), each with the WebP thumbnails the server
 * makes for uploads. Names are fixed, so a second run reuses the files.
 */
async function picture(
  svg: string,
  width: number,
  height: number,
  store: PictureStore,
  present: Set<string>,
  baseName: string,
  widths: number[],
): Promise<BenchPicture> {
  const result: BenchPicture = {
    image_url: `${UPLOADS_URL}/${baseName}.webp`,
    width,
    height,
    thumbnails: widths.map((w) => ({ url: `${UPLOADS_URL}/${baseName}-${w}.webp`, width: w })),
  };
  const names = [`${baseName}.webp`, ...widths.map((w) => `${baseName}-${w}.webp`)];
  if (names.every((n) => present.has(n))) return result;

  const source = sharp(Buffer.from(svg)).removeAlpha();
  const [original, rendered] = await Promise.all([
    source.clone().webp({ quality: 80, effort: 2 }).toBuffer(),
    renderThumbnails(source, width, widths),
  ]);
  // A name is written once: only what an interrupted earlier run did not store.
  if (!present.has(`${baseName}.webp`)) await store.save(`${baseName}.webp`, original);
  await saveThumbnails(
    rendered.filter((r) => !present.has(`${baseName}-${r.width}.webp`)),
    store,
    baseName,
  );
  return result;
}

export async function drawCataloguePictures(uploadDir: string): Promise<CataloguePictures> {
  const store = diskPictureStore(uploadDir);
  const present = new Set(await store.list());
  const garments = await Promise.all(
    CATEGORIES.map((category, idx) =>
      Promise.all(
        Array.from({ length: COLOUR_VARIANTS }, (_, variant) => {
          const colour = category.palette[variant % category.palette.length] ?? 'Black';
          return picture(
            garmentSvg(category.shape, COLOURS[colour] ?? '#2a2a2a', category.accent),
            600,
            750,
            store,
            present,
            `bench-${idx}-${category.shape}-${variant}`,
            [200, 400],
          );
        }),
      ),
    ),
  );
  const banners = await Promise.all(
    BANNERS.map((banner, i) =>
      picture(
        bannerSvg(banner.colours, banner.garments, banner.accent),
        1600,
        600,
        store,
        present,
        `bench-banner-${i}`,
        [400, 800, 1200],
      ),
    ),
  );
  return { garments, banners };
}

import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { BANNERS, CATEGORIES, COLOURS } from '@poshak/server/src/seed/demo-catalogue';
import { bannerSvg, garmentSvg } from '@poshak/server/src/seed/garments';
import { renderThumbnails, UPLOADS_URL, writeThumbnails } from '@poshak/server/src/services/images';
import sharp from 'sharp';
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
  dir: string,
  baseName: string,
  widths: number[],
): Promise<BenchPicture> {
  const result: BenchPicture = {
    image_url: `${UPLOADS_URL}/${baseName}.webp`,
    width,
    height,
    thumbnails: widths.map((w) => ({ url: `${UPLOADS_URL}/${baseName}-${w}.webp`, width: w })),
  };
  const files = [`${baseName}.webp`, ...widths.map((w) => `${baseName}-${w}.webp`)];
  if (files.every((f) => existsSync(path.join(dir, f)))) return result;

  const source = sharp(Buffer.from(svg)).removeAlpha();
  const [original, rendered] = await Promise.all([
    source.clone().webp({ quality: 80, effort: 2 }).toBuffer(),
    renderThumbnails(source, width, widths),
  ]);
  await writeFile(path.join(dir, `${baseName}.webp`), original);
  await writeThumbnails(rendered, dir, baseName);
  return result;
}

export async function drawCataloguePictures(uploadDir: string): Promise<CataloguePictures> {
  await mkdir(uploadDir, { recursive: true });
  const garments = await Promise.all(
    CATEGORIES.map((category, idx) =>
      Promise.all(
        Array.from({ length: COLOUR_VARIANTS }, (_, variant) => {
          const colour = category.palette[variant % category.palette.length] ?? 'Black';
          return picture(
            garmentSvg(category.shape, COLOURS[colour] ?? '#2a2a2a', category.accent),
            600,
            750,
            uploadDir,
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
        uploadDir,
        `bench-banner-${i}`,
        [400, 800, 1200],
      ),
    ),
  );
  return { garments, banners };
}

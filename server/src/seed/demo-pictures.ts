import sharp from 'sharp';
import type { Thumbnail } from '../db/schema';
import { required } from '../lib/required';
import { renderThumbnails, saveThumbnails, UPLOADS_URL } from '../modules/pictures';
import type { PictureStore } from '../modules/pictures';
import { BANNERS, CATEGORIES, COLOURS } from './demo-catalogue';
import { bannerSvg, garmentSvg } from './garments';

export interface Picture {
  image_url: string;
  width: number;
  height: number;
  thumbnails: Thumbnail[];
}

/** The demo's pictures: one per garment shape and colour (by `garmentKey`), one per banner. */
export interface DemoPictures {
  garments: Map<string, Picture>;
  banners: Picture[];
}

/** The picture store, and the names it held before the seed began. */
interface Pictures {
  store: PictureStore;
  present: Set<string>;
}

export const garmentKey = (category: string, colour: string) => `${category}/${colour}`;

const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/**
 * Renders one SVG to a WebP original plus thumbnails. Names are derived from the content, so a
 * second seed into the same store reuses the pictures instead of drawing them again.
 */
async function renderPicture(
  svg: string,
  width: number,
  height: number,
  into: Pictures,
  baseName: string,
  widths: number[],
): Promise<Picture> {
  const name = `${baseName}.webp`;
  const picture = {
    image_url: `${UPLOADS_URL}/${name}`,
    width,
    height,
    thumbnails: widths.map((w) => ({ url: `${UPLOADS_URL}/${baseName}-${w}.webp`, width: w })),
  };
  const names = [name, ...widths.map((w) => `${baseName}-${w}.webp`)];
  if (names.every((n) => into.present.has(n))) return picture;

  const raw = await sharp(Buffer.from(svg))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const source = sharp(raw.data, { raw: raw.info });
  const [original, rendered] = await Promise.all([
    source.clone().webp({ quality: 80, effort: 2 }).toBuffer(),
    renderThumbnails(source, width, widths),
  ]);
  // Only what is missing: a name is written once (a seed stopped half-way left the others).
  const missing = new Set(names.filter((n) => !into.present.has(n)));
  if (missing.has(name)) await into.store.save(name, original);
  await saveThumbnails(
    rendered.filter((r) => missing.has(`${baseName}-${r.width}.webp`)),
    into.store,
    baseName,
  );
  return picture;
}

/** Runs `work` over `items` with at most `limit` in flight (sharp is CPU-bound). */
async function inParallel<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>) {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(required(items[index], 'work item'));
      }
    }),
  );
  return results;
}

/** One picture per garment shape and colour, shared by the products that wear it. */
async function drawGarments(into: Pictures): Promise<Map<string, Picture>> {
  const jobs = CATEGORIES.flatMap((c) => c.palette.map((colour) => ({ category: c, colour })));
  const pictures = new Map<string, Picture>();
  await inParallel(jobs, 3, async ({ category, colour }) => {
    const picture = await renderPicture(
      garmentSvg(category.shape, required(COLOURS[colour], colour), category.accent),
      600,
      750,
      into,
      `demo-${category.shape}-${slug(colour)}`,
      [200, 400],
    );
    pictures.set(garmentKey(category.name, colour), picture);
  });
  return pictures;
}

const drawBanners = (into: Pictures): Promise<Picture[]> =>
  inParallel(BANNERS, 2, (b) =>
    renderPicture(
      bannerSvg(
        b.colours,
        b.garments.map(([shape, colour]) => [shape, colour]),
        b.accent,
      ),
      1600,
      600,
      into,
      `demo-banner-${slug(b.code)}`,
      [400, 800, 1200],
    ),
  );

/** Draws (or finds in `store`, from an earlier seed) every picture of the demo catalogue. */
export async function drawDemoPictures(store: PictureStore): Promise<DemoPictures> {
  const into: Pictures = { store, present: new Set(await store.list()) };
  const garments = await drawGarments(into);
  const banners = await drawBanners(into);
  return { garments, banners };
}

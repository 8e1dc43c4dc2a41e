import { randomUUID } from 'node:crypto';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { badRequest, HttpError } from '../../errors';
import type { Thumbnail } from '../../db/schema';
import { UPLOADS_URL } from './picture-names';
import type { PictureStore } from './picture-store-contract';

/** The widths cards (200/400), the detail page (800) and banners (1200) ask for. */
export const THUMB_WIDTHS = [200, 400, 800, 1200] as const;

const ACCEPTED: Record<string, string> = { jpeg: 'jpg', png: 'png', webp: 'webp', avif: 'avif' };

export interface StoredImage {
  image_url: string;
  width: number;
  height: number;
  thumbnails: Thumbnail[];
  /** Every picture stored (original and thumbnails), so a failed database write can take them back. */
  names: string[];
}

/**
 * Decides from the bytes (never the file name or the declared type) whether an upload is a
 * JPEG, PNG, WebP or AVIF picture; anything else (SVG, GIF, text, empty) is refused.
 */
export async function inspectImage(
  bytes: Buffer,
): Promise<{ ext: string; width: number; height: number }> {
  if (bytes.length === 0) throw badRequest('image: the file is empty');
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: 50_000_000 }).metadata();
  } catch {
    throw new HttpError(415, 'image: not a JPEG, PNG, WebP or AVIF picture');
  }
  // libvips reports AVIF as HEIF with AV1 compression; other HEIF (HEVC) is not accepted.
  const format = meta.format === 'heif' && meta.compression === 'av1' ? 'avif' : meta.format;
  const ext = ACCEPTED[format];
  if (!ext || !meta.width || !meta.height) {
    throw new HttpError(
      415,
      `image: ${format ?? 'this'} files are not accepted; send JPEG, PNG, WebP or AVIF`,
    );
  }
  // EXIF orientations 5–8 turn the picture a quarter: the shown size is the other way round.
  const turned = (meta.orientation ?? 1) >= 5;
  return {
    ext,
    width: turned ? meta.height : meta.width,
    height: turned ? meta.width : meta.height,
  };
}

/** WebP renditions of a picture at every thumbnail width up to its own (never upscaled). */
export async function renderThumbnails(
  source: Sharp,
  width: number,
  widths: readonly number[] = THUMB_WIDTHS,
): Promise<{ width: number; data: Buffer }[]> {
  const chosen = widths.filter((w) => w <= width);
  if (chosen.length === 0) chosen.push(width);
  return Promise.all(
    chosen.map(async (w) => ({
      width: w,
      data: await source.clone().resize({ width: w }).webp({ quality: 78, effort: 2 }).toBuffer(),
    })),
  );
}

/** Stores rendered thumbnails as `<baseName>-<width>.webp`; returns what it stored. */
export async function saveThumbnails(
  rendered: { width: number; data: Buffer }[],
  store: PictureStore,
  baseName: string,
  saved: string[] = [],
): Promise<Thumbnail[]> {
  const thumbnails: Thumbnail[] = [];
  for (const { width, data } of rendered) {
    const name = `${baseName}-${width}.webp`;
    await store.save(name, data);
    saved.push(name);
    thumbnails.push({ url: `${UPLOADS_URL}/${name}`, width });
  }
  return thumbnails;
}

/**
 * Stores an accepted upload under a generated name, with its thumbnails. Everything is decoded
 * and encoded in memory first, so a picture that cannot be read stores nothing; a store that
 * fails half-way takes back what it had stored.
 */
export async function storeUpload(bytes: Buffer, store: PictureStore): Promise<StoredImage> {
  const { ext, width, height } = await inspectImage(bytes);
  let rendered: { width: number; data: Buffer }[];
  try {
    rendered = await renderThumbnails(
      sharp(bytes, { limitInputPixels: 50_000_000 }).rotate(),
      width,
    );
  } catch {
    throw new HttpError(415, 'image: the picture is damaged and could not be read');
  }
  const baseName = randomUUID();
  const original = `${baseName}.${ext}`;
  const names: string[] = [];
  try {
    await store.save(original, bytes);
    names.push(original);
    const thumbnails = await saveThumbnails(rendered, store, baseName, names);
    return { image_url: `${UPLOADS_URL}/${original}`, width, height, thumbnails, names };
  } catch (error) {
    await store.remove(names).catch(() => undefined);
    throw error;
  }
}

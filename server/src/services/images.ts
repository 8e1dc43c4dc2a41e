import { randomUUID } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { badRequest, HttpError } from '../errors';
import type { Thumbnail } from '../db/schema';

/** The widths cards (200/400), the detail page (800) and banners (1200) ask for. */
export const THUMB_WIDTHS = [200, 400, 800, 1200] as const;
export const UPLOADS_URL = '/uploads';

const ACCEPTED: Record<string, string> = { jpeg: 'jpg', png: 'png', webp: 'webp', avif: 'avif' };

export interface StoredImage {
  image_url: string;
  width: number;
  height: number;
  thumbnails: Thumbnail[];
  /** Every file written, so a failed database write can take them back. */
  files: string[];
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

/** Writes rendered thumbnails as `<baseName>-<width>.webp`. */
export async function writeThumbnails(
  rendered: { width: number; data: Buffer }[],
  dir: string,
  baseName: string,
): Promise<{ thumbnails: Thumbnail[]; files: string[] }> {
  const thumbnails: Thumbnail[] = [];
  const files: string[] = [];
  for (const { width, data } of rendered) {
    const name = `${baseName}-${width}.webp`;
    const file = path.join(dir, name);
    await writeFile(file, data);
    files.push(file);
    thumbnails.push({ url: `${UPLOADS_URL}/${name}`, width });
  }
  return { thumbnails, files };
}

/**
 * Stores an accepted upload under a generated name, with its thumbnails. Everything is decoded
 * and encoded in memory first, so a picture that cannot be read leaves nothing on disk.
 */
export async function storeUpload(bytes: Buffer, uploadDir: string): Promise<StoredImage> {
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
  const original = path.join(uploadDir, `${baseName}.${ext}`);
  const files: string[] = [];
  try {
    await writeFile(original, bytes, { flag: 'wx' });
    files.push(original);
    const thumbs = await writeThumbnails(rendered, uploadDir, baseName);
    files.push(...thumbs.files);
    return {
      image_url: `${UPLOADS_URL}/${baseName}.${ext}`,
      width,
      height,
      thumbnails: thumbs.thumbnails,
      files,
    };
  } catch (error) {
    await removeFiles([
      ...files,
      ...rendered.map((r) => path.join(uploadDir, `${baseName}-${r.width}.webp`)),
    ]);
    throw error;
  }
}

export async function removeFiles(files: string[]): Promise<void> {
  await Promise.all(files.map((f) => rm(f, { force: true })));
}

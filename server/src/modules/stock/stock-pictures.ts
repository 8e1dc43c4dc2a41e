import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { VARIANT_MAX_COLORS } from '@poshak/shared-api/schemas';
import { HttpError } from '../../errors';
import { inspectImage, pictureNameOf, storeUpload, type StoredImage } from '../pictures';
import type { ReleasedPicture } from './stock-fields';

/** The picture part of the form: bytes (checked by sharp later), never text. */
export const picture = z.custom<Buffer>((v) => Buffer.isBuffer(v), {
  message: 'a picture file (JPEG, PNG, WebP or AVIF) is required',
});

/** Colour i's picture travels as `image_i`; each is optional to the schema, required by the route. */
export const colourPictures = Object.fromEntries(
  Array.from({ length: VARIANT_MAX_COLORS }, (_, i) => [`image_${i}`, picture.optional()]),
) as Record<`image_${number}`, z.ZodOptional<typeof picture>>;

/** A picture's refusal names its own part (`image_1: …`), not the single form's `image`. */
function renamedField(error: unknown, part: string): unknown {
  if (error instanceof HttpError && error.message.startsWith('image:')) {
    return new HttpError(error.statusCode, `${part}:${error.message.slice('image:'.length)}`);
  }
  return error;
}

/**
 * The stock routes' pictures: stored before the database write that names them, taken back when
 * that write fails, and removed once nothing shows them any more.
 */
export function stockPictures(app: FastifyInstance) {
  const { pictures } = app;
  const stock = app.repos.stock;

  const takeBack = (stored: StoredImage[]) =>
    pictures
      .remove(stored.flatMap((p) => p.names))
      .catch((cleanup: unknown) =>
        app.log.warn({ err: cleanup }, 'could not take back the pictures of a failed write'),
      );

  /** Stores the picture, runs the database write, and takes the picture back if the write fails. */
  async function withPicture<T>(bytes: Buffer, write: (p: StoredImage) => Promise<T>) {
    const stored = await storeUpload(bytes, pictures);
    try {
      return await write(stored);
    } catch (error) {
      await takeBack([stored]);
      throw error;
    }
  }

  /**
   * The same for one picture per colour (`image_0`…): every picture is read before any is
   * stored, a refused one names its part, and a later refusal takes them all back.
   */
  async function withColourPictures<T>(
    parts: Buffer[],
    write: (stored: StoredImage[]) => Promise<T>,
  ) {
    for (const [i, bytes] of parts.entries()) {
      await inspectImage(bytes).catch((error: unknown) => {
        throw renamedField(error, `image_${i}`);
      });
    }
    const stored: StoredImage[] = [];
    try {
      for (const [i, bytes] of parts.entries()) {
        stored.push(
          await storeUpload(bytes, pictures).catch((error: unknown) => {
            throw renamedField(error, `image_${i}`);
          }),
        );
      }
      return await write(stored);
    } catch (error) {
      await takeBack(stored);
      throw error;
    }
  }

  /** The stored pictures of one that nothing shows any more (a replaced or deleted product's). */
  async function forget(released: ReleasedPicture | null) {
    const name = released && pictureNameOf(released.image_url);
    if (!released || !name) return;
    if (!(await stock.isPictureUnused(released.image_url))) return;
    const names = [name, ...released.thumbnails.map((t) => pictureNameOf(t.url))].filter(
      (n): n is string => n !== null,
    );
    await pictures
      .remove(names)
      .catch((error: unknown) =>
        app.log.warn({ err: error }, 'could not remove replaced pictures'),
      );
  }

  return { withPicture, withColourPictures, forget };
}

import type { ImageRef } from '@poshak/shared-api/schemas';
import type { Thumbnail } from '../db/schema';

/** The image columns a listing selects, turned into the API's responsive picture. */
export interface ImageColumns {
  image_url: string;
  width: number | null;
  height: number | null;
  thumbnails: Thumbnail[] | null;
}

export function toImageRef(row: ImageColumns): ImageRef {
  return {
    url: row.image_url,
    width: row.width,
    height: row.height,
    thumbnails: row.thumbnails ?? [],
  };
}

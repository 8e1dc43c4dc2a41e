/**
 * A picture's name as the shop generates them: lower-case letters and digits in hyphenated runs
 * (`<uuid>.png`, `<uuid>-400.webp`, `demo-kurta-red.webp`) and one known extension. No dots
 * elsewhere, no slashes, no `%`: a name outside this never reaches a folder or the database.
 */
const PICTURE_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*\.(jpg|png|webp|avif)$/;
const MAX_NAME_LENGTH = 120;

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
};

export const isPictureName = (name: string) =>
  name.length <= MAX_NAME_LENGTH && PICTURE_NAME.test(name);

/** The content type a picture is served with, from its (checked) name's extension. */
export function contentTypeOf(name: string): string | undefined {
  const ext = PICTURE_NAME.exec(name)?.[1];
  return ext ? CONTENT_TYPES[ext] : undefined;
}

export function requirePictureName(name: string): string {
  if (!isPictureName(name)) throw new Error(`not a picture name: ${JSON.stringify(name)}`);
  return name;
}

/** Where pictures are served: `/uploads/<name>`. */
export const UPLOADS_URL = '/uploads';

/** The name of a picture the shop serves, from its URL; null for any other URL. */
export function pictureNameOf(url: string): string | null {
  const prefix = `${UPLOADS_URL}/`;
  if (!url.startsWith(prefix)) return null;
  const name = url.slice(prefix.length);
  return isPictureName(name) ? name : null;
}

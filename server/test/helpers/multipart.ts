import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

export interface FilePart {
  filename: string;
  contentType: string;
  data: Buffer;
}

/** A multipart/form-data body as a browser's FormData would send it. */
export function multipart(fields: Record<string, string | number | FilePart | undefined>): {
  payload: Buffer;
  headers: { 'content-type': string };
} {
  const boundary = `----poshak${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (typeof value === 'object') {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${value.filename}"\r\n` +
            `Content-Type: ${value.contentType}\r\n\r\n`,
        ),
        value.data,
        Buffer.from('\r\n'),
      );
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
        ),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A real picture of the given format and size. */
export async function picture(
  format: 'png' | 'jpeg' | 'webp' | 'avif' | 'gif',
  width = 900,
  height = 1100,
): Promise<FilePart> {
  const data = await sharp({
    create: { width, height, channels: 3, background: { r: 180, g: 40, b: 60 } },
  })
    .toFormat(format)
    .toBuffer();
  return { filename: `photo.${format}`, contentType: `image/${format}`, data };
}

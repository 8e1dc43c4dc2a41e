import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { drivers, shopForTests } from '../helpers/build';
import { multipart, picture, type FilePart } from '../helpers/multipart';
import { countRows } from './helpers/order-audit';

/** A PNG of random pixels: it cannot be compressed below its 6 MB. */
async function sixMegabytePng(): Promise<FilePart> {
  const width = 1500;
  const height = 1400;
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 4)
    pixels.writeUInt32LE((Math.random() * 2 ** 32) >>> 0, i);
  const data = await sharp(pixels, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
  return { filename: 'big.png', contentType: 'image/png', data };
}

const SVG_WITH_SCRIPT = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="400" height="400">' +
    '<script>alert(document.cookie)</script><rect width="400" height="400" fill="red"/></svg>',
);

describe.each(drivers)('refused uploads on %s', (driver) => {
  const { t, c } = shopForTests(driver);
  let jpeg: FilePart;
  beforeAll(async () => {
    jpeg = await picture('jpeg', 300, 400);
  });

  /** What the shop stores pictures in (UPLOAD_DIR on PGlite, the database on PostgreSQL). */
  const stored = async () => (await t.app.pictures.list()).sort();

  const fields = () => ({
    product_code: 'UP-1',
    product_name: 'Upload test shirt',
    category_id: c.category('Shirts'),
    color_id: c.color('Red'),
    size_id: c.size('M'),
    brand_id: c.brand,
    price: 900,
    quantity: 4,
    operation_type_id: 2,
    image_priority_id: 1,
  });

  const cases: [string, () => Promise<FilePart>, number, RegExp][] = [
    [
      'a text file named .jpg',
      async () => ({
        filename: 'photo.jpg',
        contentType: 'image/jpeg',
        data: Buffer.from('just some text, not a picture\n'.repeat(40)),
      }),
      415,
      /image: not a JPEG, PNG, WebP or AVIF/,
    ],
    [
      'an SVG carrying a script',
      async () => ({ filename: 'logo.svg', contentType: 'image/svg+xml', data: SVG_WITH_SCRIPT }),
      415,
      /image: svg files are not accepted/,
    ],
    [
      'an SVG carrying a script, named .png',
      async () => ({ filename: 'logo.png', contentType: 'image/png', data: SVG_WITH_SCRIPT }),
      415,
      /image: svg files are not accepted/,
    ],
    ['a 6 MB picture', sixMegabytePng, 413, /image: the file is larger than 5 MB/],
    [
      'a path-traversal file name',
      async () => ({ ...jpeg, filename: '../../../../tmp/poshak-escape.jpg' }),
      400,
      /image: .*file name/,
    ],
    [
      'a Windows path-traversal file name',
      async () => ({ ...jpeg, filename: '..\\..\\poshak-escape.jpg' }),
      400,
      /image: .*file name/,
    ],
    [
      'an empty file',
      async () => ({ filename: 'empty.jpg', contentType: 'image/jpeg', data: Buffer.alloc(0) }),
      400,
      /image: the file is empty/,
    ],
  ];

  it.each(cases)(
    '%s is refused with a clear 4xx and nothing is written',
    async (_what, file, status, message) => {
      const admin = await t.auth('admin');
      const existing = await c.addStock({ product_code: 'UP-0', product_name: 'Existing entry' });
      const image = await file();
      const before = await stored();
      const entries = await countRows(t.shop.db, 'transactions');

      for (const [method, url, extra] of [
        ['POST', '/api/producttraces/post', {}],
        [
          'PUT',
          '/api/producttraces/updateProductTraceImageTransactionByIDs',
          { id_transaction: existing },
        ],
      ] as const) {
        const form = multipart({ ...fields(), ...extra, image });
        const reply = await t.app.inject({
          method,
          url,
          payload: form.payload,
          headers: { ...form.headers, ...admin },
        });
        expect({ url, status: reply.statusCode }).toEqual({ url, status });
        expect(reply.json()).toEqual({
          statusCode: status,
          error: expect.any(String),
          message: expect.stringMatching(message),
        });
      }

      expect(await stored()).toEqual(before);
      expect(await countRows(t.shop.db, 'transactions')).toBe(entries);
      expect(existsSync('/tmp/poshak-escape.jpg')).toBe(false);
      expect(existsSync(path.resolve(t.config.uploadDir, '..', '..', 'poshak-escape.jpg'))).toBe(
        false,
      );
    },
  );

  it('the same picture under a plain name is accepted (the refusals above are about the file, not the form)', async () => {
    const admin = await t.auth('admin');
    const before = (await stored()).length;
    const form = multipart({ ...fields(), product_code: 'UP-OK', image: jpeg });
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/producttraces/post',
      payload: form.payload,
      headers: { ...form.headers, ...admin },
    });
    expect(reply.statusCode).toBe(200);
    // The original under a generated name plus its WebP thumbnails, all in the picture store.
    const added = (await stored()).length - before;
    expect(added).toBeGreaterThanOrEqual(2);
    const url = (reply.json() as { image: { url: string } }).image.url;
    expect(url).toMatch(/^\/uploads\/[0-9a-f-]{36}\.jpg$/);
  });
});

import { deflateSync, crc32 } from 'node:zlib';
import { expect, type APIRequestContext } from '@playwright/test';
import type { ShopServer } from '../../harness/shop-server';

/**
 * The calls these journeys make to set the stage, through the shop's public API as a staff
 * member would (no back door into the database).
 */

/** A small solid-colour PNG made here (the e2e package has no image library). */
export function png(
  width = 64,
  height = 80,
  rgb: [number, number, number] = [200, 40, 90],
): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3).fill(Buffer.from(rgb))]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export interface Staff {
  username: string;
  password: string;
  token: string;
  /** The sign-in reply, as the back-office keeps it. */
  session: Record<string, unknown>;
}

/** A new admin, signed up with the code the server mailed to the owner (no server restart). */
export async function signUpAdmin(request: APIRequestContext, shop: ShopServer): Promise<Staff> {
  const username = `sec${Date.now().toString(36)}`;
  const password = 'security-pass-1';
  const email = `${username}@poshak.test`;
  const mailsBefore = shop.outbox().length;
  expect((await request.post('/api/auth/otp', { data: { email } })).status()).toBe(200);
  await expect.poll(() => shop.outbox().length).toBeGreaterThan(mailsBefore);
  const mail = shop.outbox().at(-1)?.text ?? '';
  const code = /Sign-up code: (\d{6})/.exec(mail)?.[1];
  expect(code).toBeDefined();
  const signup = await request.post('/api/auth/signup', {
    data: { username, USERemail: email, OTP: code, password, roles: ['admin'] },
  });
  expect(signup.status()).toBe(200);
  const signin = await request.post('/api/auth/signin', { data: { username, password } });
  expect(signin.status()).toBe(200);
  const session = (await signin.json()) as Record<string, unknown>;
  return { username, password, token: String(session.accessToken), session };
}

const firstId = async (request: APIRequestContext, path: string, field: string) => {
  const rows = (await (await request.get(path)).json()) as Record<string, number>[];
  const id = rows[0]?.[field];
  if (id === undefined) throw new Error(`${path} is empty`);
  return id;
};

/** Adds a stock entry through the Add Product call (multipart, with a picture). */
export async function addProduct(
  request: APIRequestContext,
  staff: Staff,
  productName: string,
): Promise<{ id_transaction: number; id_product_trace: number }> {
  const reply = await request.post('/api/producttraces/post', {
    headers: { authorization: `Bearer ${staff.token}` },
    multipart: {
      product_code: `SEC-${Date.now().toString(36)}`,
      product_name: productName,
      category_id: String(await firstId(request, '/api/categorys/getAll', 'id_category')),
      color_id: String(await firstId(request, '/api/colors/getAll', 'id_color')),
      size_id: String(await firstId(request, '/api/sizes/getAll', 'id_size')),
      brand_id: String(await firstId(request, '/api/brands/getAll', 'id_brand')),
      price: '1500',
      quantity: '20',
      operation_type_id: '2',
      image_priority_id: '1',
      image: { name: 'shirt.png', mimeType: 'image/png', buffer: png() },
    },
  });
  expect(reply.status(), await reply.text()).toBe(200);
  return (await reply.json()) as { id_transaction: number; id_product_trace: number };
}

import { expect, type APIRequestContext } from '@playwright/test';
import { png } from '../../harness/images';
import type { ShopServer } from '../../harness/shop-server';

/**
 * The calls these journeys make to set the stage, through the shop's public API as a staff
 * member would (no back door into the database).
 */

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
  expect((await request.post('/api/auth/otp', { data: { email, role: 'admin' } })).status()).toBe(
    200,
  );
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
      image: { name: 'shirt.png', mimeType: 'image/png', buffer: await png() },
    },
  });
  expect(reply.status(), await reply.text()).toBe(200);
  return (await reply.json()) as { id_transaction: number; id_product_trace: number };
}

import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { PRIORITY } from '@poshak/shared-api/schemas';
import { auditLog } from '../../../src/db/schema';
import { drivers, shopForTests } from '../../helpers/build';
import { multipart, picture, type FilePart } from '../../helpers/multipart';

describe.each(drivers)('stock entries on %s', (driver) => {
  const { t, c } = shopForTests(driver);

  /** The pictures stored (UPLOAD_DIR on PGlite, the database on PostgreSQL). */
  const uploads = async () => (await t.app.pictures.list()).sort();
  const form = (overrides: Record<string, string | number | FilePart | undefined> = {}) => ({
    product_code: 'PNJ-100',
    product_name: 'Eid Silk Panjabi',
    category_id: c.category('Shirts'),
    color_id: c.color('White'),
    size_id: c.size('L'),
    brand_id: c.brand,
    material_id: c.material,
    type: 'Festive',
    model: '',
    price: 3200,
    quantity: 12,
    operation_type_id: 2,
    image_priority_id: PRIORITY.collection,
    ...overrides,
  });
  const send = async (
    method: 'POST' | 'PUT',
    fields: Record<string, string | number | FilePart | undefined>,
    role: 'admin' | 'seller' | 'moderator' | null = 'seller',
  ) => {
    const body = multipart(fields);
    return t.app.inject({
      method,
      url:
        method === 'POST'
          ? '/api/producttraces/post'
          : '/api/producttraces/updateProductTraceImageTransactionByIDs',
      payload: body.payload,
      headers: { ...body.headers, ...(role ? await t.auth(role) : {}) },
    });
  };

  it('adds a stock entry from the Add Product form, with WebP thumbnails never upscaled', async () => {
    const reply = await send('POST', { ...form(), image: await picture('png', 900, 1100) });
    expect(reply.statusCode).toBe(200);
    const entry = reply.json();
    expect(entry).toMatchObject({
      product_code: 'PNJ-100',
      product_name: 'Eid Silk Panjabi',
      category_name: 'Shirts',
      color_name: 'White',
      size_name: 'L',
      brand_name: 'Padma Wear',
      material_name: 'Cotton',
      price: 3200,
      quantity: 12,
      operation_type_id: 2,
      image_priority_id: 1,
      priority: 'Collection',
      model: null,
      type: 'Festive',
      media_type: 'image',
    });
    expect(entry.image).toMatchObject({ width: 900, height: 1100 });
    expect(entry.image.url).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png$/);
    expect(entry.image.thumbnails.map((th: { width: number }) => th.width)).toEqual([
      200, 400, 800,
    ]);

    for (const { url, width } of entry.image.thumbnails as { url: string; width: number }[]) {
      const file = await t.app.inject({ method: 'GET', url });
      expect(file.statusCode).toBe(200);
      expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(file.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'webp', width });
    }

    // It shows in the storefront grid at once.
    const grid = await t.app.inject({
      method: 'GET',
      url: '/api/storefront/products?q=silk%20panj',
    });
    expect(grid.json().items).toEqual([
      expect.objectContaining({ id_transaction: entry.id_transaction, stock: 12, price: 3200 }),
    ]);
  });

  it.each(['jpeg', 'webp', 'avif'] as const)('accepts a %s picture', async (format) => {
    const reply = await send('POST', {
      ...form({ product_code: `FMT-${format}` }),
      image: await picture(format, 300, 300),
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().image.thumbnails).toEqual([expect.objectContaining({ width: 200 })]);
  });

  const refusals: [string, () => Promise<FilePart>, number, string][] = [
    [
      'a text file named .jpg',
      async () => ({
        filename: 'x.jpg',
        contentType: 'image/jpeg',
        data: Buffer.from('hello, not a picture'),
      }),
      415,
      'image',
    ],
    [
      'an SVG carrying a script',
      async () => ({
        filename: 'evil.svg',
        contentType: 'image/svg+xml',
        data: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script><rect width="10" height="10"/></svg>',
        ),
      }),
      415,
      'image',
    ],
    ['a GIF', () => picture('gif', 50, 50), 415, 'gif'],
    [
      'an empty file',
      async () => ({ filename: 'empty.png', contentType: 'image/png', data: Buffer.alloc(0) }),
      400,
      'image',
    ],
    [
      'a 6 MB file',
      async () => {
        const png = await picture('png', 40, 40);
        return { ...png, data: Buffer.concat([png.data, Buffer.alloc(6 * 1024 * 1024, 1)]) };
      },
      413,
      '5 MB',
    ],
    [
      'a path-traversal file name',
      async () => ({ ...(await picture('png', 40, 40)), filename: '../../../etc/passwd.png' }),
      400,
      'image',
    ],
  ];

  it.each(refusals)('handles %s safely', async (_name, make, status, words) => {
    const before = await uploads();
    const reply = await send('POST', {
      ...form({ product_code: `BAD-${status}` }),
      image: await make(),
    });
    expect(reply.statusCode).toBe(status);
    expect(reply.json().message).toContain(words);
    expect(await uploads()).toEqual(before);
  });

  it('refuses a form without a picture, or with a missing field, naming it; nothing stored', async () => {
    const before = await uploads();
    const noPicture = await send('POST', form());
    expect(noPicture.statusCode).toBe(400);
    expect(noPicture.json().message).toContain('image');
    const noName = await send('POST', {
      ...form({ product_name: '' }),
      image: await picture('png', 40, 40),
    });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().message).toContain('product_name');
    const badPrice = await send('POST', {
      ...form({ price: -5 }),
      image: await picture('png', 40, 40),
    });
    expect(badPrice.statusCode).toBe(400);
    expect(badPrice.json().message).toContain('price');
    const unknownCategory = await send('POST', {
      ...form({ category_id: 99999 }),
      image: await picture('png', 40, 40),
    });
    expect(unknownCategory.statusCode).toBe(409);
    expect(unknownCategory.json().message).toContain('category_id');
    expect(await uploads()).toEqual(before);
  });

  it('refuses a price of ৳0 on create and on update (an item given away), naming price', async () => {
    const free = await send('POST', {
      ...form({ price: 0 }),
      image: await picture('png', 40, 40),
    });
    expect(free.statusCode).toBe(400);
    expect(free.json().message).toBe('price: must be at least ৳1');
    const created = (
      await send('POST', {
        ...form({ product_code: 'ZERO-1' }),
        image: await picture('png', 40, 40),
      })
    ).json();
    const update = await send('PUT', {
      ...form({ product_code: 'ZERO-1', price: 0 }),
      id_transaction: created.id_transaction,
    });
    expect(update.statusCode).toBe(400);
    expect(update.json().message).toBe('price: must be at least ৳1');
    // And the database keeps the rule for any writer that is not the API.
    await expect(
      t.shop.db.execute(
        sql`UPDATE transactions SET price = 0 WHERE id_transaction = ${created.id_transaction as number}`,
      ),
    ).rejects.toThrow();
  });

  it('keeps the type in Bengali beside the English one, shown by the product page, and refuses one that hides text', async () => {
    const created = await send('POST', {
      ...form({ product_code: 'TYP-1', type: 'Festive', type_bn: 'উৎসবের' }),
      image: await picture('png', 40, 40),
    });
    expect(created.statusCode).toBe(200);
    const entry = created.json();
    expect(entry).toMatchObject({ type: 'Festive', type_bn: 'উৎসবের' });
    const page = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/storefront/products/${entry.id_product_trace as number}`,
        })
      ).json().product;
    expect(await page()).toMatchObject({ product_type: 'Festive', product_type_bn: 'উৎসবের' });

    const ids = {
      id_transaction: entry.id_transaction,
      id_image: entry.id_image,
      id_product_trace: entry.id_product_trace,
    };
    const changed = await send('PUT', {
      ...form({ product_code: 'TYP-1', type: 'Party', type_bn: 'পার্টি' }),
      ...ids,
    });
    expect(changed.json()).toMatchObject({ type: 'Party', type_bn: 'পার্টি' });
    expect(await page()).toMatchObject({ product_type: 'Party', product_type_bn: 'পার্টি' });

    for (const bad of ['পার্টি\u202e', 'পা\u200bর্টি', 'ক'.repeat(61)]) {
      const refused = await send('PUT', {
        ...form({ product_code: 'TYP-1', type_bn: bad }),
        ...ids,
      });
      expect([bad, refused.statusCode]).toEqual([bad, 400]);
      expect(refused.json().message).toMatch(/^type_bn: /);
    }
    expect(await page()).toMatchObject({ product_type_bn: 'পার্টি' });

    // Left empty, the English type serves both.
    const cleared = await send('PUT', { ...form({ product_code: 'TYP-1', type_bn: '' }), ...ids });
    expect(cleared.json()).toMatchObject({ type: 'Festive', type_bn: null });
    expect(await page()).toMatchObject({ product_type: 'Festive', product_type_bn: null });
  });

  it('needs a token (401) and a catalogue role (403) before reading any upload', async () => {
    const image = await picture('png', 40, 40);
    expect((await send('POST', { ...form(), image }, null)).statusCode).toBe(401);
    expect((await send('POST', { ...form(), image }, 'moderator')).statusCode).toBe(403);
  });

  it('updates every field, replaces the picture and removes the old files', async () => {
    const created = (
      await send('POST', {
        ...form({ product_code: 'UPD-1' }),
        image: await picture('png', 500, 500),
      })
    ).json();
    const oldNames = [
      created.image.url,
      ...created.image.thumbnails.map((th: { url: string }) => th.url),
    ].map((url: string) => url.replace('/uploads/', ''));
    expect(await uploads()).toEqual(expect.arrayContaining(oldNames));

    const reply = await send('PUT', {
      ...form({
        product_code: 'UPD-1',
        product_name: 'Renamed Panjabi',
        price: 2800,
        quantity: 4,
        color_id: c.color('Black'),
        image_priority_id: PRIORITY.bestSeller,
      }),
      id_transaction: created.id_transaction,
      id_image: created.id_image,
      id_product_trace: created.id_product_trace,
      // The old form also sends names; they are ignored.
      category_name: 'Shirts',
      image: await picture('jpeg', 1300, 800),
    });
    expect(reply.statusCode).toBe(200);
    const updated = reply.json();
    expect(updated).toMatchObject({
      id_transaction: created.id_transaction,
      product_name: 'Renamed Panjabi',
      price: 2800,
      quantity: 4,
      color_name: 'Black',
      priority: 'Best Sellers',
    });
    expect(updated.image.url).not.toBe(created.image.url);
    expect(updated.image.thumbnails.map((th: { width: number }) => th.width)).toEqual([
      200, 400, 800, 1200,
    ]);
    expect((await uploads()).filter((name) => oldNames.includes(name))).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: created.image.url })).statusCode).toBe(404);

    const bestSellers = await t.app.inject({
      method: 'GET',
      url: '/api/storefront/products?priority=2',
    });
    expect(
      bestSellers.json().items.map((i: { id_transaction: number }) => i.id_transaction),
    ).toContain(created.id_transaction);
    const grid = await t.app.inject({ method: 'GET', url: '/api/storefront/products?q=Renamed' });
    expect(grid.json().total).toBe(0);
  });

  it('keeps the picture when the update sends none, and refuses mismatched ids', async () => {
    const id = await c.addStock({ product_code: 'UPD-2', product_name: 'Plain Tee' });
    const reply = await send('PUT', {
      ...form({ product_code: 'UPD-2', quantity: 0 }),
      id_transaction: id,
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({ quantity: 0, product_name: 'Eid Silk Panjabi' });
    expect(reply.json().image.url).toMatch(/^\/uploads\/test-/);

    const wrong = await send('PUT', { ...form(), id_transaction: id, id_image: 999999 });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toContain('id_image');
    const missing = await send('PUT', { ...form(), id_transaction: 999999 });
    expect(missing.statusCode).toBe(404);
  });

  it('restocks with a change (+10, -2) added to what the entry holds when saved, audited, never below none', async () => {
    const id = await c.addStock({
      product_code: 'RST-1',
      product_name: 'Restocked Tee',
      quantity: 5,
    });
    const restock = (quantity: string) =>
      send('PUT', { ...form({ product_code: 'RST-1', quantity }), id_transaction: id });
    // An order takes one meanwhile: the change is added to the 4 left, not to the 5 first seen.
    await t.shop.db.execute(sql`UPDATE transactions SET quantity = 4 WHERE id_transaction = ${id}`);
    const added = await restock('+10');
    expect(added.statusCode).toBe(200);
    expect(added.json().quantity).toBe(14);
    expect((await restock(' -2 ')).json().quantity).toBe(12);
    const tooMany = await restock('-13');
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe(
      `quantity: stock entry ${id} holds 12; taking 13 would leave fewer than none`,
    );
    for (const bad of ['+', '10+', '+1.5', 'ten']) {
      const reply = await restock(bad);
      expect(reply.statusCode).toBe(400);
      expect(reply.json().message).toMatch(/^quantity: /);
    }
    // A total is still a total.
    expect((await restock('3')).json().quantity).toBe(3);
    // Each restock is in the audit log as an update of the entry, before and after.
    const entries = await t.shop.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.kind, 'stock'), eq(auditLog.entity_id, String(id))));
    const quantities = entries.map((e) => [
      (e.before as { quantity?: number } | null)?.quantity,
      (e.after as { quantity?: number } | null)?.quantity,
    ]);
    expect(quantities).toEqual(
      expect.arrayContaining([
        [4, 14],
        [14, 12],
        [12, 3],
      ]),
    );
  });

  it('applies simultaneous edits of one entry whole, the last one winning, without duplicates', async () => {
    const id = await c.addStock({ product_code: 'RACE-EDIT', product_name: 'Edited Twice' });
    const replies = await Promise.all(
      [5, 6, 7, 8].map((quantity) =>
        send('PUT', {
          ...form({
            product_code: 'RACE-EDIT',
            product_name: `Edit ${quantity}`,
            quantity,
            price: quantity * 100,
          }),
          id_transaction: id,
        }),
      ),
    );
    expect(replies.every((r) => r.statusCode === 200)).toBe(true);
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/backoffice/stock?id_transaction=${id}`,
      headers: await t.auth('moderator'),
    });
    const rows = list.json().items as { product_name: string; quantity: number; price: number }[];
    expect(rows).toHaveLength(1);
    const row = rows[0];
    // Whichever edit came last, its fields arrived together.
    expect(row?.product_name).toBe(`Edit ${row?.quantity}`);
    expect(row?.price).toBe((row?.quantity ?? 0) * 100);
  });

  it('adds the sizes of one product at the same moment: all saved, one card', async () => {
    const grid = async () =>
      (
        await t.app.inject({ method: 'GET', url: '/api/storefront/products?q=Same%20Moment' })
      ).json();
    const replies = await Promise.all(
      Array.from({ length: 6 }, async () =>
        send('POST', {
          ...form({ product_code: 'SAME-1', product_name: 'Same Moment Kurti' }),
          image: await picture('png', 40, 40),
        }),
      ),
    );
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    const firstId = Math.min(...replies.map((r) => r.json().id_transaction as number));
    expect(await grid()).toMatchObject({ total: 1, items: [{ id_transaction: firstId }] });
  });

  it('deletes an entry no order took from; refuses (409) one an order needs', async () => {
    const free = await c.addStock({ product_code: 'DEL-1', product_name: 'Old Stock' });
    const del = (id: unknown, role: 'seller' | 'moderator' | null = 'seller') =>
      (async () =>
        t.app.inject({
          method: 'DELETE',
          url: '/api/transactionsRouter/deleteTransactionByImageProducttraceByID',
          payload: { id_transaction: id },
          headers: role ? await t.auth(role) : {},
        }))();
    expect((await del(free, null)).statusCode).toBe(401);
    expect((await del(free, 'moderator')).statusCode).toBe(403);
    expect((await del('abc')).statusCode).toBe(400);
    expect((await del(free)).statusCode).toBe(200);
    expect((await del(free)).statusCode).toBe(404);

    const sold = await c.addStock({ product_code: 'DEL-2', product_name: 'Sold Item' });
    await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: {
        customer_name: 'Buyer',
        customer_address: 'Mirpur, Dhaka',
        customer_phone: '01812345678',
        shipping_id: 1,
        lines: [{ id_transaction: sold, quantity: 1 }],
      },
    });
    const refused = await del(sold);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('in use');
    const still = await t.app.inject({
      method: 'GET',
      url: '/api/storefront/products?q=Sold%20Item',
    });
    expect(still.json().total).toBe(1);
  });

  it('pages the stock table newest first, finds by id and by name', async () => {
    const headers = await t.auth('moderator');
    const page = await t.app.inject({
      method: 'GET',
      url: '/api/backoffice/stock?pageSize=3',
      headers,
    });
    expect(page.statusCode).toBe(200);
    const body = page.json();
    expect(body.items).toHaveLength(3);
    const ids = body.items.map((i: { id_transaction: number }) => i.id_transaction);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(body.total).toBeGreaterThanOrEqual(3);

    const byName = await t.app.inject({
      method: 'GET',
      url: '/api/backoffice/stock?q=sold%20ITEM',
      headers,
    });
    expect(byName.json().items.map((i: { product_code: string }) => i.product_code)).toEqual([
      'DEL-2',
    ]);

    expect((await t.app.inject({ method: 'GET', url: '/api/backoffice/stock' })).statusCode).toBe(
      401,
    );
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/backoffice/stock?pageSize=500',
      headers,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('pageSize');
  });

  it('finds by product code, filters by category, colour, size and low stock, sorts by any column', async () => {
    const headers = await t.auth('moderator');
    const get = async (query: string) => {
      const reply = await t.app.inject({
        method: 'GET',
        url: `/api/backoffice/stock?${query}`,
        headers,
      });
      expect([query, reply.statusCode]).toEqual([query, 200]);
      return reply.json() as {
        items: { id_transaction: number; product_code: string; price: number; quantity: number }[];
        total: number;
      };
    };
    const few = await c.addStock({
      product_code: 'FND-010',
      product_name: 'Findable Saree',
      category_id: c.category('Saree'),
      color_id: c.color('Green'),
      size_id: c.size('L'),
      price: 2500,
      quantity: 2,
    });
    const many = await c.addStock({
      product_code: 'FND-011',
      product_name: 'Findable Jeans',
      category_id: c.category('Jeans'),
      color_id: c.color('Green'),
      price: 900,
      quantity: 40,
    });

    expect((await get('q=fnd-010')).items.map((i) => i.id_transaction)).toEqual([few]);
    expect(
      (await get('q=FND-01&sort=product_code&order=asc')).items.map((i) => i.product_code),
    ).toEqual(['FND-010', 'FND-011']);
    expect((await get(`q=${few}`)).items.map((i) => i.id_transaction)).toContain(few);
    expect(
      (await get(`q=findable&category_id=${c.category('Saree')}`)).items.map(
        (i) => i.id_transaction,
      ),
    ).toEqual([few]);
    expect(
      (await get(`q=findable&color_id=${c.color('Green')}&size_id=${c.size('L')}`)).items.map(
        (i) => i.id_transaction,
      ),
    ).toEqual([few]);
    expect((await get(`q=findable&brand_id=${c.brand}`)).total).toBe(2);
    expect((await get('q=findable&low_stock=true')).items.map((i) => i.id_transaction)).toEqual([
      few,
    ]);

    const byPrice = (await get('sort=price&order=asc&pageSize=200')).items.map((i) => i.price);
    expect(byPrice).toEqual([...byPrice].sort((a, b) => a - b));
    const byQuantity = (await get('sort=quantity&order=desc&pageSize=200')).items.map(
      (i) => i.quantity,
    );
    expect(byQuantity).toEqual([...byQuantity].sort((a, b) => b - a));
    const byCategory = (await get('q=findable&sort=category&order=asc')).items.map(
      (i) => i.id_transaction,
    );
    expect(byCategory).toEqual([many, few]); // Jeans before Saree

    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/backoffice/stock?sort=colour',
      headers,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('sort');
  });

  it('keeps the low-stock threshold staff set: read by anyone, set by a catalogue role', async () => {
    const url = '/api/backoffice/stock/low-stock-threshold';
    const read = await t.app.inject({ method: 'GET', url, headers: await t.auth('moderator') });
    expect(read.json()).toEqual({ threshold: 5 });
    const put = async (payload: unknown, role: 'seller' | 'moderator' = 'seller') =>
      t.app.inject({ method: 'PUT', url, payload: payload as object, headers: await t.auth(role) });
    expect((await put({ threshold: 50 }, 'moderator')).statusCode).toBe(403);
    const wrong = await put({ threshold: -1 });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toContain('threshold');
    expect((await put({ threshold: 50 })).json()).toEqual({ threshold: 50 });
    const low = await t.app.inject({
      method: 'GET',
      url: '/api/backoffice/stock?q=findable&low_stock=true',
      headers: await t.auth('moderator'),
    });
    expect(low.json().total).toBe(2);
    await put({ threshold: 5 });
  });

  it('archives an entry an order took from: off the storefront and ordering, kept for staff, restorable', async () => {
    const sold = await c.addStock({ product_code: 'ARC-1', product_name: 'Archivable Kurta' });
    const order = (id: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/orders',
        payload: {
          customer_name: 'Buyer',
          customer_address: 'Mirpur, Dhaka',
          customer_phone: '01812345678',
          shipping_id: 1,
          lines: [{ id_transaction: id, quantity: 1 }],
        },
      });
    expect((await order(sold)).statusCode).toBeLessThan(300);
    const archive = async (archived: unknown, role: 'seller' | 'moderator' = 'seller') =>
      t.app.inject({
        method: 'PUT',
        url: `/api/backoffice/stock/${sold}/archived`,
        payload: { archived } as object,
        headers: await t.auth(role),
      });
    const listed = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/storefront/products?q=Archivable' })).json()
        .total;
    const productId = (
      await t.app.inject({
        method: 'GET',
        url: `/api/backoffice/stock?id_transaction=${sold}`,
        headers: await t.auth('moderator'),
      })
    ).json().items[0].id_product_trace;
    const detail = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/storefront/products/${productId}` }))
        .statusCode;
    expect(await listed()).toBe(1);
    expect(await detail()).toBe(200);

    expect((await archive(true, 'moderator')).statusCode).toBe(403);
    expect((await archive('yes')).statusCode).toBe(400);
    const archived = await archive(true);
    expect(archived.statusCode).toBe(200);
    expect(archived.json()).toMatchObject({ id_transaction: sold, archived: true });
    expect(await listed()).toBe(0);
    expect(await detail()).toBe(404);
    expect((await order(sold)).statusCode).toBeGreaterThanOrEqual(400);
    const staffView = await t.app.inject({
      method: 'GET',
      url: `/api/backoffice/stock?q=ARC-1`,
      headers: await t.auth('moderator'),
    });
    expect(staffView.json().items).toEqual([
      expect.objectContaining({ id_transaction: sold, archived: true }),
    ]);

    expect((await archive(false)).json()).toMatchObject({ archived: false });
    expect(await listed()).toBe(1);
    expect(await detail()).toBe(200);
    expect((await order(sold)).statusCode).toBeLessThan(300);
  });
});

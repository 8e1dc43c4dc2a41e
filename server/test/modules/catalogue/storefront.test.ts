import { sql } from 'drizzle-orm';
import { PRIORITY } from '@poshak/shared-api/schemas';
import { drivers, shopForTests } from '../../helpers/build';

interface Card {
  id_transaction: number;
  id_product_trace: number;
  product_code: string;
  product_name: string;
  category_id: number;
  stock: number;
}

describe.each(drivers)('storefront reads on %s', (driver) => {
  const { t, c } = shopForTests(driver);
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    // One shirt in four colours and two sizes: six stock entries, ONE card.
    for (const colour of ['Red', 'Blue', 'Green', 'Black']) {
      for (const size of colour === 'Red' ? ['M', 'L'] : colour === 'Blue' ? ['M', 'L'] : ['M']) {
        ids[`shirt-${colour}-${size}`] = await c.addStock({
          product_code: 'SH-1',
          product_name: 'Oxford Cotton Shirt',
          color_id: c.color(colour),
          size_id: c.size(size),
        });
      }
    }
    ids.saree = await c.addStock({
      product_code: 'SA-1',
      product_name: 'Dhakai Jamdani Saree',
      // Typed with ড় as one code point: stored in NFC, as the search compares.
      product_name_bn: 'ঢাকাই জামদানি শা\u09dcি',
      category_id: c.category('Saree'),
      price: 8500,
    });
    ids.jeans = await c.addStock({
      product_code: 'JN-1',
      product_name: '100% Cotton_Jeans',
      category_id: c.category('Jeans'),
    });
    ids.polo = await c.addStock({ product_code: 'SH-2', product_name: 'Pique Polo Shirt' });
    ids.bestSeller = await c.addStock({
      product_code: 'SH-1',
      product_name: 'Oxford Cotton Shirt',
      image_priority_id: PRIORITY.bestSeller,
    });
    ids.banner = await c.addStock({
      product_code: 'BNR-1',
      product_name: 'Eid Collection',
      image_priority_id: PRIORITY.banner,
    });
  });

  const list = async (query = '') => {
    const reply = await t.app.inject({ method: 'GET', url: `/api/storefront/products${query}` });
    expect(reply.statusCode).toBe(200);
    return reply.json() as { items: Card[]; total: number; page: number; pageSize: number };
  };

  it('lists the collection grid one card per product code, newest first', async () => {
    const page = await list();
    expect(page).toMatchObject({ total: 4, page: 1, pageSize: 18 });
    expect(page.items.map((i) => i.product_code)).toEqual(['SH-2', 'JN-1', 'SA-1', 'SH-1']);
    // The card of a product is its earliest stock entry.
    expect(page.items.at(-1)?.id_transaction).toBe(ids['shirt-Red-M']);
    expect(page.items[0]).toMatchObject({
      product_name: 'Pique Polo Shirt',
      price: 1000,
      stock: 10,
      type: 'image',
      image: { url: expect.stringMatching(/^\/uploads\//), width: 800, height: 1000 },
    });
  });

  it('pages with the spec page sizes only', async () => {
    const bad = await t.app.inject({ method: 'GET', url: '/api/storefront/products?pageSize=20' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('pageSize');
    const second = await list('?pageSize=18&page=2');
    expect(second).toMatchObject({ items: [], total: 4, page: 2 });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/storefront/products?page=0' })).statusCode,
    ).toBe(400);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/storefront/products?priority=4' }))
        .statusCode,
    ).toBe(400);
  });

  it('filters by category and by case-insensitive name contains', async () => {
    const saree = await list(`?category=${c.category('Saree')}`);
    expect(saree.items.map((i) => i.product_code)).toEqual(['SA-1']);
    expect(saree.total).toBe(1);
    const shirts = await list('?q=SHIRT');
    expect(shirts.items.map((i) => i.product_code).sort()).toEqual(['SH-1', 'SH-2']);
    expect(shirts.total).toBe(2);
    const both = await list(`?q=oxford&category=${c.category('Shirts')}`);
    expect(both.items.map((i) => i.product_code)).toEqual(['SH-1']);
    // A shopper's % and _ are letters, not wildcards.
    expect((await list('?q=100%25')).items.map((i) => i.product_code)).toEqual(['JN-1']);
    expect((await list('?q=n_J')).total).toBe(1);
    expect((await list('?q=%25')).total).toBe(1);
    expect((await list('?q=zzz')).items).toEqual([]);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/storefront/products?category=abc' }))
        .statusCode,
    ).toBe(400);
  });

  it('finds a product by its Bengali name too, however ড় was typed, and returns both names', async () => {
    const composed = encodeURIComponent('শা\u09dcি');
    const decomposed = encodeURIComponent('শা\u09a1\u09bcি');
    for (const q of [composed, decomposed]) {
      const found = await list(`?q=${q}`);
      expect(found.items.map((i) => i.product_code)).toEqual(['SA-1']);
      expect(found.items[0]).toMatchObject({
        product_name: 'Dhakai Jamdani Saree',
        product_name_bn: 'ঢাকাই জামদানি শা\u09a1\u09bcি',
      });
    }
    // A product without a Bengali name is still found by its English one, and says so.
    const polo = await list('?q=pique');
    expect(polo.items[0]).toMatchObject({ product_code: 'SH-2', product_name_bn: null });
  });

  it('the Bengali name has a trigram index like the English one', async () => {
    const indexes = await t.shop.db.execute(
      sql`SELECT indexdef FROM pg_indexes WHERE indexname = 'catalogue_cards_name_bn_trgm'`,
    );
    expect(JSON.stringify(indexes)).toContain('gin_trgm_ops');
  });

  it("tells the cart today's price and units left of its entries, never from a cache", async () => {
    const ask = (ids: string) =>
      t.app.inject({ method: 'GET', url: `/api/storefront/stock?ids=${ids}` });
    // A size's Bengali name comes with it, so the cart names the size in the reader's language.
    const named = await t.app.inject({
      method: 'PUT',
      url: `/api/sizes/updateByID?id_size=${c.size('M')}&size_name=M&size_name_bn=${encodeURIComponent('মাঝারি')}`,
      headers: await t.auth('seller'),
    });
    expect(named.statusCode).toBe(200);
    const reply = await ask(`${ids.saree},${ids.polo},987654,${ids.saree}`);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['cache-control']).toBe('no-store');
    expect(reply.json()).toEqual([
      {
        id_transaction: ids.saree,
        product_name: 'Dhakai Jamdani Saree',
        product_name_bn: 'ঢাকাই জামদানি শা\u09a1\u09bcি',
        price: 8500,
        stock: 10,
        size_name: 'M',
        size_name_bn: 'মাঝারি',
        weight_grams: 500,
      },
      {
        id_transaction: ids.polo,
        product_name: 'Pique Polo Shirt',
        product_name_bn: null,
        price: 1000,
        stock: 10,
        size_name: 'M',
        size_name_bn: 'মাঝারি',
        weight_grams: 500,
      },
    ]);
    for (const bad of ['', 'abc', '1,,2', Array.from({ length: 51 }, (_, i) => i + 1).join(',')]) {
      const refused = await ask(bad);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toContain('ids');
    }
  });

  it('lists best sellers (2) and banners (3) apart from the grid', async () => {
    expect((await list('?priority=2')).items.map((i) => i.id_transaction)).toEqual([
      ids.bestSeller,
    ]);
    expect((await list('?priority=3')).items.map((i) => i.product_name)).toEqual([
      'Eid Collection',
    ]);
  });

  it('keeps the grid and its total right when entries change or go', async () => {
    const extra = await c.addStock({ product_code: 'TMP-1', product_name: 'Temporary Kurti' });
    expect((await list()).total).toBe(5);
    const headers = await t.auth('seller');
    const del = await t.app.inject({
      method: 'DELETE',
      url: '/api/transactionsRouter/deleteTransactionByImageProducttraceByID',
      payload: { id_transaction: extra },
      headers,
    });
    expect(del.statusCode).toBe(200);
    expect((await list()).total).toBe(4);
    // Removing the entry that represents a product moves its card to the next entry.
    const headDelete = await t.app.inject({
      method: 'DELETE',
      url: '/api/transactionsRouter/deleteTransactionByImageProducttraceByID',
      payload: { id_transaction: ids['shirt-Red-M'] },
      headers,
    });
    expect(headDelete.statusCode).toBe(200);
    const after = await list(`?category=${c.category('Shirts')}`);
    expect(after.total).toBe(2);
    expect(after.items.find((i) => i.product_code === 'SH-1')?.id_transaction).toBe(
      ids['shirt-Red-L'],
    );
  });

  it('shows a product with up to 5 other colours (one each) and related items', async () => {
    const card = (await list('?q=oxford')).items[0] as Card;
    const reply = await t.app.inject({
      method: 'GET',
      url: `/api/storefront/products/${card.id_product_trace}`,
    });
    expect(reply.statusCode).toBe(200);
    const detail = reply.json();
    expect(detail.product).toMatchObject({
      product_name: 'Oxford Cotton Shirt',
      category_name: 'Shirts',
      color_name: 'Red',
      size_name: 'L',
      material_name: 'Cotton',
      brand_name: 'Padma Wear',
      product_type: 'Casual',
    });
    expect(detail.product.images.length).toBeGreaterThanOrEqual(1);
    const colours = detail.otherColours.map((o: { color_name: string }) => o.color_name);
    expect(colours.sort()).toEqual(['Black', 'Blue', 'Green']);
    expect(detail.related.map((r: Card) => r.product_code)).toEqual(['SH-2']);

    const missing = await t.app.inject({ method: 'GET', url: '/api/storefront/products/999999' });
    expect(missing.statusCode).toBe(404);
    const bad = await t.app.inject({ method: 'GET', url: '/api/storefront/products/shirt' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('id');
  });

  it('caps other colours at five', async () => {
    for (const colour of ['Red', 'Blue', 'Green', 'Black', 'White', 'Pink', 'Grey']) {
      await c.addStock({
        product_code: 'RAIN-1',
        product_name: 'Rainbow Tee',
        color_id: c.color(colour),
      });
    }
    const card = (await list('?q=rainbow')).items[0] as Card;
    const detail = (
      await t.app.inject({
        method: 'GET',
        url: `/api/storefront/products/${card.id_product_trace}`,
      })
    ).json();
    expect(detail.otherColours).toHaveLength(5);
  });

  it('serves the shop identity the layout shows', async () => {
    const reply = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({ shopName: 'Poshak', supportPhone: expect.any(String) });
    expect(reply.headers['cache-control']).toContain('max-age');
  });

  it('revalidates cheaply (ETag, 304) and compresses large pages', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/storefront/products' });
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/storefront/products',
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    // A sale changes the stock on the card, so the ETag changes with it.
    await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: {
        customer_name: 'Etag Buyer',
        customer_address: 'Uttara, Dhaka',
        customer_phone: '01912345678',
        shipping_id: 1,
        lines: [{ id_transaction: ids.polo, quantity: 1 }],
      },
    });
    const changed = await t.app.inject({
      method: 'GET',
      url: '/api/storefront/products',
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(changed.statusCode).toBe(200);

    const gzip = await t.app.inject({
      method: 'GET',
      url: '/api/storefront/products?pageSize=200',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
  });
});

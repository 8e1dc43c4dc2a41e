import { sql } from 'drizzle-orm';
import { PRIORITY, type ProductDetail } from '@poshak/shared-api/schemas';
import { rowsOf } from '../../../src/db/database';
import { lookupsRepository } from '../../../src/modules/lookups/lookups';
import { stockRepository } from '../../../src/modules/stock/stock';
import { SEARCH_COUNT_CAP } from '../../../src/modules/catalogue/card-lists';
import { drivers, shopForTests } from '../../helpers/build';

interface Card {
  id_transaction: number;
  id_product_trace: number;
  product_code: string;
  price: number;
}
type Page = { items: Card[]; total: number; page: number; pageSize: number };

describe.each(drivers)('storefront sort, price range and sizes on %s', (driver) => {
  const { t, c } = shopForTests(driver);
  /** Product code → price of its card, in the order they were added (oldest first). */
  const prices: [string, number, 'Shirts' | 'Saree'][] = [
    ['P-1', 1200, 'Shirts'],
    ['P-2', 450, 'Shirts'],
    ['P-3', 2500, 'Saree'],
    ['P-4', 800, 'Shirts'],
    ['P-5', 800, 'Saree'],
    ['P-6', 5000, 'Saree'],
  ];
  const sizeIds: Record<string, number> = {};
  /** The kurti's entries by size: its product trace and stock entry. */
  const kurti: Record<string, { trace: number; entry: number }> = {};

  const traceOf = async (idTransaction: number) => {
    const [row] = rowsOf<{ id: number }>(
      await t.shop.db.execute(sql`
        SELECT i.product_trace_id AS id FROM transactions t JOIN images i ON i.id_image = t.image_id
        WHERE t.id_transaction = ${idTransaction}`),
    );
    return Number(row?.id);
  };

  beforeAll(async () => {
    for (const [code, price, category] of prices) {
      await c.addStock({
        product_code: code,
        product_name: `Product ${code}`,
        price,
        category_id: c.category(category),
      });
    }
    // A kurti in red, sizes S, M, L, XL (XL sold out), and in blue (M only).
    const lookups = lookupsRepository(t.shop.db);
    sizeIds.S = Number((await lookups.create('size', 'S', undefined, null)).id_size);
    sizeIds.XL = Number((await lookups.create('size', 'XL', undefined, null)).id_size);
    sizeIds.M = c.size('M');
    sizeIds.L = c.size('L');
    for (const [size, quantity] of [
      ['M', 10],
      ['L', 3],
      ['S', 7],
      ['XL', 0],
    ] as const) {
      const entry = await c.addStock({
        product_code: 'KU-1',
        product_name: 'Cotton Kurti',
        price: 1500,
        color_id: c.color('Red'),
        size_id: sizeIds[size],
        quantity: Math.max(quantity, 1),
      });
      kurti[size] = { trace: await traceOf(entry), entry };
    }
    // Sold out: a stock entry cannot be created at 0, so its last unit is taken.
    await t.shop.db.execute(
      sql`UPDATE transactions SET quantity = 0 WHERE id_transaction = ${kurti.XL?.entry}`,
    );
    const blue = await c.addStock({
      product_code: 'KU-1',
      product_name: 'Cotton Kurti',
      price: 1500,
      color_id: c.color('Blue'),
      size_id: sizeIds.M,
    });
    kurti.blueM = { trace: await traceOf(blue), entry: blue };
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const list = async (query: string): Promise<Page> => {
    const reply = await get(`/api/storefront/products?${query}`);
    expect(reply.statusCode).toBe(200);
    return reply.json() as Page;
  };
  const codes = (page: Page) => page.items.map((i) => i.product_code);

  it('sorts the grid newest first by default, and by price both ways (ties: entry order)', async () => {
    expect(codes(await list(''))).toEqual(['KU-1', 'P-6', 'P-5', 'P-4', 'P-3', 'P-2', 'P-1']);
    expect(codes(await list('sort=newest'))).toEqual(codes(await list('')));
    expect(codes(await list('sort=price-asc'))).toEqual([
      'P-2',
      'P-4',
      'P-5',
      'P-1',
      'KU-1',
      'P-3',
      'P-6',
    ]);
    expect(codes(await list('sort=price-desc'))).toEqual([
      'P-6',
      'P-3',
      'KU-1',
      'P-1',
      'P-5',
      'P-4',
      'P-2',
    ]);
    // The plain total comes from the counters, whatever the order.
    expect((await list('sort=price-desc')).total).toBe(7);
  });

  it('filters by a price range, both ends included, with and without a category and a sort', async () => {
    const ranged = await list('min=800&max=2500');
    expect(codes(ranged)).toEqual(['KU-1', 'P-5', 'P-4', 'P-3', 'P-1']);
    expect(ranged.total).toBe(5);
    expect(codes(await list('min=2000'))).toEqual(['P-6', 'P-3']);
    expect(codes(await list('max=800&sort=price-desc'))).toEqual(['P-5', 'P-4', 'P-2']);
    const saree = await list(`category=${c.category('Saree')}&min=800&max=2500&sort=price-asc`);
    expect(codes(saree)).toEqual(['P-5', 'P-3']);
    expect(saree.total).toBe(2);
    expect(codes(await list(`category=${c.category('Shirts')}&sort=price-desc`))).toEqual([
      'KU-1',
      'P-1',
      'P-4',
      'P-2',
    ]);
    expect((await list('min=6000')).items).toEqual([]);
    expect((await list('min=6000')).total).toBe(0);
    // With a name search.
    expect(codes(await list('q=product&min=1000&sort=price-asc'))).toEqual(['P-1', 'P-3', 'P-6']);
    // Best sellers keep their own list: no card of the grid's range there.
    expect((await list(`priority=${PRIORITY.bestSeller}&min=1`)).total).toBe(0);
    expect(SEARCH_COUNT_CAP).toBeGreaterThanOrEqual(1000);
  });

  it("follows a product's price when staff change it", async () => {
    const [card] = (await list('max=450')).items;
    if (!card) throw new Error('no card at ৳450 or less');
    expect(card.product_code).toBe('P-2');
    const stock = stockRepository(t.shop.db);
    await stock.update(
      card.id_transaction,
      {
        product_code: 'P-2',
        product_name: 'Product P-2',
        category_id: c.category('Shirts'),
        color_id: c.color('Red'),
        size_id: c.size('M'),
        brand_id: c.brand,
        material_id: c.material,
        price: 9000,
        quantity: 10,
        operation_type_id: 2,
        image_priority_id: PRIORITY.collection,
        type: 'Casual',
        model: null,
      },
      null,
      null,
    );
    expect(codes(await list('sort=price-desc')).slice(0, 2)).toEqual(['P-2', 'P-6']);
    expect(codes(await list('min=9000'))).toEqual(['P-2']);
    expect((await list('max=450')).items).toEqual([]);
  });

  it.each([
    ['sort=cheapest', 'sort'],
    ['sort=', 'sort'],
    ['min=-1', 'min'],
    ['min=abc', 'min'],
    ['max=1.5', 'max'],
    ['max=1000001', 'max'],
    ['min=2000&max=1000', 'max'],
  ])('refuses %s with a 400 naming %s', async (query, field) => {
    const reply = await get(`/api/storefront/products?${query}`);
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toContain(field);
  });

  it('gives the sizes of this code and colour with their stock, in the sizes’ order', async () => {
    const reply = await get(`/api/storefront/products/${kurti.L?.trace}`);
    expect(reply.statusCode).toBe(200);
    const detail = reply.json() as ProductDetail;
    expect(detail.product).toMatchObject({ size_name: 'L', color_name: 'Red', stock: 3 });
    expect(detail.sizes).toEqual([
      {
        id_product_trace: kurti.M?.trace,
        id_transaction: kurti.M?.entry,
        size_name: 'M',
        size_name_bn: null,
        stock: 10,
      },
      {
        id_product_trace: kurti.L?.trace,
        id_transaction: kurti.L?.entry,
        size_name: 'L',
        size_name_bn: null,
        stock: 3,
      },
      {
        id_product_trace: kurti.S?.trace,
        id_transaction: kurti.S?.entry,
        size_name: 'S',
        size_name_bn: null,
        stock: 7,
      },
      {
        id_product_trace: kurti.XL?.trace,
        id_transaction: kurti.XL?.entry,
        size_name: 'XL',
        size_name_bn: null,
        stock: 0,
      },
    ]);
    // Each size's page gives the same list; the blue kurti has its own.
    const m = (await get(`/api/storefront/products/${kurti.M?.trace}`)).json() as ProductDetail;
    expect(m.sizes).toEqual(detail.sizes);
    const blue = (
      await get(`/api/storefront/products/${kurti.blueM?.trace}`)
    ).json() as ProductDetail;
    expect(blue.sizes).toEqual([
      {
        id_product_trace: kurti.blueM?.trace,
        id_transaction: kurti.blueM?.entry,
        size_name: 'M',
        size_name_bn: null,
        stock: 10,
      },
    ]);
    expect(blue.otherColours.map((o) => o.color_name)).toEqual(['Red']);
  });

  it('leaves an archived size out, and a sold-out size in', async () => {
    const stock = stockRepository(t.shop.db);
    const small = kurti.S?.entry ?? 0;
    await stock.setArchived(small, true, null);
    const detail = (
      await get(`/api/storefront/products/${kurti.M?.trace}`)
    ).json() as ProductDetail;
    expect(detail.sizes.map((s) => s.size_name)).toEqual(['M', 'L', 'XL']);
    expect(detail.sizes.find((s) => s.size_name === 'XL')?.stock).toBe(0);
    await stock.setArchived(small, false, null);
  });

  it('shows a size sold out by an order at once (the cached detail is emptied)', async () => {
    const before = (
      await get(`/api/storefront/products/${kurti.M?.trace}`)
    ).json() as ProductDetail;
    expect(before.sizes.find((s) => s.size_name === 'L')?.stock).toBe(3);
    const order = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: {
        customer_name: 'Size Shopper',
        customer_address: 'House 1, Road 2, Dhanmondi, Dhaka',
        customer_phone: '01712345678',
        shipping_id: 1,
        lines: [{ id_transaction: kurti.L?.entry, quantity: 3 }],
      },
    });
    expect(order.statusCode).toBeLessThan(300);
    const after = (await get(`/api/storefront/products/${kurti.M?.trace}`)).json() as ProductDetail;
    expect(after.sizes.find((s) => s.size_name === 'L')?.stock).toBe(0);
  });
});

import { sql } from 'drizzle-orm';
import { PRIORITY } from '@poshak/shared-api/schemas';
import { lookupsRepository } from '../../../src/modules/lookups/lookups';
import { stockRepository } from '../../../src/modules/stock/stock';
import { fakePicture } from '../../helpers/catalogue';
import { drivers, shopForTests } from '../../helpers/build';
import { multipart, picture, type FilePart } from '../../helpers/multipart';

describe.each(drivers)('a product in all its variants on %s', (driver) => {
  const { t, c } = shopForTests(driver);
  let xl = 0;
  beforeAll(async () => {
    xl = Number((await lookupsRepository(t.shop.db).create('size', 'XL', undefined, null)).id_size);
  });

  const uploads = async () => (await t.app.pictures.list()).sort();
  /** What the shop holds: stock entries, product rows, image rows, cards, the entries counter. */
  const rows = async () => {
    const count = async (query: ReturnType<typeof sql>) => {
      const result = (await t.shop.db.execute(query)) as unknown as { rows: { n: unknown }[] };
      return Number(result.rows[0]?.n);
    };
    return {
      entries: await count(sql`SELECT count(*) AS n FROM transactions WHERE invoice_no IS NULL`),
      traces: await count(sql`SELECT count(*) AS n FROM product_traces`),
      images: await count(sql`SELECT count(*) AS n FROM images`),
      cards: await count(sql`SELECT count(*) AS n FROM catalogue_cards`),
      counter: await count(
        sql`SELECT coalesce(sum(value), 0) AS n FROM counters WHERE name LIKE 'stock%'`,
      ),
    };
  };
  const grid = () => [
    {
      color_id: c.color('Red'),
      sizes: [
        { size_id: c.size('M'), quantity: 4 },
        { size_id: c.size('L'), quantity: 6 },
        { size_id: xl, quantity: 0 },
      ],
    },
    {
      color_id: c.color('Blue'),
      sizes: [
        { size_id: c.size('M'), quantity: 3 },
        { size_id: c.size('L'), quantity: 2 },
        { size_id: xl, quantity: 1 },
      ],
    },
  ];
  const fields = (overrides: Record<string, string | number | FilePart | undefined> = {}) => ({
    product_code: 'VAR-100',
    product_name: 'Khadi Panjabi',
    product_name_bn: 'খাদি পাঞ্জাবি',
    category_id: c.category('Shirts'),
    brand_id: c.brand,
    material_id: c.material,
    price: 2450,
    image_priority_id: PRIORITY.collection,
    variants: JSON.stringify(grid()),
    ...overrides,
  });
  const send = async (
    body: Record<string, string | number | FilePart | undefined>,
    role: 'admin' | 'seller' | 'moderator' = 'seller',
  ) => {
    const form = multipart(body);
    return t.app.inject({
      method: 'POST',
      url: '/api/backoffice/stock/variants',
      payload: form.payload,
      headers: { ...form.headers, ...(await t.auth(role)) },
    });
  };

  it('saves 2 colours × 3 sizes as six stock entries, one picture per colour, one card', async () => {
    const before = await rows();
    const reply = await send({
      ...fields(),
      image_0: await picture('png', 300, 400),
      image_1: await picture('jpeg', 300, 400),
    });
    expect(reply.statusCode).toBe(200);
    const created = reply.json();
    expect(created.product_code).toBe('VAR-100');
    expect(created.entries).toHaveLength(6);
    const after = await rows();
    expect(after.entries - before.entries).toBe(6);
    expect(after.traces - before.traces).toBe(6);
    expect(after.images - before.images).toBe(6);
    expect(after.cards - before.cards).toBe(1);

    // The stock table lists the six, each with its colour, size, quantity and the shared fields.
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/backoffice/stock?q=VAR-100&pageSize=20',
      headers: await t.auth('moderator'),
    });
    const items = list.json().items as {
      color_name: string;
      size_name: string;
      quantity: number;
      price: number;
      product_name_bn: string;
      image: { url: string };
    }[];
    expect(list.json().total).toBe(6);
    expect(items.map((i) => `${i.color_name} ${i.size_name} ${i.quantity}`).sort()).toEqual([
      'Blue L 2',
      'Blue M 3',
      'Blue XL 1',
      'Red L 6',
      'Red M 4',
      'Red XL 0',
    ]);
    expect(new Set(items.map((i) => i.price))).toEqual(new Set([2450]));
    expect(new Set(items.map((i) => i.product_name_bn))).toEqual(new Set(['খাদি পাঞ্জাবি']));
    // One picture per colour: the three Red entries show one, the three Blue another.
    const pictureOf = (colour: string) =>
      new Set(items.filter((i) => i.color_name === colour).map((i) => i.image.url));
    expect(pictureOf('Red').size).toBe(1);
    expect(pictureOf('Blue').size).toBe(1);
    expect([...pictureOf('Red')][0]).not.toBe([...pictureOf('Blue')][0]);

    // The storefront shows the product with its other colour.
    const red = created.entries[0];
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/storefront/products/${red.id_product_trace}`,
    });
    expect(detail.statusCode).toBe(200);
    expect(JSON.stringify(detail.json())).toContain('Khadi Panjabi');
  });

  it('refuses any bad field naming it, and writes nothing (no rows, no pictures)', async () => {
    const png = await picture('png', 40, 40);
    const before = await rows();
    const storedBefore = await uploads();
    const withGrid = (g: unknown) => ({
      ...fields(),
      variants: JSON.stringify(g),
      image_0: png,
      image_1: png,
    });
    const cases: [Record<string, string | number | FilePart | undefined>, number, string][] = [
      [{ ...fields({ product_name: '' }), image_0: png, image_1: png }, 400, 'product_name'],
      [{ ...fields({ price: 0 }), image_0: png, image_1: png }, 400, 'price'],
      [{ ...fields({ variants: '[{"color_id":' }), image_0: png }, 400, 'variants'],
      [{ ...fields({ variants: '[]' }), image_0: png }, 400, 'variants'],
      [
        withGrid(
          grid().map((g, i) => (i === 1 ? { ...g, sizes: [{ size_id: xl, quantity: -1 }] } : g)),
        ),
        400,
        'variants.1.sizes.0.quantity',
      ],
      [withGrid([grid()[0], { ...grid()[1], color_id: grid()[0]?.color_id }]), 400, 'variants'],
      [withGrid([grid()[0], { ...grid()[1], color_id: 987654 }]), 400, 'variants.1.color_id'],
      [
        withGrid([grid()[0], { ...grid()[1], sizes: [{ size_id: 987654, quantity: 1 }] }]),
        400,
        'variants.1.sizes.0.size_id',
      ],
      [{ ...fields(), image_0: png }, 400, 'image_1'],
      [
        {
          ...fields(),
          image_0: png,
          image_1: {
            filename: 'x.txt',
            contentType: 'text/plain',
            data: Buffer.from('not a picture'),
          },
        },
        415,
        'image_1',
      ],
      [{ ...fields(), image_0: png, image_1: png, image_2: png }, 400, 'image_2'],
      // The lines are written before the brand is found missing: the transaction takes them back.
      [{ ...fields({ brand_id: 987654 }), image_0: png, image_1: png }, 409, 'brand_id'],
    ];
    for (const [body, status, field] of cases) {
      const reply = await send(body);
      expect([field, reply.statusCode]).toEqual([field, status]);
      expect(reply.json().message).toContain(field);
    }
    expect(await rows()).toEqual(before);
    expect(await uploads()).toEqual(storedBefore);
  });

  it('is for admin and seller: a moderator is refused (403), nothing written', async () => {
    const png = await picture('png', 40, 40);
    const before = await rows();
    const reply = await send(
      { ...fields({ product_code: 'VAR-MOD' }), image_0: png, image_1: png },
      'moderator',
    );
    expect(reply.statusCode).toBe(403);
    expect(await rows()).toEqual(before);
    const admin = await send(
      { ...fields({ product_code: 'VAR-ADM' }), image_0: png, image_1: png },
      'admin',
    );
    expect(admin.statusCode).toBe(200);
  });

  it('writes nothing when work joined to its transaction fails (where the audit record goes)', async () => {
    const before = await rows();
    const saving = stockRepository(t.shop.db).createVariants(
      {
        product_code: 'VAR-AUDIT',
        product_name: 'Audited panjabi',
        product_name_bn: null,
        category_id: c.category('Shirts'),
        brand_id: c.brand,
        price: 1200,
        image_priority_id: PRIORITY.collection,
      },
      grid(),
      [fakePicture('audit-red'), fakePicture('audit-blue')],
      async (_tx, created) => {
        expect(created.entries).toHaveLength(6);
        throw new Error('the audit record was refused');
      },
    );
    await expect(saving).rejects.toThrow('the audit record was refused');
    expect(await rows()).toEqual(before);
  });
});

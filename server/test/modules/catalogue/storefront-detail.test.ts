import { and, asc, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { OPERATION, PRIORITY, type ProductDetail } from '@poshak/shared-api/schemas';
import type { Database } from '../../../src/db/database';
import { catalogueCards, images, productTraces, transactions } from '../../../src/db/schema';
import { toImageRef } from '../../../src/lib/image-ref';
import { lookupNames } from '../../../src/modules/lookups/lookup-names';
import { cardColumns, toCard } from '../../../src/modules/catalogue/product-cards';
import { storefrontRepository } from '../../../src/modules/catalogue/storefront';
import { drivers, shopForTests } from '../../helpers/build';

/**
 * The product page as it was read before it became one statement (four statements, the last
 * three in parallel), kept here as the reference the one statement must equal.
 */
/** A colour's or material's Bengali name, read as its own key lookup. */
const bengaliName = (table: 'colors' | 'materials', kind: 'color' | 'material', fk: AnyPgColumn) =>
  sql<string | null>`(SELECT ${sql.raw(`${kind}_name_bn`)} FROM ${sql.raw(table)} WHERE ${sql.raw(
    `id_${kind}`,
  )} = ${fk})`;

function referenceDetail(db: Database) {
  const isListed = and(
    eq(transactions.operation_type_id, OPERATION.stockEntry),
    isNull(transactions.invoice_no),
  );
  return async (id: number): Promise<ProductDetail | 'not found'> => {
    const [row] = await db
      .select({
        ...cardColumns,
        model: productTraces.model,
        product_type: productTraces.type,
        product_type_bn: productTraces.type_bn,
        color_id: productTraces.color_id,
        category_name: lookupNames.category(productTraces.category_id),
        category_name_bn: sql<
          string | null
        >`(SELECT category_name_bn FROM categories WHERE id_category = ${productTraces.category_id})`,
        color_name: lookupNames.color(productTraces.color_id),
        color_name_bn: bengaliName('colors', 'color', productTraces.color_id),
        size_name: lookupNames.size(productTraces.size_id),
        size_name_bn: lookupNames.sizeBn(productTraces.size_id),
        material_name: lookupNames.material(productTraces.material_id),
        material_name_bn: bengaliName('materials', 'material', productTraces.material_id),
        weight_grams: productTraces.weight_grams,
        brand_name: lookupNames.brand(transactions.brand_id),
      })
      .from(productTraces)
      .innerJoin(images, eq(images.product_trace_id, productTraces.id_product_trace))
      .innerJoin(transactions, and(eq(transactions.image_id, images.id_image), isListed))
      .where(eq(productTraces.id_product_trace, id))
      .limit(1);
    if (!row) return 'not found';
    const [otherColours, pictures, related] = await Promise.all([
      db
        .selectDistinctOn([productTraces.color_id], {
          ...cardColumns,
          color_name: lookupNames.color(productTraces.color_id),
          color_name_bn: bengaliName('colors', 'color', productTraces.color_id),
        })
        .from(productTraces)
        .innerJoin(images, eq(images.product_trace_id, productTraces.id_product_trace))
        .innerJoin(transactions, and(eq(transactions.image_id, images.id_image), isListed))
        .where(
          and(
            eq(productTraces.product_code, row.product_code),
            ne(productTraces.color_id, row.color_id),
          ),
        )
        .orderBy(asc(productTraces.color_id), asc(transactions.id_transaction))
        .limit(5),
      db
        .selectDistinctOn([images.image_url], {
          image_url: images.image_url,
          width: images.width,
          height: images.height,
          thumbnails: images.thumbnails,
        })
        .from(productTraces)
        .innerJoin(images, eq(images.product_trace_id, productTraces.id_product_trace))
        .innerJoin(transactions, and(eq(transactions.image_id, images.id_image), isListed))
        .where(
          and(
            eq(productTraces.product_code, row.product_code),
            eq(productTraces.color_id, row.color_id),
          ),
        )
        .orderBy(asc(images.image_url))
        .limit(6),
      db
        .select(cardColumns)
        .from(catalogueCards)
        .innerJoin(transactions, eq(transactions.id_transaction, catalogueCards.id_transaction))
        .innerJoin(images, eq(images.id_image, transactions.image_id))
        .innerJoin(productTraces, eq(productTraces.id_product_trace, images.product_trace_id))
        .where(
          and(
            eq(catalogueCards.image_priority_id, PRIORITY.collection),
            eq(catalogueCards.category_id, row.category_id),
            ne(catalogueCards.product_code, row.product_code),
          ),
        )
        .orderBy(desc(catalogueCards.id_transaction))
        .limit(8),
    ]);
    // Every listed entry of this code and colour; per size (in the sizes' order) the page's own
    // entry, else the first in stock, else the first.
    const entries = await db
      .select({
        size_id: productTraces.size_id,
        id_product_trace: productTraces.id_product_trace,
        id_transaction: transactions.id_transaction,
        size_name: lookupNames.size(productTraces.size_id),
        size_name_bn: lookupNames.sizeBn(productTraces.size_id),
        stock: transactions.quantity,
      })
      .from(productTraces)
      .innerJoin(images, eq(images.product_trace_id, productTraces.id_product_trace))
      .innerJoin(transactions, and(eq(transactions.image_id, images.id_image), isListed))
      .where(
        and(
          eq(productTraces.product_code, row.product_code),
          eq(productTraces.color_id, row.color_id),
        ),
      )
      .orderBy(asc(transactions.id_transaction));
    const sizeIds = [...new Set(entries.map((e) => e.size_id))].sort((a, b) => a - b);
    const sizes = sizeIds.map((sizeId) => {
      const ofSize = entries.filter((e) => e.size_id === sizeId);
      const chosen =
        ofSize.find((e) => e.id_product_trace === id) ??
        ofSize.find((e) => e.stock > 0) ??
        (ofSize[0] as (typeof ofSize)[number]);
      return {
        id_product_trace: chosen.id_product_trace,
        id_transaction: chosen.id_transaction,
        size_name: chosen.size_name ?? '',
        size_name_bn: chosen.size_name_bn,
        stock: chosen.stock,
      };
    });
    const mainImage = toImageRef(row);
    return {
      product: {
        ...toCard(row),
        model: row.model,
        product_type: row.product_type,
        product_type_bn: row.product_type_bn,
        category_name: row.category_name,
        category_name_bn: row.category_name_bn,
        color_name: row.color_name,
        color_name_bn: row.color_name_bn,
        size_name: row.size_name,
        size_name_bn: row.size_name_bn,
        material_name: row.material_name,
        material_name_bn: row.material_name_bn,
        weight_grams: row.weight_grams,
        brand_name: row.brand_name,
        images: [
          mainImage,
          ...pictures.map(toImageRef).filter((picture) => picture.url !== mainImage.url),
        ].slice(0, 6),
      },
      sizes,
      otherColours: otherColours.map((c) => ({
        ...toCard(c),
        color_name: c.color_name,
        color_name_bn: c.color_name_bn,
      })),
      related: related.map(toCard),
    };
  };
}

describe.each(drivers)('product page in one statement on %s', (driver) => {
  const { t, c } = shopForTests(driver);
  beforeAll(async () => {
    // A kurti in seven colours and two sizes: more colours than a page shows, two pictures each.
    for (const colour of ['Red', 'Blue', 'Green', 'Black', 'White', 'Pink', 'Grey']) {
      for (const size of ['M', 'L']) {
        await c.addStock({
          product_code: 'KU-1',
          product_name: 'Block Print Kurti',
          color_id: c.color(colour),
          size_id: c.size(size),
          model: size === 'M' ? 'K-2025' : null,
        });
      }
    }
    // More shirts than the related strip shows, a saree alone in its category, a best seller
    // and a banner of the kurti's code.
    for (let i = 1; i <= 10; i++) {
      await c.addStock({ product_code: `SH-${i}`, product_name: `Shirt ${i}`, price: 900 + i });
    }
    await c.addStock({
      product_code: 'SA-1',
      product_name: 'Jamdani Saree',
      category_id: c.category('Saree'),
      material_id: undefined,
      type: null,
    });
    for (const priority of [PRIORITY.bestSeller, PRIORITY.banner]) {
      await c.addStock({
        product_code: 'KU-1',
        product_name: 'Block Print Kurti',
        image_priority_id: priority,
      });
    }
    // Bengali names of some colours, a size, the material and the kurti's type; the others
    // have none (null), and the page must carry both.
    await t.shop.db.execute(sql`
      UPDATE colors SET color_name_bn = CASE color_name WHEN 'Red' THEN 'লাল' WHEN 'Blue' THEN 'নীল' END`);
    await t.shop.db.execute(sql`UPDATE sizes SET size_name_bn = 'মাঝারি' WHERE size_name = 'M'`);
    await t.shop.db.execute(sql`UPDATE materials SET material_name_bn = 'সুতি'`);
    await t.shop.db.execute(
      sql`UPDATE product_traces SET type_bn = 'উৎসবের' WHERE product_code = 'KU-1'`,
    );
    // What the API cannot write but a page must still show right: a banner's media kind, an
    // entry without a brand, a picture without its size, two pictures at one address.
    await t.shop.db.execute(sql`
      UPDATE transactions SET type = 'video'
      WHERE image_id IN (SELECT id_image FROM images WHERE image_priority_id = ${PRIORITY.banner})`);
    await t.shop.db.execute(sql`
      UPDATE transactions SET brand_id = NULL WHERE id_transaction = (
        SELECT max(t.id_transaction) FROM transactions t
        JOIN images i ON i.id_image = t.image_id
        JOIN product_traces p ON p.id_product_trace = i.product_trace_id
        WHERE p.product_code = 'SH-3')`);
    await t.shop.db.execute(sql`
      UPDATE images SET width = NULL, height = NULL, thumbnails = '[]'::jsonb
      WHERE product_trace_id IN (
        SELECT id_product_trace FROM product_traces WHERE product_code = 'SA-1')`);
    await t.shop.db.execute(sql`
      UPDATE images SET image_url = '/uploads/shared.webp' WHERE product_trace_id IN (
        SELECT id_product_trace FROM product_traces
        WHERE product_code = 'KU-1' AND color_id = ${c.color('Blue')})`);
    // Sales: order lines are transactions too, and must never be listed.
    const [kurti] = await t.shop.db
      .select({ id: transactions.id_transaction })
      .from(transactions)
      .orderBy(asc(transactions.id_transaction))
      .limit(1);
    const order = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: {
        customer_name: 'Detail Buyer',
        customer_address: 'Banani, Dhaka',
        customer_phone: '01812345678',
        shipping_id: 1,
        lines: [{ id_transaction: kurti?.id, quantity: 10 }],
      },
    });
    expect(order.statusCode).toBe(200);
  });

  it('gives every product the very page the four statements gave', async () => {
    const reference = referenceDetail(t.shop.db);
    const detail = storefrontRepository(t.shop.db).productDetail;
    const ids = await t.shop.db
      .select({ id: productTraces.id_product_trace })
      .from(productTraces)
      .orderBy(asc(productTraces.id_product_trace));
    expect(ids.length).toBeGreaterThan(25);
    let compared = 0;
    for (const id of [...ids.map((row) => row.id), 0, 999_999]) {
      const expected = await reference(id);
      if (expected === 'not found') {
        await expect(detail(id)).rejects.toMatchObject({ statusCode: 404 });
        continue;
      }
      expect(JSON.stringify(await detail(id))).toBe(JSON.stringify(expected));
      compared++;
    }
    expect(compared).toBeGreaterThan(25);
  });

  it('shows what each part of the page needs', async () => {
    const [kurti] = await t.shop.db
      .select({ id: productTraces.id_product_trace })
      .from(productTraces)
      .where(eq(productTraces.product_code, 'KU-1'))
      .orderBy(asc(productTraces.id_product_trace))
      .limit(1);
    const reply = await t.app.inject({
      method: 'GET',
      url: `/api/storefront/products/${kurti?.id}`,
    });
    expect(reply.statusCode).toBe(200);
    const page = reply.json() as ProductDetail;
    expect(page).toEqual(await referenceDetail(t.shop.db)(kurti?.id ?? 0));
    expect(page.product.stock).toBe(0);
    // Its two sizes, and its best-seller and banner pictures: one code, one colour.
    expect(page.product.images).toHaveLength(4);
    // Its sizes in its colour: M (its own entry, sold out by the order) and L.
    expect(page.sizes.map((s) => [s.size_name, s.size_name_bn, s.stock])).toEqual([
      ['M', 'মাঝারি', 0],
      ['L', null, 10],
    ]);
    // Each name beside its Bengali one (or null: none set).
    expect(page.product).toMatchObject({
      color_name: 'Red',
      color_name_bn: 'লাল',
      size_name: 'M',
      size_name_bn: 'মাঝারি',
      material_name: 'Cotton',
      material_name_bn: 'সুতি',
    });
    expect(page.product.product_type_bn).toBe('উৎসবের');
    expect(page.otherColours.map((o) => [o.color_name, o.color_name_bn])).toContainEqual([
      'Blue',
      'নীল',
    ]);
    expect(page.otherColours.map((o) => [o.color_name, o.color_name_bn])).toContainEqual([
      'Green',
      null,
    ]);
    expect(page.sizes[0]?.id_product_trace).toBe(kurti?.id);
    expect(page.otherColours).toHaveLength(5);
    expect(new Set(page.otherColours.map((o) => o.color_name)).size).toBe(5);
    expect(page.related).toHaveLength(8);
    expect(page.related.map((r) => r.product_code)).toEqual([
      'SH-10',
      'SH-9',
      'SH-8',
      'SH-7',
      'SH-6',
      'SH-5',
      'SH-4',
      'SH-3',
    ]);
    expect(page.related.map((r) => r.price)).toEqual([910, 909, 908, 907, 906, 905, 904, 903]);
  });
});

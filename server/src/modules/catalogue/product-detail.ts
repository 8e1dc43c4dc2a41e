import { sql } from 'drizzle-orm';
import { PRIORITY, type ProductDetail } from '@poshak/shared-api/schemas';
import { executePrepared, rowsOf, type Database } from '../../db/database';
import { notFound } from '../../errors';
import { toImageRef, type ImageColumns } from '../../lib/image-ref';
import { CARD_COLUMNS, LISTED, literal } from './listed-entries';
import { toCard, type CardRow } from './product-cards';

const RELATED_LIMIT = 8;
const OTHER_COLOURS_LIMIT = 5;
const PRODUCT_IMAGES_LIMIT = 6;
/** More sizes than a garment has: the schema's bound on the detail's list. */
const SIZES_LIMIT = 24;

type SizeRow = ProductDetail['sizes'][number];

type DetailRow = CardRow & {
  model: string | null;
  product_type: string | null;
  product_type_bn: string | null;
  color_id: number;
  category_name: string;
  category_name_bn: string | null;
  color_name: string;
  color_name_bn: string | null;
  size_name: string;
  size_name_bn: string | null;
  material_name: string | null;
  material_name_bn: string | null;
  weight_grams: number;
  brand_name: string;
  sizes: SizeRow[];
  other_colours: (CardRow & { color_name: string; color_name_bn: string | null })[];
  pictures: ImageColumns[];
  related: CardRow[];
};

/**
 * The whole product page in ONE statement (as an order is placed): the product with its lookup
 * names, then as JSON arrays one entry per other colour (the earliest of each, at most five),
 * the pictures of its code and colour, and the newest cards of its category. It was four
 * statements, three of them in parallel, so a page rebuilt under load held up to three of the
 * pool's ten connections and waited for them; lookup names are key lookups (see lookup-names).
 */
const productDetailStatement = (idProductTrace: number) => sql`
  WITH product AS (
    SELECT ${CARD_COLUMNS}, pt.model, pt.type AS product_type, pt.type_bn AS product_type_bn,
      pt.color_id, pt.weight_grams,
      (SELECT category_name FROM categories WHERE id_category = pt.category_id) AS category_name,
      (SELECT category_name_bn FROM categories WHERE id_category = pt.category_id) AS category_name_bn,
      (SELECT color_name FROM colors WHERE id_color = pt.color_id) AS color_name,
      (SELECT color_name_bn FROM colors WHERE id_color = pt.color_id) AS color_name_bn,
      (SELECT size_name FROM sizes WHERE id_size = pt.size_id) AS size_name,
      (SELECT size_name_bn FROM sizes WHERE id_size = pt.size_id) AS size_name_bn,
      (SELECT material_name FROM materials WHERE id_material = pt.material_id) AS material_name,
      (SELECT material_name_bn FROM materials WHERE id_material = pt.material_id) AS material_name_bn,
      coalesce((SELECT brand_name FROM brands WHERE id_brand = t.brand_id), '') AS brand_name
    FROM ${LISTED}
    WHERE pt.id_product_trace = ${idProductTrace}::int
    LIMIT 1
  )
  SELECT product.*,
    (SELECT coalesce(json_agg(s ORDER BY s.size_id), '[]') FROM (
      -- One entry per size of this code and colour: the page's own for its size, else one in
      -- stock, else the earliest.
      SELECT DISTINCT ON (pt.size_id) pt.size_id, pt.id_product_trace, t.id_transaction,
        coalesce((SELECT size_name FROM sizes WHERE id_size = pt.size_id), '') AS size_name,
        (SELECT size_name_bn FROM sizes WHERE id_size = pt.size_id) AS size_name_bn,
        t.quantity AS stock
      FROM ${LISTED}
      WHERE pt.product_code = product.product_code AND pt.color_id = product.color_id
      ORDER BY pt.size_id, pt.id_product_trace = product.id_product_trace DESC,
        t.quantity > 0 DESC, t.id_transaction
      LIMIT ${literal(SIZES_LIMIT)}
    ) s) AS sizes,
    (SELECT coalesce(json_agg(o ORDER BY o.color_id), '[]') FROM (
      SELECT DISTINCT ON (pt.color_id) ${CARD_COLUMNS}, pt.color_id,
        (SELECT color_name FROM colors WHERE id_color = pt.color_id) AS color_name,
        (SELECT color_name_bn FROM colors WHERE id_color = pt.color_id) AS color_name_bn
      FROM ${LISTED}
      WHERE pt.product_code = product.product_code AND pt.color_id <> product.color_id
      ORDER BY pt.color_id, t.id_transaction
      LIMIT ${literal(OTHER_COLOURS_LIMIT)}
    ) o) AS other_colours,
    (SELECT coalesce(json_agg(p ORDER BY p.image_url), '[]') FROM (
      SELECT DISTINCT ON (i.image_url) i.image_url, i.width, i.height, i.thumbnails
      FROM ${LISTED}
      WHERE pt.product_code = product.product_code AND pt.color_id = product.color_id
      ORDER BY i.image_url
      LIMIT ${literal(PRODUCT_IMAGES_LIMIT)}
    ) p) AS pictures,
    (SELECT coalesce(json_agg(r ORDER BY r.id_transaction DESC), '[]') FROM (
      SELECT ${CARD_COLUMNS}
      FROM catalogue_cards c
      JOIN transactions t ON t.id_transaction = c.id_transaction
      JOIN images i ON i.id_image = t.image_id
      JOIN product_traces pt ON pt.id_product_trace = i.product_trace_id
      WHERE c.image_priority_id = ${literal(PRIORITY.collection)} AND c.category_id = product.category_id
        AND c.product_code <> product.product_code
      ORDER BY c.id_transaction DESC
      LIMIT ${literal(RELATED_LIMIT)}
    ) r) AS related
  FROM product`;

/** The product page's fields from the statement's row. */
function toDetail(row: DetailRow): ProductDetail {
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
        ...row.pictures.map(toImageRef).filter((picture) => picture.url !== mainImage.url),
      ].slice(0, PRODUCT_IMAGES_LIMIT),
    },
    sizes: row.sizes.map((size) => ({
      id_product_trace: size.id_product_trace,
      id_transaction: size.id_transaction,
      size_name: size.size_name,
      size_name_bn: size.size_name_bn,
      stock: size.stock,
    })),
    otherColours: row.other_colours.map((c) => ({
      ...toCard(c),
      color_name: c.color_name,
      color_name_bn: c.color_name_bn,
    })),
    related: row.related.map(toCard),
  };
}

export async function productDetail(db: Database, idProductTrace: number): Promise<ProductDetail> {
  const [row] = rowsOf<DetailRow>(
    await executePrepared(db, 'sf_product_detail', productDetailStatement(idProductTrace)),
  );
  if (!row) throw notFound(`id: no product ${idProductTrace}`);
  return toDetail(row);
}

import { sql } from 'drizzle-orm';
import { OPERATION } from '@poshak/shared-api/schemas';

/**
 * The storefront statements' constants are written into their text, not sent as parameters: with
 * only the product's id left as one, PostgreSQL soon settles on one generic plan for the prepared
 * product page instead of planning every run again (planning it costs ≈ 2–3 ms, running it 0.2).
 */
export const literal = (value: number) => sql.raw(String(Math.trunc(value)));

/** A card's columns from `t` (its stock entry), `i` (its picture) and `pt` (its product). */
export const CARD_COLUMNS = sql.raw(`
  t.id_transaction, pt.id_product_trace, i.id_image AS image_id, pt.product_name,
  pt.product_name_bn, pt.product_code, pt.category_id, t.price, t.quantity AS stock, t.type,
  i.image_url, i.width, i.height, i.thumbnails`);

/** A product's listed stock entries: its pictures and, for each, the entry that sells it. */
export const LISTED = sql`
  product_traces pt
  JOIN images i ON i.product_trace_id = pt.id_product_trace
  JOIN transactions t ON t.image_id = i.id_image
   AND t.operation_type_id = ${literal(OPERATION.stockEntry)} AND t.invoice_no IS NULL
   AND t.archived_at IS NULL`;

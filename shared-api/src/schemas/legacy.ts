import { z } from './zod';
import { id, invoiceNo, money, name, plainText, numeric } from './common';
import { orderUnitsMessage, withinOrderUnits } from './orders';
import { brand, category, color, material, operationType, orderStatus, size } from './lookups';
import { customer } from './customers';

/**
 * Shapes of the old backend's calls (spec §7), kept so an existing client keeps working.
 * Poshak's own screens use the paginated storefront and back-office reads instead.
 */

/** POST /api/customers/post with a JSON body (the storefront's old order flow). */
export const legacyCustomerBody = z.object({
  customer_name: name(120),
  customer_address: plainText({ multiLine: true }).min(1).max(500),
  customer_phone: plainText().min(1).max(20),
  shipping_id: id,
});

/** One element of POST /api/transactionsRouter/postTransactionFromAnyPageBulk (spec §3 "Order line payload"). */
export const legacyOrderLine = z.object({
  customer_id: id,
  /** Ignored: the database numbers every order (a client's number could exhaust the range). */
  invoice_no: invoiceNo.optional().nullable(),
  image_id: id,
  brand_id: id.optional().nullable(),
  quantity: numeric(z.number().int().min(1).max(100)),
  order_status_id: id.optional().nullable(),
  /** Ignored: the server reads the price from the stock entry. */
  price: money.optional().nullable(),
  operation_type_id: id.optional().nullable(),
});
export const legacyOrderBulkBody = z
  .array(legacyOrderLine)
  .min(1)
  .max(50)
  .refine(withinOrderUnits, orderUnitsMessage);

/** An element of GET /api/transactionsRouter/getAll, nested as the spec names it. */
export const legacyTransaction = z.object({
  id: z.number().int(),
  id_transaction: z.number().int(),
  transaction_id: z.number().int(),
  invoice_no: z.number().int().nullable(),
  operation_type_id: z.number().int(),
  price: z.number().int(),
  quantity: z.number().int(),
  image_id: z.number().int().nullable(),
  brand_id: z.number().int().nullable(),
  customer_id: z.number().int().nullable(),
  order_status_id: z.number().int().nullable(),
  type: z.string().nullable(),
  Image: z
    .object({
      id_image: z.number().int(),
      image_url: z.string(),
      product_trace_id: z.number().int(),
      ImagePriority: z.object({ id_image_priority: z.number().int(), priority: z.string() }),
      ProductTrace: z.object({
        id_product_trace: z.number().int(),
        product_name: z.string(),
        product_code: z.string(),
        model: z.string().nullable(),
        type: z.string().nullable(),
        category_id: z.number().int(),
        color_id: z.number().int(),
        Category: category,
        Color: color,
        Size: size,
        Material: material.nullable(),
      }),
    })
    .nullable(),
  Brand: brand.nullable(),
  Customer: customer.nullable(),
  OrderStatus: orderStatus.nullable(),
  OperationType: operationType,
});
export type LegacyTransaction = z.infer<typeof legacyTransaction>;

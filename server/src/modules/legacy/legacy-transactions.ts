import { asc, eq } from 'drizzle-orm';
import { OPERATION, type LegacyTransaction } from '@poshak/shared-api/schemas';
import type { Executor } from '../../db/database';
import {
  brands,
  categories,
  colors,
  customers,
  imagePriorities,
  images,
  materials,
  operationTypes,
  orders,
  orderStatuses,
  productTraces,
  sizes,
  transactions,
} from '../../db/schema';

/**
 * `GET /transactionsRouter/getAll` as the old backend answered it: every transaction with its
 * nested Image (ImagePriority, ProductTrace with Category, Color, Size, Material), Brand,
 * Customer, OrderStatus and OperationType — in ONE query. Kept for old clients; Poshak's own
 * screens use the paginated reads.
 */
export function legacyTransactionsRepository(db: Executor) {
  return {
    async all(options: { includeOrderLines: boolean }): Promise<LegacyTransaction[]> {
      const rows = await db
        .select({
          t: transactions,
          image: images,
          priority: imagePriorities,
          trace: productTraces,
          category: categories,
          color: colors,
          size: sizes,
          material: materials,
          brand: brands,
          customer: customers,
          status: orderStatuses,
          operation: operationTypes,
        })
        .from(transactions)
        .innerJoin(
          operationTypes,
          eq(operationTypes.id_operation_type, transactions.operation_type_id),
        )
        .leftJoin(images, eq(images.id_image, transactions.image_id))
        .leftJoin(imagePriorities, eq(imagePriorities.id_image_priority, images.image_priority_id))
        .leftJoin(productTraces, eq(productTraces.id_product_trace, images.product_trace_id))
        .leftJoin(categories, eq(categories.id_category, productTraces.category_id))
        .leftJoin(colors, eq(colors.id_color, productTraces.color_id))
        .leftJoin(sizes, eq(sizes.id_size, productTraces.size_id))
        .leftJoin(materials, eq(materials.id_material, productTraces.material_id))
        .leftJoin(brands, eq(brands.id_brand, transactions.brand_id))
        .leftJoin(customers, eq(customers.id_customer, transactions.customer_id))
        .leftJoin(orders, eq(orders.invoice_no, transactions.invoice_no))
        .leftJoin(orderStatuses, eq(orderStatuses.id_order_status, orders.order_status_id))
        .where(
          options.includeOrderLines
            ? undefined
            : eq(transactions.operation_type_id, OPERATION.stockEntry),
        )
        .orderBy(asc(transactions.id_transaction));

      return rows.map(({ t, image, priority, trace, category, color, size, material, ...r }) => ({
        id: t.id_transaction,
        id_transaction: t.id_transaction,
        transaction_id: t.id_transaction,
        invoice_no: t.invoice_no,
        operation_type_id: t.operation_type_id,
        price: t.price,
        quantity: t.quantity,
        image_id: t.image_id,
        brand_id: t.brand_id,
        customer_id: t.customer_id,
        order_status_id: r.status?.id_order_status ?? null,
        type: t.type,
        Image:
          image && priority && trace && category && color && size
            ? {
                id_image: image.id_image,
                image_url: image.image_url,
                product_trace_id: image.product_trace_id,
                ImagePriority: priority,
                ProductTrace: {
                  id_product_trace: trace.id_product_trace,
                  product_name: trace.product_name,
                  product_code: trace.product_code,
                  model: trace.model,
                  type: trace.type,
                  category_id: trace.category_id,
                  color_id: trace.color_id,
                  Category: category,
                  Color: color,
                  Size: size,
                  Material: material,
                },
              }
            : null,
        Brand: r.brand,
        Customer: r.customer
          ? {
              id_customer: r.customer.id_customer,
              customer_name: r.customer.customer_name,
              customer_address: r.customer.customer_address,
              customer_phone: r.customer.customer_phone,
              shipping_id: r.customer.shipping_id,
            }
          : null,
        OrderStatus: r.status,
        OperationType: r.operation,
      }));
    },
  };
}

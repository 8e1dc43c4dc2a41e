import type { MediaType, ProductCard } from '@poshak/shared-api/schemas';
import { images, productTraces, transactions } from '../../db/schema';
import { toImageRef } from '../../lib/image-ref';

/** Only the columns a card shows. */
export const cardColumns = {
  id_transaction: transactions.id_transaction,
  id_product_trace: productTraces.id_product_trace,
  image_id: images.id_image,
  product_name: productTraces.product_name,
  product_name_bn: productTraces.product_name_bn,
  product_code: productTraces.product_code,
  category_id: productTraces.category_id,
  price: transactions.price,
  stock: transactions.quantity,
  type: transactions.type,
  image_url: images.image_url,
  width: images.width,
  height: images.height,
  thumbnails: images.thumbnails,
};

export type CardRow = {
  id_transaction: number;
  id_product_trace: number;
  image_id: number;
  product_name: string;
  product_name_bn: string | null;
  product_code: string;
  category_id: number;
  price: number;
  stock: number;
  type: MediaType | null;
} & Parameters<typeof toImageRef>[0];

export function toCard(row: CardRow): ProductCard {
  return {
    id_transaction: row.id_transaction,
    id_product_trace: row.id_product_trace,
    image_id: row.image_id,
    product_name: row.product_name,
    product_name_bn: row.product_name_bn,
    product_code: row.product_code,
    category_id: row.category_id,
    price: row.price,
    stock: row.stock,
    type: row.type ?? 'image',
    image: toImageRef(row),
  };
}

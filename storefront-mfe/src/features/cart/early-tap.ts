import type { ProductCard } from '@poshak/shared-api';

/**
 * The `data-early-tap` key of a cart button of a drawn page: the tap it marks is kept until the app
 * is live, then done by the button's own component (shared-ui's `useEarlyTap`). The same product
 * on two cards shares the key: one kept tap adds it once.
 */
export function earlyTapKey(action: 'add' | 'order', product: Pick<ProductCard, 'id_transaction'>) {
  return `${action}:${product.id_transaction}`;
}

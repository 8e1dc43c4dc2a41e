import { useCallback } from 'react';
import { useT } from '@poshak/shared-ui/i18n';
import type { ProductCard } from '@poshak/shared-api';
import { cartStore, type AddResult, type CartItem } from './cart-store';
import { showToast } from '../../lib/shop-toast';

/** How an add treats an item already in the cart (spec §4): cards merge, the detail page appends. */
export type AddMode = 'merge' | 'append';

/** What a product page knows of its size (a card does not). */
type Sized = { size_name?: string; size_name_bn?: string | null; weight_grams?: number };

export function cartItemOf(product: ProductCard & Sized): CartItem {
  return {
    id_transaction: product.id_transaction,
    id_product_trace: product.id_product_trace,
    image_id: product.image_id,
    name: product.product_name,
    name_bn: product.product_name_bn,
    price: product.price,
    image: product.image,
    stock: product.stock,
    ...(product.size_name
      ? { size_name: product.size_name, size_name_bn: product.size_name_bn ?? null }
      : {}),
    ...(product.weight_grams === undefined ? {} : { weight_grams: product.weight_grams }),
  };
}

/** Adds to the cart and says so; the spec's toast carries both the Bengali and the English wording. */
export function useAddToCart() {
  const { t, i18n } = useT('storefront');
  return useCallback(
    (product: ProductCard & Sized, mode: AddMode): AddResult => {
      const item = cartItemOf(product);
      const cart = cartStore.getState();
      const result = mode === 'merge' ? cart.addMerging(item) : cart.addLine(item);
      if (result === 'added') {
        const other = i18n.language === 'bn' ? 'en' : 'bn';
        const message = (
          <span>
            {t('cart.added')}
            <br />
            <span lang={other}>{i18n.getFixedT(other, 'storefront')('cart.added')}</span>
          </span>
        );
        showToast(({ toast, TOAST_MS }) =>
          toast.success(message, { id: 'cart-added', duration: TOAST_MS.cart }),
        );
      } else {
        const message = t('cart.noMoreStock');
        showToast(({ toast, TOAST_MS }) =>
          toast.error(message, { id: 'cart-added', duration: TOAST_MS.cart }),
        );
      }
      return result;
    },
    [t, i18n],
  );
}

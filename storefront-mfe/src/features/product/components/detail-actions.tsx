import { useNavigate } from 'react-router-dom';
import ShoppingCartOutlined from '@ant-design/icons-svg/lib/asn/ShoppingCartOutlined';
import type { ProductDetail } from '@poshak/shared-api';
import { useT } from '@poshak/shared-ui/i18n';
import { paths } from '@poshak/shared-ui/paths';
import { useEarlyTap } from '@poshak/shared-ui/early-taps';
import { earlyTapKey, useAddToCart } from '../../cart';
import { ShopIcon } from '../../../components/shop-icon';

/**
 * Add to cart, and Order (added, then the cart). A tap before the page is live is kept by the
 * shell's early script and done here once it is.
 */
export function DetailActions({ product }: { product: ProductDetail['product'] }) {
  const { t } = useT('storefront');
  const addToCart = useAddToCart();
  const navigate = useNavigate();
  const soldOut = product.stock <= 0;
  // The detail page always appends a new line (spec §4).
  const add = () => addToCart(product, 'append');
  const order = () => {
    if (addToCart(product, 'append') === 'added') void navigate(paths.cart);
  };
  const addKey = earlyTapKey('add', product);
  const orderKey = earlyTapKey('order', product);
  const addAdopted = useEarlyTap(addKey, add);
  const orderAdopted = useEarlyTap(orderKey, order);

  return (
    <div className="sf-detail__actions">
      <button
        type="button"
        className="sf-btn sf-btn--ghost sf-btn--large"
        disabled={soldOut}
        data-early-tap={addKey}
        ref={addAdopted}
        onClick={add}
      >
        <ShopIcon icon={ShoppingCartOutlined} aria-hidden /> {t('product.addToCart')}
      </button>
      <button
        type="button"
        className="sf-btn sf-btn--primary sf-btn--large"
        disabled={soldOut}
        data-early-tap={orderKey}
        ref={orderAdopted}
        onClick={order}
      >
        {t('product.order')}
      </button>
    </div>
  );
}

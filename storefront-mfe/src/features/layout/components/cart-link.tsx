import { Link } from 'react-router-dom';
import ShoppingOutlined from '@ant-design/icons-svg/lib/asn/ShoppingOutlined';
import { useT } from '@poshak/shared-ui/i18n';
import { paths } from '@poshak/shared-ui/paths';
import { itemCount, useCart } from '../../cart';
import { ShopIcon } from '../../../components/shop-icon';

/** The cart icon with its item count, shown at 0 too (spec §1). */
export function CartLink() {
  const { t } = useT('storefront');
  const count = useCart((s) => itemCount(s.lines));
  return (
    <Link
      to={paths.cart}
      className="sf-icon-btn sf-cart-link"
      aria-label={t('header.cart', { count })}
    >
      <ShopIcon icon={ShoppingOutlined} aria-hidden />
      <span className="sf-badge" aria-hidden data-testid="cart-count">
        {count}
      </span>
    </Link>
  );
}

import { Link } from 'react-router-dom';
import ShoppingOutlined from '@ant-design/icons-svg/lib/asn/ShoppingOutlined';
import { useT } from '@poshak/shared-ui/i18n';
import { paths } from '@poshak/shared-ui/paths';
import { itemCount, useCart } from '../../cart';
import { ShopIcon } from '../../../components/shop-icon';
import { useHydrated } from '../../../lib/use-hydrated';
import { useNumber } from '../../../lib/use-local';

/** The cart icon with its item count, shown at 0 too (spec §1). */
export function CartLink() {
  const { t } = useT('storefront');
  const inCart = useCart((s) => itemCount(s.lines));
  const number = useNumber();
  // The cart lives in this browser's session: a server-drawn page shows 0 until it is adopted.
  const count = useHydrated() ? inCart : 0;
  return (
    <Link
      to={paths.cart}
      className="sf-icon-btn sf-cart-link"
      aria-label={t('header.cart', { count })}
    >
      <ShopIcon icon={ShoppingOutlined} aria-hidden />
      <span className="sf-badge" aria-hidden data-testid="cart-count">
        {number(count)}
      </span>
    </Link>
  );
}

import { Link } from 'react-router-dom';
import ShoppingOutlined from '@ant-design/icons-svg/lib/asn/ShoppingOutlined';
import { useT } from '@poshak/shared-ui/i18n';
import { paths } from '@poshak/shared-ui/paths';
import { ShopIcon } from '../../../components/shop-icon';

/** Spec §2's empty state. */
export function EmptyCart() {
  const { t } = useT('storefront');
  return (
    <div className="sf-empty-state">
      <ShopIcon icon={ShoppingOutlined} className="sf-empty-state__icon" aria-hidden />
      <p>{t('cart.empty')}</p>
      <Link className="sf-btn sf-btn--primary" to={paths.home}>
        {t('cart.continueShopping')}
      </Link>
    </div>
  );
}

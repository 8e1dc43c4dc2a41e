import { Link } from 'react-router-dom';
import ShoppingOutlined from '@ant-design/icons-svg/lib/asn/ShoppingOutlined';
import { useT } from '@poshak/shared-ui/i18n';
import { paths } from '@poshak/shared-ui/paths';
import { ShopIcon } from '../../../components/shop-icon';

/** Spec §2's empty state; right after an order it also gives the invoice number. */
export function EmptyCart({ placedInvoice }: { placedInvoice?: number | null }) {
  const { t } = useT('storefront');
  return (
    <div className="sf-empty-state">
      <ShopIcon icon={ShoppingOutlined} className="sf-empty-state__icon" aria-hidden />
      {placedInvoice != null && (
        <p className="sf-empty-state__invoice" role="status">
          {t('cart.placedInvoice', { invoice: placedInvoice })}
        </p>
      )}
      <p>{t('cart.empty')}</p>
      <Link className="sf-btn sf-btn--primary" to={paths.home}>
        {t('cart.continueShopping')}
      </Link>
    </div>
  );
}

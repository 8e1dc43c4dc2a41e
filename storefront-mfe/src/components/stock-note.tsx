import { STOCK_FEW_LEFT } from '@poshak/shared-api';
import { useT } from '@poshak/shared-ui/i18n';

interface Props {
  stock: number;
  /** Cards stay quiet while plenty is left; the detail page always says. */
  showInStock?: boolean;
}

/** Real stock (a deliberate difference: the spec always says "in stock"). */
export function StockNote({ stock, showInStock = false }: Props) {
  const { t } = useT('storefront');
  if (stock <= 0) return <p className="sf-stock sf-stock--out">{t('product.outOfStock')}</p>;
  if (stock <= STOCK_FEW_LEFT)
    return <p className="sf-stock sf-stock--few">{t('product.onlyLeft', { count: stock })}</p>;
  return showInStock ? <p className="sf-stock sf-stock--in">{t('product.inStock')}</p> : null;
}

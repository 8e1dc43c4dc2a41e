import type { ReactNode } from 'react';
import { useT } from '@poshak/shared-ui/i18n';
import { useCart } from '../cart-store';
import { CartLineRow } from './cart-line-row';
import { EmptyCart } from './empty-cart';

interface Props {
  /** The order form beside the lines (it stays there with an empty cart, to say "cart is empty!"). */
  orderForm: ReactNode;
  /** Invoice number of the order just placed, shown with the empty state. */
  placedInvoice?: number | null;
}

/** `/cart` and `/checkout/:id`: the lines or the empty state, and the order form (spec §2). */
export function CartPage({ orderForm, placedInvoice }: Props) {
  const { t } = useT('storefront');
  const lines = useCart((s) => s.lines);
  return (
    <div className="sf-container sf-cart">
      <h1 className="sf-page-title">{t('cart.title')}</h1>
      <div className="sf-cart__layout">
        <section className="sf-cart__lines" aria-label={t('cart.title')}>
          {lines.length === 0 ? (
            <EmptyCart placedInvoice={placedInvoice} />
          ) : (
            <ul className="sf-lines">
              {lines.map((line) => (
                <CartLineRow key={line.lineId} line={line} />
              ))}
            </ul>
          )}
        </section>
        <aside className="sf-cart__order">{orderForm}</aside>
      </div>
    </div>
  );
}

import type { ReactNode } from 'react';
import { useT } from '@poshak/shared-ui/i18n';
import { useCart } from '../cart-store';
import { useCartStockCheck } from '../use-cart-stock';
import { CartLineRow } from './cart-line-row';
import { EmptyCart } from './empty-cart';
import { useHydrated } from '../../../lib/use-hydrated';

interface Props {
  /** The order form beside the lines; an empty cart has nothing to order and shows none. */
  orderForm: ReactNode;
}

/** `/cart` and `/checkout/:id`: the lines or the empty state, and the order form (spec §2). */
export function CartPage({ orderForm }: Props) {
  const { t } = useT('storefront');
  const lines = useCart((s) => s.lines);
  // The lines were priced when added: today's prices and stock are asked for as the cart opens.
  const { checking } = useCartStockCheck();
  // The lines are in this browser's session: the page the server drew holds their place.
  const hydrated = useHydrated();
  const empty = lines.length === 0;
  const title = t('cart.title');
  // The title stays the node the server drew: only what is below it changes once the lines are read.
  return (
    <div className="sf-container sf-cart">
      <h1 className="sf-page-title">{title}</h1>
      {hydrated ? (
        <div className={`sf-cart__layout${empty ? ' sf-cart__layout--empty' : ''}`}>
          <section className="sf-cart__lines" aria-label={title} aria-busy={checking}>
            {empty ? (
              <EmptyCart />
            ) : (
              <ul className="sf-lines">
                {lines.map((line) => (
                  <CartLineRow key={line.lineId} line={line} />
                ))}
              </ul>
            )}
          </section>
          {!empty && <aside className="sf-cart__order">{orderForm}</aside>}
        </div>
      ) : (
        <section className="sf-cart__lines" aria-label={title} aria-busy="true">
          <div className="sf-skeleton sf-skeleton--block" />
          <div className="sf-skeleton sf-skeleton--block" />
        </section>
      )}
    </div>
  );
}

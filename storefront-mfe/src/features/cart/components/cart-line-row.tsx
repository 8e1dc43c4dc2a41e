import { Link } from 'react-router-dom';
import DeleteOutlined from '@ant-design/icons-svg/lib/asn/DeleteOutlined';
import MinusOutlined from '@ant-design/icons-svg/lib/asn/MinusOutlined';
import PlusOutlined from '@ant-design/icons-svg/lib/asn/PlusOutlined';
import { lineTotal } from '@poshak/shared-api/money';
import { useT } from '@poshak/shared-ui/i18n';
import { ImageWithFallback } from '@poshak/shared-ui/image';
import { paths } from '@poshak/shared-ui/paths';
import { canAddOneMore, cartStore, useCart, type CartLine } from '../cart-store';
import { truncateName } from '../../../lib/truncate';
import { useLocalName, useNumber } from '../../../lib/use-local';
import { useTaka } from '../../../lib/use-taka';
import { ShopIcon } from '../../../components/shop-icon';

/** The cart cuts names to 15 characters (spec §9). */
const CART_NAME_LIMIT = 15;
const THUMB = { width: 72, height: 90 } as const;

/** What changed about the line since it was added: its price, its quantity, its stock. */
function LineChanges({ line }: { line: CartLine }) {
  const { t } = useT('storefront');
  const taka = useTaka();
  const number = useNumber();
  const soldOut = line.stock === 0;
  return (
    <>
      {line.priceWas !== undefined && (
        <p className="sf-line__change">
          {t('cart.priceChanged', { was: taka(line.priceWas), now: taka(line.price) })}
        </p>
      )}
      {line.quantityWas !== undefined && !soldOut && (
        <p className="sf-line__change">
          {t('cart.quantityLowered', { count: line.stock, was: number(line.quantityWas) })}
        </p>
      )}
      {soldOut && <p className="sf-line__change">{t('cart.soldOut')}</p>}
    </>
  );
}

/** Minus / quantity / plus, and remove. */
function LineControls({ line, name }: { line: CartLine; name: string }) {
  const { t } = useT('storefront');
  const number = useNumber();
  const more = useCart((s) => canAddOneMore(s.lines, line));
  const { increment, decrement, remove } = cartStore.getState();
  return (
    <div className="sf-line__controls">
      <div className="sf-qty" role="group" aria-label={t('cart.quantity')}>
        {/* Never below 1 (a deliberate difference: the spec allows 0 and less). */}
        <button
          type="button"
          className="sf-qty__btn"
          aria-label={t('cart.decrease', { name })}
          disabled={line.quantity <= 1}
          onClick={() => decrement(line.lineId)}
        >
          <ShopIcon icon={MinusOutlined} aria-hidden />
        </button>
        <output className="sf-qty__value" aria-live="polite">
          {number(line.quantity)}
        </output>
        <button
          type="button"
          className="sf-qty__btn"
          aria-label={t('cart.increase', { name })}
          disabled={!more}
          onClick={() => increment(line.lineId)}
        >
          <ShopIcon icon={PlusOutlined} aria-hidden />
        </button>
      </div>
      <button
        type="button"
        className="sf-icon-btn sf-line__remove"
        aria-label={t('cart.remove', { name })}
        onClick={() => remove(line.lineId)}
      >
        <ShopIcon icon={DeleteOutlined} aria-hidden />
      </button>
    </div>
  );
}

/** One cart line: picture, name, price, minus / quantity / plus, remove, line total. */
export function CartLineRow({ line }: { line: CartLine }) {
  const { t } = useT('storefront');
  const taka = useTaka();
  const localName = useLocalName();
  const name = localName(line.name, line.name_bn);
  return (
    <li className={`sf-line${line.stock === 0 ? ' sf-line--sold-out' : ''}`}>
      {/* The name's link is the one a keyboard or screen reader meets; the picture repeats it. */}
      <Link
        to={paths.product(line.id_product_trace)}
        className="sf-line__picture"
        tabIndex={-1}
        aria-label={t('cart.picture', { name })}
      >
        <ImageWithFallback
          image={line.image}
          width={THUMB.width}
          height={THUMB.height}
          sizes={`${THUMB.width}px`}
          alt=""
        />
      </Link>
      <div className="sf-line__body">
        <Link to={paths.product(line.id_product_trace)} className="sf-line__name" title={name}>
          {truncateName(name, CART_NAME_LIMIT)}
        </Link>
        {line.size_name && (
          <p className="sf-line__size">
            {t('cart.size', { size: localName(line.size_name, line.size_name_bn) })}
          </p>
        )}
        <p className="sf-line__price">{taka(line.price)}</p>
        <LineChanges line={line} />
        <LineControls line={line} name={name} />
      </div>
      <p className="sf-line__total">
        <span className="sf-visually-hidden">{t('cart.lineTotal')}: </span>
        {taka(lineTotal(line))}
      </p>
    </li>
  );
}

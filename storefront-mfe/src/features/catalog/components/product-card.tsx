import { Link, useNavigate } from 'react-router-dom';
import ShoppingCartOutlined from '@ant-design/icons-svg/lib/asn/ShoppingCartOutlined';
import type { ProductCard as Product } from '@poshak/shared-api';
import { useT } from '@poshak/shared-ui/i18n';
import { ImageWithFallback } from '@poshak/shared-ui/image';
import { paths } from '@poshak/shared-ui/paths';
import { useEarlyTap } from '@poshak/shared-ui/early-taps';
import { truncateName } from '../../../lib/truncate';
import { earlyTapKey, useAddToCart, type AddMode } from '../../cart';
import { useTaka } from '../../../lib/use-taka';
import { useLocalName } from '../../../lib/use-local';
import { StockNote } from '../../../components/stock-note';
import { ShopIcon } from '../../../components/shop-icon';

/** Card pictures are portrait 4:5; the box is fixed so nothing moves while they load. */
export const CARD_IMAGE = { width: 400, height: 500 } as const;
const CARD_SIZES = '(max-width: 599px) 50vw, (max-width: 1023px) 33vw, 240px';

interface Props {
  product: Product;
  /** Grid and best-seller cards merge into an existing line; related cards append (spec §4). */
  addMode: AddMode;
  /** Related cards cut the name to 16 characters (spec §9). */
  nameLimit?: number;
  /** The first cards on screen load their picture eagerly. */
  priority?: boolean;
}

export function ProductCard({ product, addMode, nameLimit, priority = false }: Props) {
  const { t } = useT('storefront');
  const taka = useTaka();
  const addToCart = useAddToCart();
  const navigate = useNavigate();
  const fullName = useLocalName()(product.product_name, product.product_name_bn);
  const name = nameLimit ? truncateName(fullName, nameLimit) : fullName;
  const soldOut = product.stock <= 0;

  const add = () => addToCart(product, addMode);
  const order = () => {
    // The Order button always appends a line of one, then opens the cart (spec §4).
    if (addToCart(product, 'append') === 'added') void navigate(paths.cart);
  };
  // A server-drawn card is on screen before its code: a tap then is kept, and done here.
  const addKey = earlyTapKey('add', product);
  const orderKey = earlyTapKey('order', product);
  const addAdopted = useEarlyTap(addKey, add);
  const orderAdopted = useEarlyTap(orderKey, order);

  return (
    <article className="sf-card">
      <Link to={paths.product(product.id_product_trace)} className="sf-card__link">
        <div className="sf-card__media">
          <ImageWithFallback
            image={product.image}
            width={CARD_IMAGE.width}
            height={CARD_IMAGE.height}
            sizes={CARD_SIZES}
            priority={priority}
            alt=""
          />
        </div>
        <h3 className="sf-card__name" title={fullName}>
          {name}
        </h3>
      </Link>
      <p className="sf-card__price">{taka(product.price)}</p>
      <StockNote stock={product.stock} />
      <div className="sf-card__actions">
        <button
          type="button"
          className="sf-btn sf-btn--ghost sf-btn--icon"
          disabled={soldOut}
          aria-label={t('product.addNamedToCart', { name: fullName })}
          title={t('product.addToCart')}
          data-early-tap={addKey}
          ref={addAdopted}
          onClick={add}
        >
          <ShopIcon icon={ShoppingCartOutlined} aria-hidden />
        </button>
        <button
          type="button"
          className="sf-btn sf-btn--primary"
          disabled={soldOut}
          aria-label={t('product.orderNamed', { name: fullName })}
          data-early-tap={orderKey}
          ref={orderAdopted}
          onClick={order}
        >
          {t('product.order')}
        </button>
      </div>
    </article>
  );
}

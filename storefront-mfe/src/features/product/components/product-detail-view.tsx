import { useNavigate } from 'react-router-dom';
import ShoppingCartOutlined from '@ant-design/icons-svg/lib/asn/ShoppingCartOutlined';
import type { ProductDetail } from '@poshak/shared-api';
import { useT } from '@poshak/shared-ui/i18n';
import { paths } from '@poshak/shared-ui/paths';
import { useEarlyTap } from '@poshak/shared-ui/early-taps';
import { ProductCard } from '../../catalog';
import { StockNote } from '../../../components/stock-note';
import { earlyTapKey, useAddToCart } from '../../cart';
import { useTaka } from '../../../lib/use-taka';
import { useHydrated } from '../../../lib/use-hydrated';
import { useLocalName } from '../../../lib/use-local';
import { OtherColours } from './other-colours';
import { SizeChoice } from './size-choice';
import { ProductGallery } from './product-gallery';
import { ShopIcon } from '../../../components/shop-icon';
import { ShareButton } from './share-button';

/** Related cards cut the name to 16 characters (spec §9). */
const RELATED_NAME_LIMIT = 16;

/** The product page: pictures, facts, real stock, add-to-cart and Order, other colours, related items. */
export function ProductDetailView({ detail }: { detail: ProductDetail }) {
  const { t } = useT('storefront');
  const taka = useTaka();
  const addToCart = useAddToCart();
  const navigate = useNavigate();
  const { product } = detail;
  const soldOut = product.stock <= 0;
  const localName = useLocalName();
  const name = localName(product.product_name, product.product_name_bn);
  // Drawn by the server before its code arrives: the size choice waits for it, a tap on a
  // button is kept (the shell's early script) and done here once the page is live.
  const ready = useHydrated();
  // The detail page always appends a new line (spec §4).
  const add = () => addToCart(product, 'append');
  const order = () => {
    if (addToCart(product, 'append') === 'added') void navigate(paths.cart);
  };
  const addKey = earlyTapKey('add', product);
  const orderKey = earlyTapKey('order', product);
  const addAdopted = useEarlyTap(addKey, add);
  const orderAdopted = useEarlyTap(orderKey, order);
  const images = product.images.length > 0 ? product.images : [product.image];
  // With more than one size on sale the choice names them; one size is a fact like the others.
  const choosesSize = detail.sizes.length > 1;

  // Names in the reader's language; a brand, a model and a code are names and ids, as written.
  const facts: [string, string | null][] = [
    [t('product.colour'), localName(product.color_name, product.color_name_bn)],
    [t('product.size'), choosesSize ? null : localName(product.size_name, product.size_name_bn)],
    [
      t('product.material'),
      product.material_name && localName(product.material_name, product.material_name_bn),
    ],
    [t('product.brand'), product.brand_name],
    [t('product.category'), localName(product.category_name, product.category_name_bn)],
    [t('product.model'), product.model],
    [
      t('product.type'),
      product.product_type && localName(product.product_type, product.product_type_bn),
    ],
    [t('product.code'), product.product_code],
  ];

  return (
    <div className="sf-container sf-detail">
      <div className="sf-detail__main">
        <ProductGallery images={images} name={name} />
        <div className="sf-detail__info">
          <h1 className="sf-detail__name">{name}</h1>
          <div className="sf-detail__price-row">
            <p className="sf-detail__price">{taka(product.price)}</p>
            <ShareButton idProductTrace={product.id_product_trace} name={name} />
          </div>
          <StockNote stock={product.stock} showInStock />
          <SizeChoice sizes={detail.sizes} current={product.id_product_trace} ready={ready} />
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
          <OtherColours items={detail.otherColours} />
          <dl className="sf-facts">
            {facts
              .filter((fact): fact is [string, string] => !!fact[1])
              .map(([label, value]) => (
                <div key={label} className="sf-facts__row">
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
          </dl>
        </div>
      </div>
      {detail.related.length > 0 && (
        <section className="sf-section" aria-labelledby="sf-related">
          <h2 id="sf-related" className="sf-section__title">
            {t('product.related')}
          </h2>
          <ul className="sf-grid">
            {detail.related.map((item) => (
              <li key={item.id_transaction}>
                <ProductCard product={item} addMode="append" nameLimit={RELATED_NAME_LIMIT} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

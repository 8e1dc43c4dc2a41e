import type { ProductDetail } from '@poshak/shared-api';
import { StockNote } from '../../../components/stock-note';
import { useTaka } from '../../../lib/use-taka';
import { useHydrated } from '../../../lib/use-hydrated';
import { useLocalName } from '../../../lib/use-local';
import { OtherColours } from './other-colours';
import { SizeChoice } from './size-choice';
import { ProductGallery } from './product-gallery';
import { ShareButton } from './share-button';
import { DetailActions } from './detail-actions';
import { ProductFacts } from './product-facts';
import { RelatedProducts } from './related-products';

/** The product page: pictures, facts, real stock, add-to-cart and Order, other colours, related items. */
export function ProductDetailView({ detail }: { detail: ProductDetail }) {
  const taka = useTaka();
  const { product } = detail;
  const localName = useLocalName();
  const name = localName(product.product_name, product.product_name_bn);
  // Drawn by the server before its code arrives: the size choice waits for it.
  const ready = useHydrated();
  const images = product.images.length > 0 ? product.images : [product.image];

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
          <DetailActions product={product} />
          <OtherColours items={detail.otherColours} />
          <ProductFacts detail={detail} />
        </div>
      </div>
      <RelatedProducts items={detail.related} />
    </div>
  );
}

import { Link } from 'react-router-dom';
import { useT } from '@poshak/shared-ui/i18n';
import { paths } from '@poshak/shared-ui/paths';
import { QueryError } from '../../../components/query-error';
import { isValidProductId, useProductDetail } from '../api/use-product-detail';
import { ProductDetailView } from './product-detail-view';

/** Loads `/productdetails/:id` and shows it, a skeleton while loading, or why it cannot. */
export function ProductPage({ idProductTrace }: { idProductTrace: number }) {
  const { t } = useT('storefront');
  const query = useProductDetail(idProductTrace);
  const valid = isValidProductId(idProductTrace);

  if (!valid || query.data === null)
    return (
      <div className="sf-container sf-empty-state">
        <h1 className="sf-page-title">{t('product.notFound')}</h1>
        <Link className="sf-btn sf-btn--primary" to={paths.home}>
          {t('cart.continueShopping')}
        </Link>
      </div>
    );
  if (query.isError) return <QueryError />;
  if (query.isPending) return <DetailSkeleton />;
  return <ProductDetailView detail={query.data} />;
}

function DetailSkeleton() {
  return (
    <div className="sf-container sf-detail" aria-busy="true" data-testid="product-loading">
      <div className="sf-detail__main">
        <div className="sf-gallery">
          <div className="sf-gallery__main sf-skeleton" />
        </div>
        <div className="sf-detail__info">
          <div className="sf-skeleton sf-skeleton--title" />
          <div className="sf-skeleton sf-skeleton--line sf-skeleton--short" />
          <div className="sf-skeleton sf-skeleton--block" />
        </div>
      </div>
    </div>
  );
}

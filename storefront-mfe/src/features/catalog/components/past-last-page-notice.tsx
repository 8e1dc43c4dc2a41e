import { Link } from 'react-router-dom';
import { useT } from '@poshak/shared-ui/i18n';
import { collectionQuery, shopSearchParams, type ShopSearch } from '../../search';
import { useProductList } from '../api/use-product-list';

/**
 * A page past the end (an old link, a hand-typed `?page=999`) says so at the top of the first
 * screen, with the way back, rather than under the banner and the best sellers.
 */
export function PastLastPageNotice({ search }: { search: ShopSearch }) {
  const { t } = useT('storefront');
  // The grid's own query: one request between them.
  const { data, isPlaceholderData } = useProductList(collectionQuery(search));
  if (!data || isPlaceholderData || data.items.length > 0) return null;
  const lastPage = Math.ceil(data.total / data.pageSize);
  if (lastPage < 1 || search.page <= lastPage) return null;
  return (
    <p className="sf-container sf-page-notice" role="status">
      {t('home.pastLastPage', { count: lastPage })}{' '}
      <Link
        className="sf-btn sf-btn--primary sf-btn--small"
        to={{ search: shopSearchParams({ ...search, page: lastPage }).toString() }}
      >
        {t('home.lastPage')}
      </Link>
    </p>
  );
}

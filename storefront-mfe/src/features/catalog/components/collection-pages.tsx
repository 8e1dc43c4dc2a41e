import { lazy, Suspense } from 'react';
import type { ProductList } from '@poshak/shared-api';
import { useT } from '@poshak/shared-ui/i18n';
import { changePage, shopSearchParams, type ShopSearch } from '../../search';
import type { useNearViewport } from '../../../lib/use-near-viewport';
import { PageLinks } from './page-links';

// antd's Pagination (with its size changer) sits below the grid: it loads when scrolled near.
const CollectionPagination = lazy(() => import('./collection-pagination'));

interface Props {
  list: ProductList;
  search: ShopSearch;
  onSearchChange: (next: ShopSearch) => void;
  /** The grid's watch on the pages coming near: it stays true once, whatever the grid shows. */
  nearViewport: ReturnType<typeof useNearViewport>;
}

/** The grid's pages: plain links, antd's Pagination in their place once scrolled near. */
export function CollectionPages({ list, search, onSearchChange, nearViewport }: Props) {
  const { t } = useT('storefront');
  const [observe, near] = nearViewport;
  const pageLinks = <PageLinks search={search} lastPage={Math.ceil(list.total / list.pageSize)} />;
  return (
    <nav className="sf-pagination" ref={observe} aria-label={t('home.pages')}>
      {near ? (
        <Suspense fallback={pageLinks}>
          <CollectionPagination
            current={list.page}
            pageSize={list.pageSize}
            total={list.total}
            pageHref={(page) => `?${shopSearchParams({ ...search, page }).toString()}`}
            onChange={(page, pageSize) => onSearchChange(changePage(search, page, pageSize))}
          />
        </Suspense>
      ) : (
        pageLinks
      )}
    </nav>
  );
}

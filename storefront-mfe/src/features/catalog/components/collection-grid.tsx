import { lazy, Suspense, useEffect, useRef } from 'react';
import CloseOutlined from '@ant-design/icons-svg/lib/asn/CloseOutlined';
import { useT } from '@poshak/shared-ui/i18n';
import { ProductCard } from './product-card';
import { QueryError } from '../../../components/query-error';
import {
  changePage,
  clearSearch,
  collectionQuery,
  GridFilter,
  isFiltered,
  isSearching,
  shopSearchParams,
  type ShopSearch,
  useCategories,
} from '../../search';
import { useNearViewport } from '../../../lib/use-near-viewport';
import { useLocalName } from '../../../lib/use-local';
import { useProductList } from '../api/use-product-list';
import { ProductGridSkeleton } from './product-grid-skeleton';
import { PageLinks } from './page-links';
import { ShopIcon } from '../../../components/shop-icon';

// antd's Pagination (with its size changer) sits below the grid: it loads when scrolled near.
const CollectionPagination = lazy(() => import('./collection-pagination'));

interface Props {
  search: ShopSearch;
  onSearchChange: (next: ShopSearch) => void;
}

/** Collection of this week: image priority 1, one card per product code, paginated (spec §2, §9). */
export function CollectionGrid({ search, onSearchChange }: Props) {
  const { t } = useT('storefront');
  const { data, isPending, isError, isPlaceholderData } = useProductList(collectionQuery(search));
  const { data: categories } = useCategories();
  const sectionRef = useRef<HTMLElement>(null);
  const searchKey = shopSearchParams(search).toString();
  const firstRender = useRef(true);
  const [paginationRef, showPagination] = useNearViewport();

  // A new search or page brings the grid's top into view (the banner may be above it).
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    sectionRef.current?.scrollIntoView?.({ block: 'start' });
  }, [searchKey]);

  const localName = useLocalName();
  const category = categories?.find((c) => c.id === search.category);
  const categoryName = category && localName(category.name, category.name_bn);
  const pageLinks = data && (
    <PageLinks search={search} lastPage={Math.ceil(data.total / data.pageSize)} />
  );
  const heading = search.q
    ? t('home.resultsFor', { q: search.q })
    : search.category
      ? t('home.resultsInCategory', { name: categoryName ?? '…' })
      : t('home.collection');

  return (
    <section
      ref={sectionRef}
      className="sf-section sf-container sf-collection"
      aria-labelledby="sf-collection-title"
      aria-busy={isPending || isPlaceholderData}
    >
      <div className="sf-section__head">
        <h2 id="sf-collection-title" className="sf-section__title">
          {heading}
        </h2>
        {(isSearching(search) || isFiltered(search)) && (
          <div className="sf-search-info">
            {data && !isPlaceholderData && (
              <span className="sf-search-info__count">
                {t('home.resultCount', { count: data.total })}
              </span>
            )}
            {isSearching(search) && (
              <button
                type="button"
                className="sf-btn sf-btn--ghost sf-btn--small"
                onClick={() => onSearchChange(clearSearch(search))}
              >
                <ShopIcon icon={CloseOutlined} aria-hidden /> {t('home.clearSearch')}
              </button>
            )}
          </div>
        )}
      </div>
      <GridFilter search={search} onSearchChange={onSearchChange} />
      {isPending ? (
        <ProductGridSkeleton count={search.pageSize > 18 ? 18 : search.pageSize} />
      ) : isError ? (
        <QueryError />
      ) : data.items.length === 0 ? (
        // A page past the end says so at the top of the page (PastLastPageNotice).
        <p className="sf-empty">{t('home.noProduct')}</p>
      ) : (
        <>
          <ul className={`sf-grid${isPlaceholderData ? ' sf-grid--stale' : ''}`}>
            {data.items.map((product) => (
              <li key={product.id_transaction}>
                <ProductCard product={product} addMode="merge" />
              </li>
            ))}
          </ul>
          <nav className="sf-pagination" ref={paginationRef} aria-label={t('home.pages')}>
            {showPagination ? (
              <Suspense fallback={pageLinks}>
                <CollectionPagination
                  current={data.page}
                  pageSize={data.pageSize}
                  total={data.total}
                  pageHref={(page) => `?${shopSearchParams({ ...search, page }).toString()}`}
                  onChange={(page, pageSize) => onSearchChange(changePage(search, page, pageSize))}
                />
              </Suspense>
            ) : (
              pageLinks
            )}
          </nav>
        </>
      )}
    </section>
  );
}

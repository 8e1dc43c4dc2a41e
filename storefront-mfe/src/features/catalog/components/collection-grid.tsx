import { useEffect, useRef } from 'react';
import { useT } from '@poshak/shared-ui/i18n';
import { ProductCard } from './product-card';
import { QueryError } from '../../../components/query-error';
import { collectionQuery, GridFilter, shopSearchParams, type ShopSearch } from '../../search';
import { useNearViewport } from '../../../lib/use-near-viewport';
import { useProductList } from '../api/use-product-list';
import { ProductGridSkeleton } from './product-grid-skeleton';
import { CollectionHead } from './collection-head';
import { CollectionPages } from './collection-pages';

interface Props {
  search: ShopSearch;
  onSearchChange: (next: ShopSearch) => void;
}

/** A new search or page brings the grid's top into view (the banner may be above it). */
function useTopOnNewSearch(search: ShopSearch) {
  const sectionRef = useRef<HTMLElement>(null);
  const searchKey = shopSearchParams(search).toString();
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    sectionRef.current?.scrollIntoView?.({ block: 'start' });
  }, [searchKey]);
  return sectionRef;
}

/** Collection of this week: image priority 1, one card per product code, paginated (spec §2, §9). */
export function CollectionGrid({ search, onSearchChange }: Props) {
  const { t } = useT('storefront');
  const { data, isPending, isError, isPlaceholderData } = useProductList(collectionQuery(search));
  const sectionRef = useTopOnNewSearch(search);
  const nearViewport = useNearViewport();

  return (
    <section
      ref={sectionRef}
      className="sf-section sf-container sf-collection"
      aria-labelledby="sf-collection-title"
      aria-busy={isPending || isPlaceholderData}
    >
      <CollectionHead
        search={search}
        resultCount={data && !isPlaceholderData ? data.total : undefined}
        onSearchChange={onSearchChange}
      />
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
          <CollectionPages
            list={data}
            search={search}
            onSearchChange={onSearchChange}
            nearViewport={nearViewport}
          />
        </>
      )}
    </section>
  );
}

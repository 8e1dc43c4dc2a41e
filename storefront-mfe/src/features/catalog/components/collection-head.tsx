import CloseOutlined from '@ant-design/icons-svg/lib/asn/CloseOutlined';
import { useT } from '@poshak/shared-ui/i18n';
import { clearSearch, isFiltered, isSearching, type ShopSearch, useCategories } from '../../search';
import { useLocalName } from '../../../lib/use-local';
import { ShopIcon } from '../../../components/shop-icon';

interface Props {
  search: ShopSearch;
  /** How many products the search found; undefined while it is not known. */
  resultCount: number | undefined;
  onSearchChange: (next: ShopSearch) => void;
}

/** The grid's title (the collection, a search or a category), the result count and Clear search. */
export function CollectionHead({ search, resultCount, onSearchChange }: Props) {
  const { t } = useT('storefront');
  const { data: categories } = useCategories();
  const localName = useLocalName();
  const category = categories?.find((c) => c.id === search.category);
  const categoryName = category && localName(category.name, category.name_bn);
  const heading = search.q
    ? t('home.resultsFor', { q: search.q })
    : search.category
      ? t('home.resultsInCategory', { name: categoryName ?? '…' })
      : t('home.collection');

  return (
    <div className="sf-section__head">
      <h2 id="sf-collection-title" className="sf-section__title">
        {heading}
      </h2>
      {(isSearching(search) || isFiltered(search)) && (
        <div className="sf-search-info">
          {resultCount !== undefined && (
            <span className="sf-search-info__count">
              {t('home.resultCount', { count: resultCount })}
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
  );
}

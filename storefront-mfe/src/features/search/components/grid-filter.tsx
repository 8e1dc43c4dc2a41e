import { useId } from 'react';
import { Link } from 'react-router-dom';
import { DEFAULT_PAGE_SIZE, DEFAULT_PRODUCT_SORT, PRODUCT_SORTS } from '@poshak/shared-api';
import { useT } from '@poshak/shared-ui/i18n';
import { paths } from '@poshak/shared-ui/paths';
import { filterGrid, isFiltered, shopSearchParams, type ShopSearch } from '../shop-search';
import { useGridFilterForm } from '../use-grid-filter-form';
import { PriceField } from './price-field';

interface Props {
  search: ShopSearch;
  onSearchChange: (next: ShopSearch) => void;
}

/**
 * The grid's order and price range. A real form (`GET /?sort=…&min=…&max=…`, the name or category
 * carried along), so it works before the page's code has arrived: the server draws the result.
 * Once the code is here, a new order applies at once and a price range with Apply, each as an
 * address of its own (Back steps through them); a price that is not whole taka is said beside its
 * field instead of being sent. The fields are the shopper's: an address the form itself asked for
 * leaves them as they are (a price typed while a new order's results arrive stays), any other
 * address (Back, a category, Reset) writes its own values into them.
 */
export function GridFilter({ search, onSearchChange }: Props) {
  const { t } = useT('storefront');
  const id = useId();
  const { formRef, shown, problem, onSubmit } = useGridFilterForm(search, onSearchChange);
  const priceField = (field: 'min' | 'max', value: string) => (
    <PriceField formId={id} field={field} value={value} wrong={problem?.field === field} />
  );

  const resettable = Boolean(search.sort) || isFiltered(search);

  return (
    <form
      ref={formRef}
      className={`sf-filter${resettable ? ' sf-filter--resettable' : ''}`}
      method="get"
      action={paths.home}
      aria-label={t('filter.title')}
      onSubmit={onSubmit}
      noValidate
    >
      {search.q && <input type="hidden" name="q" value={search.q} />}
      {search.category && <input type="hidden" name="category" value={search.category} />}
      {search.pageSize !== DEFAULT_PAGE_SIZE && (
        <input type="hidden" name="size" value={search.pageSize} />
      )}
      <div className="sf-filter__sort">
        <label htmlFor={`${id}-sort`} className="sf-filter__label">
          {t('filter.sort')}
        </label>
        <select
          id={`${id}-sort`}
          name="sort"
          className="sf-filter__select"
          defaultValue={shown.sort}
          // A new order applies at once, with the range the fields hold.
          onChange={(event) => event.currentTarget.form?.requestSubmit()}
        >
          {PRODUCT_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`filter.${sort}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="sf-filter__range">
        {priceField('min', shown.min)}
        <span className="sf-filter__dash" aria-hidden>
          –
        </span>
        {priceField('max', shown.max)}
        <button type="submit" className="sf-btn sf-btn--primary sf-btn--small sf-filter__apply">
          {t('filter.apply')}
        </button>
      </div>
      {resettable && (
        <Link
          className="sf-btn sf-btn--ghost sf-btn--small sf-filter__reset"
          to={{
            pathname: paths.home,
            search: shopSearchParams(filterGrid(search, { sort: DEFAULT_PRODUCT_SORT }))
              .toString()
              .replace(/^(?=.)/, '?'),
          }}
        >
          {t('filter.reset')}
        </Link>
      )}
      {problem && (
        <p id={`${id}-problem`} className="sf-filter__problem" role="alert">
          {t(`filter.${problem.text}`)}
        </p>
      )}
    </form>
  );
}

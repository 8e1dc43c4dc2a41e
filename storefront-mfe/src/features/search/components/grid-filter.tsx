import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import {
  DEFAULT_PAGE_SIZE,
  DEFAULT_PRODUCT_SORT,
  PRODUCT_SORTS,
  type ProductSort,
} from '@poshak/shared-api';
import { useLanguage, useT } from '@poshak/shared-ui/i18n';
import { paths } from '@poshak/shared-ui/paths';
import { formatNumber } from '../../../lib/use-local';
import {
  filterGrid,
  isFiltered,
  parsePrice,
  shopSearchParams,
  type ShopSearch,
} from '../shop-search';

interface Props {
  search: ShopSearch;
  onSearchChange: (next: ShopSearch) => void;
}

type Problem = { field: 'min' | 'max'; text: 'notPrice' | 'maxBelowMin' } | null;

const FILTER_FIELDS = ['sort', 'min', 'max'] as const;
type FilterField = (typeof FILTER_FIELDS)[number];

const isSort = (value: string): value is ProductSort =>
  (PRODUCT_SORTS as readonly string[]).includes(value);

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
  const [language] = useLanguage();
  const id = useId();
  const [problem, setProblem] = useState<Problem>(null);
  const price = (value: number | undefined) =>
    value === undefined ? '' : formatNumber(value, language, false);
  const formRef = useRef<HTMLFormElement>(null);
  const address = shopSearchParams(search).toString();
  const shown = {
    sort: search.sort ?? DEFAULT_PRODUCT_SORT,
    min: price(search.min),
    max: price(search.max),
  };
  const shownKey = JSON.stringify(shown);
  /**
   * The address the fields belong to as the shopper left them: the one the form was drawn for
   * (what was typed before the page's code arrived stays), then the one its last submit asked
   * for, with what the fields held then.
   */
  const asked = useRef<{ address: string; sent?: Record<FilterField, string> } | null>({
    address,
  });

  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const values = JSON.parse(shownKey) as Record<FilterField, string>;
    const own = asked.current?.address === address ? asked.current : null;
    for (const name of FILTER_FIELDS) {
      const field = form.elements.namedItem(name);
      if (!(field instanceof HTMLInputElement || field instanceof HTMLSelectElement)) continue;
      // The form's own answer: a field still as it was sent shows the address's way of writing
      // it (৫০০ → 500); one typed in since is left alone.
      if (own && field.value !== own.sent?.[name]) continue;
      field.value = values[name];
    }
    if (!own) {
      asked.current = null;
      setProblem(null);
    }
  }, [address, shownKey]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    const sort = text('sort');
    const min = parsePrice(text('min'));
    const max = parsePrice(text('max'));
    const found: Problem =
      text('min') && min === undefined
        ? { field: 'min', text: 'notPrice' }
        : text('max') && max === undefined
          ? { field: 'max', text: 'notPrice' }
          : min !== undefined && max !== undefined && min > max
            ? { field: 'max', text: 'maxBelowMin' }
            : null;
    setProblem(found);
    if (found) return;
    const next = filterGrid(search, { sort: isSort(sort) ? sort : DEFAULT_PRODUCT_SORT, min, max });
    const sent = {
      sort: String(form.get('sort') ?? ''),
      min: String(form.get('min') ?? ''),
      max: String(form.get('max') ?? ''),
    };
    asked.current = { address: shopSearchParams(next).toString(), sent };
    onSearchChange(next);
  };

  const priceField = (field: 'min' | 'max', value: string) => {
    const fieldId = `${id}-${field}`;
    const wrong = problem?.field === field;
    return (
      <div className="sf-filter__price">
        <label htmlFor={fieldId} className="sf-visually-hidden">
          {t(`filter.${field}`)}
        </label>
        {/* A filled field still says what its number is: taka. */}
        <span className="sf-filter__currency" aria-hidden>
          ৳
        </span>
        <input
          id={fieldId}
          name={field}
          className="sf-filter__input"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          maxLength={12}
          // What the field is for at a glance (its label is read to a screen reader).
          placeholder={t(field === 'min' ? 'filter.minShort' : 'filter.maxShort')}
          defaultValue={value}
          aria-invalid={wrong || undefined}
          aria-describedby={wrong ? `${id}-problem` : undefined}
        />
      </div>
    );
  };

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

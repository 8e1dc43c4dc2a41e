import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { DEFAULT_PRODUCT_SORT, PRODUCT_SORTS, type ProductSort } from '@poshak/shared-api';
import { useLanguage } from '@poshak/shared-ui/i18n';
import { formatNumber } from '../../lib/use-local';
import { checkPriceRange, type PriceProblem } from './grid-filter-problem';
import { filterGrid, shopSearchParams, type ShopSearch } from './shop-search';

const FILTER_FIELDS = ['sort', 'min', 'max'] as const;
type FilterField = (typeof FILTER_FIELDS)[number];
type FieldValues = Record<FilterField, string>;
/** An address the form asked for, with what its fields held when it did. */
type Asked = { address: string; sent?: FieldValues } | null;

const isSort = (value: string): value is ProductSort =>
  (PRODUCT_SORTS as readonly string[]).includes(value);

/**
 * Writes the address's values into the fields, except where the form itself asked for this
 * address: there a field still as it was sent shows the address's way of writing it (৫০০ → 500)
 * and one typed in since is left alone.
 */
function useFieldsFollowAddress(
  formRef: RefObject<HTMLFormElement | null>,
  askedRef: RefObject<Asked>,
  address: string,
  shownKey: string,
  setProblem: (problem: PriceProblem) => void,
) {
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const values = JSON.parse(shownKey) as FieldValues;
    const own = askedRef.current?.address === address ? askedRef.current : null;
    for (const name of FILTER_FIELDS) {
      const field = form.elements.namedItem(name);
      if (!(field instanceof HTMLInputElement || field instanceof HTMLSelectElement)) continue;
      if (own && field.value !== own.sent?.[name]) continue;
      field.value = values[name];
    }
    if (!own) {
      askedRef.current = null;
      setProblem(null);
    }
  }, [formRef, askedRef, address, shownKey, setProblem]);
}

/**
 * The grid filter form's state: the values the address shows, the problem with the range typed,
 * and the submit that turns the fields into the next search.
 */
export function useGridFilterForm(search: ShopSearch, onSearchChange: (next: ShopSearch) => void) {
  const [language] = useLanguage();
  const [problem, setProblem] = useState<PriceProblem>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const address = shopSearchParams(search).toString();
  const price = (value: number | undefined) =>
    value === undefined ? '' : formatNumber(value, language, false);
  const shown: FieldValues = {
    sort: search.sort ?? DEFAULT_PRODUCT_SORT,
    min: price(search.min),
    max: price(search.max),
  };
  // The address the fields belong to as the shopper left them: the one the form was drawn for
  // (what was typed before the page's code arrived stays), then the one its last submit asked for.
  const askedRef = useRef<Asked>({ address });
  useFieldsFollowAddress(formRef, askedRef, address, JSON.stringify(shown), setProblem);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const sent: FieldValues = {
      sort: String(form.get('sort') ?? ''),
      min: String(form.get('min') ?? ''),
      max: String(form.get('max') ?? ''),
    };
    const { min, max, problem: found } = checkPriceRange(sent.min.trim(), sent.max.trim());
    setProblem(found);
    if (found) return;
    const sort = sent.sort.trim();
    const next = filterGrid(search, { sort: isSort(sort) ? sort : DEFAULT_PRODUCT_SORT, min, max });
    askedRef.current = { address: shopSearchParams(next).toString(), sent };
    onSearchChange(next);
  };

  return { formRef, shown, problem, onSubmit };
}

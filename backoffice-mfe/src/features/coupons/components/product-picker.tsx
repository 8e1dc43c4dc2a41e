import { useDeferredValue, useState } from 'react';
import { Select, Spin } from 'antd';
import type { Coupon } from '@poshak/shared-api';
import { useLanguage, useT } from '@poshak/shared-ui/i18n';
import { useProductSearch } from '../api/use-product-search';

interface Props {
  id?: string;
  /** The chosen product codes. */
  value: string[];
  onChange: (codes: string[]) => void;
  /** Single Product: one product; Selected Product: any number. */
  single: boolean;
  /** The names of the products the coupon named when the dialog opened. */
  known: Coupon['products'];
  invalid?: boolean;
  'aria-describedby'?: string;
}

/**
 * Products a coupon applies to, found by code or name in the stock, shown as removable tags with
 * their names. A Single Product coupon takes one.
 */
export function ProductPicker({ value, onChange, single, known, invalid, ...input }: Props) {
  const { t } = useT('backoffice');
  const [language] = useLanguage();
  const [typed, setTyped] = useState('');
  const search = useProductSearch(useDeferredValue(typed));
  // The names of the chosen products: kept when chosen, so a tag keeps its name as the search moves on.
  const [chosenNames, setChosenNames] = useState(
    () => new Map(known.map((p) => [p.product_code, p.product_name ?? p.product_code])),
  );
  const names = new Map(chosenNames);
  for (const p of search.data ?? []) {
    names.set(p.product_code, (language === 'bn' && p.product_name_bn) || p.product_name);
  }
  const label = (code: string) => {
    const name = names.get(code);
    return name && name !== code ? `${name} (${code})` : code;
  };
  const found = (search.data ?? []).map((p) => p.product_code);
  const codes = [...new Set([...value, ...(typed.trim() ? found : [])])];

  return (
    <Select
      {...input}
      mode="multiple"
      maxCount={single ? 1 : undefined}
      value={value}
      onChange={(codes: string[]) => {
        setChosenNames(new Map(codes.map((code) => [code, names.get(code) ?? code])));
        onChange(codes);
        // A product chosen, the box is ready for the next search.
        setTyped('');
      }}
      showSearch={{ filterOption: false, onSearch: setTyped, searchValue: typed }}
      onBlur={() => setTyped('')}
      status={invalid ? 'error' : undefined}
      placeholder={t(single ? 'coupons.picker.placeholderOne' : 'coupons.picker.placeholder')}
      notFoundContent={
        search.isFetching ? (
          <Spin size="small" />
        ) : typed.trim() ? (
          t('coupons.picker.noMatch')
        ) : (
          t('coupons.picker.typeToSearch')
        )
      }
      options={codes.map((code) => ({ value: code, label: label(code) }))}
      style={{ width: '100%' }}
    />
  );
}

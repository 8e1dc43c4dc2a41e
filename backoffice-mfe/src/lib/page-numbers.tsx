import { useMemo, type ReactNode } from 'react';
import type { PaginationProps } from 'antd';
import { useLanguage } from '@poshak/shared-ui/i18n';
import { toBengaliDigits } from './reader-format';

type PageNumbers = Pick<PaginationProps, 'itemRender' | 'showSizeChanger'>;

const bengali = (label: ReactNode) => toBengaliDigits(String(label ?? ''));

/**
 * A list's page numbers and page sizes ("১৮ / পৃষ্ঠা") in the reader's digits: antd writes them in
 * Latin digits whatever the locale, beside Bengali dates and counts. Spread last into a table's or
 * a list's pagination (it shows the size changer).
 */
export function usePageNumbers(): PageNumbers {
  const [language] = useLanguage();
  return useMemo(
    () =>
      language === 'bn'
        ? {
            itemRender: (page, type, element): ReactNode =>
              type === 'page' ? <a>{toBengaliDigits(String(page))}</a> : element,
            showSizeChanger: {
              labelRender: ({ label }) => bengali(label),
              optionRender: ({ label }) => bengali(label),
            },
          }
        : { showSizeChanger: true },
    [language],
  );
}

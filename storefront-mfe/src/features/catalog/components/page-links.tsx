import { Link } from 'react-router-dom';
import { useT } from '@poshak/shared-ui/i18n';
import { shopSearchParams, type ShopSearch } from '../../search';
import { useNumber } from '../../../lib/use-local';

/** Pages either side of the current one that are linked by number. */
const AROUND = 2;

/** The page numbers to link: the first, the last, and those around the current one. */
export function pagesToLink(current: number, last: number): number[] {
  const pages = new Set([1, last]);
  for (let page = current - AROUND; page <= current + AROUND; page++) {
    if (page >= 1 && page <= last) pages.add(page);
  }
  return [...pages].sort((a, b) => a - b);
}

/**
 * The grid's pages as plain links, drawn by the server: they work before the app is live (each
 * page is drawn by the server too), until antd's pagination with its size changer takes over.
 */
export function PageLinks({ search, lastPage }: { search: ShopSearch; lastPage: number }) {
  const { t } = useT('storefront');
  const number = useNumber();
  if (lastPage <= 1) return null;
  const to = (page: number) => ({ search: `?${shopSearchParams({ ...search, page }).toString()}` });
  const pages = pagesToLink(search.page, lastPage);
  return (
    <ul className="sf-page-links">
      {search.page > 1 && (
        <li>
          <Link className="sf-page-links__step" to={to(search.page - 1)} rel="prev">
            {t('home.previousPage')}
          </Link>
        </li>
      )}
      {pages.map((page, i) => (
        <li key={page}>
          {i > 0 && page - (pages[i - 1] ?? page) > 1 && (
            <span className="sf-page-links__gap" aria-hidden>
              …
            </span>
          )}
          <Link
            className="sf-page-links__page"
            to={to(page)}
            aria-label={t('home.pageNumber', { page: number(page, false) })}
            aria-current={page === search.page ? 'page' : undefined}
          >
            {number(page, false)}
          </Link>
        </li>
      ))}
      {search.page < lastPage && (
        <li>
          <Link className="sf-page-links__step" to={to(search.page + 1)} rel="next">
            {t('home.nextPage')}
          </Link>
        </li>
      )}
    </ul>
  );
}

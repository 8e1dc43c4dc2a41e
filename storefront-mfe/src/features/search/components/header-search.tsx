import { lazy, Suspense, useState } from 'react';
import SearchOutlined from '@ant-design/icons-svg/lib/asn/SearchOutlined';
import { useT } from '@poshak/shared-ui/i18n';
import { SearchBox } from './search-box';
import { ShopIcon } from '../../../components/shop-icon';

// The modal (and antd's Modal) loads on the first tap only: it is never on the first screen.
const SearchModal = lazy(() => import('./search-modal'));

/** The narrow screens' search form that the search icon shows before the app is live. */
const NARROW_SEARCH_ID = 'sf-narrow-search';

/**
 * Wide screens get the search box in the header; narrow ones a search icon opening a modal
 * (spec §2). CSS picks which one shows, so nothing jumps when the page first paints. Until the
 * app is live the icon is a plain link to a search form under the header (shown by `:target`),
 * so a search on a phone works from the first paint too.
 */
export function HeaderSearch() {
  const { t } = useT('storefront');
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  return (
    <>
      <div className="sf-wide-only sf-header__searchbox">
        <SearchBox />
      </div>
      <a
        href={`#${NARROW_SEARCH_ID}`}
        className="sf-icon-btn sf-narrow-only"
        aria-label={t('header.search')}
        aria-haspopup="dialog"
        onClick={(event) => {
          event.preventDefault();
          setRequested(true);
          setOpen(true);
        }}
      >
        <ShopIcon icon={SearchOutlined} aria-hidden />
      </a>
      <div id={NARROW_SEARCH_ID} className="sf-narrow-search">
        <SearchBox compact />
      </div>
      {requested && (
        <Suspense fallback={null}>
          <SearchModal open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

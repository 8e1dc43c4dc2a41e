import { lazy, Suspense, useState } from 'react';
import SearchOutlined from '@ant-design/icons-svg/lib/asn/SearchOutlined';
import { useT } from '@poshak/shared-ui/i18n';
import { SearchBox } from './search-box';
import { ShopIcon } from '../../../components/shop-icon';

// The modal (and antd's Modal) loads on the first tap only: it is never on the first screen.
const SearchModal = lazy(() => import('./search-modal'));

/**
 * Wide screens get the search box in the header; narrow ones a search button opening a modal
 * (spec §2). CSS picks which one shows, so nothing jumps when the page first paints.
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
      <button
        type="button"
        className="sf-icon-btn sf-narrow-only"
        aria-label={t('header.search')}
        aria-haspopup="dialog"
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        <ShopIcon icon={SearchOutlined} aria-hidden />
      </button>
      {requested && (
        <Suspense fallback={null}>
          <SearchModal open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

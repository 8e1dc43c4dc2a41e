import { lazy, Suspense, useState } from 'react';
import MenuOutlined from '@ant-design/icons-svg/lib/asn/MenuOutlined';
import { useT } from '@poshak/shared-ui/i18n';
import { ShopIcon } from '../../../components/shop-icon';

// The drawer (and antd's Drawer) loads on the first tap only.
const CategoryDrawer = lazy(() => import('./category-drawer'));

/** The header's menu button and the CATEGORIES drawer it opens (spec §2). */
export function CategoryMenu() {
  const { t } = useT('storefront');
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  return (
    <>
      <button
        type="button"
        className="sf-icon-btn"
        aria-label={t('header.menu')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        <ShopIcon icon={MenuOutlined} aria-hidden />
      </button>
      {requested && (
        <Suspense fallback={null}>
          <CategoryDrawer open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

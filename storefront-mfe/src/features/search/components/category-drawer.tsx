import { Drawer } from 'antd';
import { useT } from '@poshak/shared-ui/i18n';
import { AntdScope } from '../../../components/antd-scope';
import { searchByCategory } from '../shop-search';
import { useCategories } from '../api/use-categories';
import { useShopSearch } from '../use-shop-search';
import { useLocalName } from '../../../lib/use-local';

/** The spec's drawer width in px. */
const DRAWER_WIDTH = 150;

interface Props {
  open: boolean;
  onClose: () => void;
}

/** Left drawer titled CATEGORIES; picking a category or the close icon closes it (spec §2). */
export default function CategoryDrawer({ open, onClose }: Props) {
  const { t } = useT('storefront');
  const { data: categories } = useCategories();
  const { search, go } = useShopSearch();
  const localName = useLocalName();
  return (
    <AntdScope>
      <Drawer
        open={open}
        onClose={onClose}
        placement="left"
        size={DRAWER_WIDTH}
        title={t('categories.title')}
        closable={{ 'aria-label': t('categories.close') }}
        className="sf-drawer"
      >
        <ul className="sf-drawer__list">
          {categories?.map((category) => (
            <li key={category.id}>
              <button
                type="button"
                className="sf-drawer__item"
                aria-pressed={search.category === category.id}
                onClick={() => {
                  go(searchByCategory(search, category.id));
                  onClose();
                }}
              >
                {localName(category.name, category.name_bn)}
              </button>
            </li>
          ))}
        </ul>
      </Drawer>
    </AntdScope>
  );
}

import { useT } from '@poshak/shared-ui/i18n';
import { searchByCategory } from '../shop-search';
import { useCategories } from '../api/use-categories';
import { useShopSearch } from '../use-shop-search';
import { useLocalName } from '../../../lib/use-local';

/** Every category as a button, the chosen one highlighted; sticks to the top while scrolling (spec §2). */
export function CategoryBar() {
  const { t } = useT('storefront');
  const { data: categories } = useCategories();
  const { search, go } = useShopSearch();
  const localName = useLocalName();
  return (
    <nav className="sf-category-bar" aria-label={t('categories.bar')}>
      <ul className="sf-container sf-category-bar__list">
        {categories?.map((category) => (
          <li key={category.id}>
            <button
              type="button"
              className="sf-chip"
              aria-pressed={search.category === category.id}
              onClick={() => go(searchByCategory(search, category.id))}
            >
              {localName(category.name, category.name_bn)}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}

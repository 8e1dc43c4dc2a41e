import { Link } from 'react-router-dom';
import { useT } from '@poshak/shared-ui/i18n';
import { paths } from '@poshak/shared-ui/paths';
import { searchByCategory, shopSearchParams } from '../shop-search';
import { useCategories } from '../api/use-categories';
import { useShopSearch } from '../use-shop-search';
import { useLocalName } from '../../../lib/use-local';

/**
 * Every category as a link to its list, the chosen one highlighted; sticks to the top while
 * scrolling (spec §2). Links, so a tap before the app is live still opens the category (the
 * server draws that page too), and a long press can open it in a new tab.
 */
export function CategoryBar() {
  const { t } = useT('storefront');
  const { data: categories } = useCategories();
  const { search } = useShopSearch();
  const localName = useLocalName();
  return (
    <nav className="sf-category-bar" aria-label={t('categories.bar')}>
      <ul className="sf-container sf-category-bar__list">
        {categories?.map((category) => (
          <li key={category.id}>
            <Link
              className="sf-chip"
              to={{
                pathname: paths.home,
                search: `?${shopSearchParams(searchByCategory(search, category.id)).toString()}`,
              }}
              aria-current={search.category === category.id ? 'page' : undefined}
            >
              {localName(category.name, category.name_bn)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

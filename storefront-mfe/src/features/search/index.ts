// The shop search as the other features may use it; they import this file, never the search's own
// files (eslint.config.mjs, docs/code-layout.md).
export {
  changePage,
  clearSearch,
  collectionQuery,
  isSearching,
  shopSearchParams,
  type ShopSearch,
} from './shop-search';
export { useReloadHome, useShopSearch } from './use-shop-search';
export { useCategories } from './api/use-categories';
export { CategoryBar } from './components/category-bar';
export { CategoryMenu } from './components/category-menu';
export { HeaderSearch } from './components/header-search';

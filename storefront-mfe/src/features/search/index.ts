// The shop search as the other features may use it; they import this file, never the search's own
// files (eslint.config.mjs, docs/code-layout.md). The search kept in the URL is public as a whole:
// reading it, writing it and every change a shopper can make to it.
export * from './shop-search';
export { useReloadHome, useShopSearch } from './use-shop-search';
export { useCategories } from './api/use-categories';
export { CategoryBar } from './components/category-bar';
export { CategoryMenu } from './components/category-menu';
export { HeaderSearch } from './components/header-search';
export { GridFilter } from './components/grid-filter';

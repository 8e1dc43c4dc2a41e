// The catalogue as the other features may use it; they import this file, never the catalogue's own
// files (eslint.config.mjs, docs/code-layout.md).
export { ProductCard } from './components/product-card';

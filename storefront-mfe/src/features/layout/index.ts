// The layout as the other features may use it; they import this file, never the layout's own
// files (eslint.config.mjs, docs/code-layout.md).
export { shopConfigQuery } from './api/use-shop-config';

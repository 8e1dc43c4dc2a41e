// Standalone page of the storefront (`pnpm dev` in this package). The asynchronous boundary lets
// Module Federation agree on the shared singletons before any app code runs.
import('./bootstrap');

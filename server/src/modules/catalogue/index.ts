// What the catalogue domain offers the rest of the server: the storefront's reads (bound in
// db/repositories; orders read a product's card through them) and the catalogue cards, the
// storefront's list positions, which stock writes refresh and a bulk load rebuilds. The storefront
// routes are registered by app.ts.
export { rebuildCataloguePositions, refreshCards } from './catalogue-cards';
export { storefrontRepository } from './storefront';

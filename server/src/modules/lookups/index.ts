// What the lookups domain offers the rest of the server: the lookup lists (categories, colours,
// sizes, materials, brands, image priorities, delivery zones; bound in db/repositories) and a
// row's names in them, which every read that shows a product selects. Its routes are registered
// by app.ts.
export { lookupsRepository } from './lookups';
export { lookupNames } from './lookup-names';

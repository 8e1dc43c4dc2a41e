import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cartStock,
  cartStockQuery,
  productDetail,
  productDetailParams,
  productList,
  productListQuery,
  shopConfig,
} from '@poshak/shared-api/schemas';
import { countedEveryTime, keptListTotals } from '../../plugins/list-totals';
import { ACCESS } from '../../plugins/access';

/**
 * The catalogue as shoppers read it, kept by the read cache. Its units left are shown to them as
 * a band ("only 3 left"), and the cart and checkout ask the database for the exact number, so
 * an order that leaves more than a few units keeps these replies: under a crowd ordering 20
 * times a second they had been emptied and read again ≈ 5 times per order.
 */
const SHOPPERS_READ = {
  access: ACCESS.public,
  etag: true,
  cache: ['catalogue'],
  showsStockAs: 'band',
} as const;

/** The shopper's reads: paginated lists whose cost does not grow with the catalogue. */
const storefrontRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['storefront'];
  const totals = app.readCache ? keptListTotals(app.readCache.bus) : countedEveryTime;

  app.get(
    '/config',
    {
      // From the configuration, not the database: a busy shop still draws its layout.
      config: { access: ACCESS.public, etag: true, cache: ['reference'], shed: false },
      schema: { tags, summary: 'Shop identity for the layout', response: { 200: shopConfig } },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      const { name, supportPhone } = app.config.shop;
      return {
        shopName: name,
        supportPhone,
        developerSite: { label: 'Poshak', url: 'https://github.com/poshak' },
        social: { facebook: '', youtube: '', instagram: '', linkedin: '' },
        advanceFee: app.config.advanceFee,
      };
    },
  );

  app.get(
    '/storefront/products',
    {
      config: SHOPPERS_READ,
      schema: {
        tags,
        summary: 'One page of a storefront list (1 collection, 2 best sellers, 3 banners)',
        description:
          "Deduplicated by product_code; `sort` newest (default), price-asc or price-desc; `min`/`max` a price range in ৳ (the card's price). With `q`, `min` or `max` the total is capped at 1,000.",
        querystring: productListQuery,
        response: { 200: productList },
      },
    },
    async (request) => {
      const { items, total } = await app.repos.storefront.listCards(request.query, totals);
      return { items, total, page: request.query.page, pageSize: request.query.pageSize };
    },
  );

  app.get(
    '/storefront/products/:id',
    {
      config: SHOPPERS_READ,
      schema: {
        tags,
        summary:
          'Product detail by id_product_trace, with its sizes in this colour, other colours and related items',
        params: productDetailParams,
        response: { 200: productDetail },
      },
    },
    async (request) => app.repos.storefront.productDetail(request.params.id),
  );

  app.get(
    '/storefront/stock',
    {
      // Never from a cache: the cart asks exactly because a price or the stock may have moved.
      config: { access: ACCESS.public },
      schema: {
        tags,
        summary: "Today's price and units left of the cart's stock entries (?ids=12,15)",
        description: 'An entry no longer for sale is missing from the list.',
        querystring: cartStockQuery,
        response: { 200: cartStock },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return app.repos.storefront.cartStock(request.query.ids);
    },
  );
};

export default storefrontRoutes;

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, ShopDatabase } from '../db/database';
import { createRepositories, type Repositories } from '../repositories/registry';

declare module 'fastify' {
  interface FastifyInstance {
    shop: ShopDatabase;
    db: Database;
    repos: Repositories;
  }
}

/** Hands the (already migrated) database and its repositories to the routes. */
export default fp(
  async function database(app: FastifyInstance, opts: { shop: ShopDatabase }) {
    app.decorate('shop', opts.shop);
    app.decorate('db', opts.shop.db);
    app.decorate('repos', createRepositories(opts.shop.db));
  },
  { name: 'database' },
);

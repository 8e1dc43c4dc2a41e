import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, ShopDatabase } from '../db/database';
import { asUrgent } from '../db/priority-pool';
import { createRepositories, type Repositories } from '../db/repositories';
import type { SessionOwner } from '../modules/staff';
import { listenForSessionChanges, SessionOwners } from '../modules/staff';

declare module 'fastify' {
  interface FastifyInstance {
    shop: ShopDatabase;
    db: Database;
    repos: Repositories;
    /** The live staff sessions this instance keeps in memory (modules/staff/session-owners). */
    sessionOwners: SessionOwners<SessionOwner>;
  }
}

/**
 * Hands the (already migrated) database and its repositories to the routes, and keeps the
 * memory of live staff sessions told of the database's changes to them.
 */
export default fp(
  async function database(
    app: FastifyInstance,
    opts: {
      shop: ShopDatabase;
      /** How long a live session is believed without asking again (0, the default: never). */
      staffSessionCacheMs?: number;
    },
  ) {
    const holdMs = opts.staffSessionCacheMs ?? 0;
    const owners = new SessionOwners<SessionOwner>(holdMs);
    app.decorate('shop', opts.shop);
    app.decorate('db', opts.shop.db);
    app.decorate('sessionOwners', owners);
    app.decorate('repos', createRepositories(opts.shop.db, owners));
    // A write goes to the database before the reads waiting there (db/priority-pool): under a
    // crowd an order otherwise queued behind every read that came before it. Marked twice: a
    // body read from the socket may run the rest of the request outside the first mark.
    const urgent = (request: FastifyRequest, _reply: unknown, done: () => void) => {
      if (request.method === 'GET' || request.method === 'HEAD') done();
      else asUrgent(done);
    };
    app.addHook('onRequest', urgent);
    app.addHook('preValidation', urgent);
    if (holdMs > 0) {
      const listener = await listenForSessionChanges(opts.shop, owners, app.log);
      app.addHook('onClose', () => listener.close());
    }
  },
  { name: 'database' },
);

import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ping } from '../db/database';
import { asUrgent } from '../db/priority-pool';
import { ACCESS } from './access';

const liveReply = z.object({ status: z.literal('ok') });

const readyReply = z.object({
  status: z.enum(['ok', 'unavailable']),
  /** The shop's own PostgreSQL in its data folder, or one named by DATABASE_URL. */
  database: z.enum(['embedded', 'external']),
  checks: z.object({
    /** A round trip to the database. */
    database: z.enum(['up', 'down']),
    /**
     * With the read cache on: the connection on which other instances and processes announce
     * their writes. While it is down the cache serves nothing and every read goes to the
     * database. `off` with the read cache off.
     */
    changeListener: z.enum(['up', 'down', 'off']),
  }),
});

/**
 * For load balancers and start scripts. `live`: the process answers (restart it if not);
 * `ready`: it can serve the shop (send it traffic only then). Neither is ever refused by load
 * shedding: `ready` waits at most behind the bounded queue of requests using the database.
 */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['health'];
  const routeConfig = { access: ACCESS.public, shed: false } as const;

  app.get(
    '/health/live',
    {
      config: routeConfig,
      schema: {
        tags,
        summary: 'Liveness: the process answers (no database)',
        response: { 200: liveReply },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'ok' as const };
    },
  );

  const ready = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-store');
    let database: 'up' | 'down' = 'up';
    try {
      // Ahead of waiting reads: the probe asks whether the database answers, not how busy it is.
      await asUrgent(() => ping(app.db));
    } catch (error) {
      request.log.error({ err: error }, 'readiness: database unreachable');
      database = 'down';
    }
    const cache = app.readCache;
    const changeListener = cache ? (cache.bus.trusted() ? 'up' : 'down') : 'off';
    const ok = database === 'up' && changeListener !== 'down';
    return reply.code(ok ? 200 : 503).send({
      status: ok ? 'ok' : 'unavailable',
      database: app.shop.engine,
      checks: { database, changeListener },
    });
  };

  const readySchema = {
    tags,
    response: { 200: readyReply, 503: readyReply },
  };
  app.get(
    '/health/ready',
    {
      config: routeConfig,
      schema: {
        ...readySchema,
        summary: 'Readiness: a database round trip, and the read cache listener',
      },
    },
    ready,
  );
  // What load balancers were configured with before live and ready existed.
  app.get(
    '/health',
    {
      config: routeConfig,
      schema: { ...readySchema, summary: 'Readiness (the older name of /health/ready)' },
    },
    ready,
  );
};

export default healthRoutes;

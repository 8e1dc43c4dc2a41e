import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ping } from '../db/database';
import { ACCESS } from './access';

const healthReply = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['pglite', 'postgres']),
});

/** For load balancers and start scripts: 200 only while the database answers. */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { access: ACCESS.public },
      schema: {
        tags: ['health'],
        summary: 'Liveness with a database round trip',
        response: { 200: healthReply, 503: healthReply },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      try {
        await ping(app.db);
        return { status: 'ok' as const, database: app.shop.driver };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply.code(503).send({ status: 'unavailable', database: app.shop.driver });
      }
    },
  );
};

export default healthRoutes;

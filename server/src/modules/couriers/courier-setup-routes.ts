import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  COURIER_NAMES,
  courierList,
  courierParams,
  courierTestResult,
} from '@poshak/shared-api/schemas';
import { ACCESS } from '../../plugins/access';
import { courierAdapters } from './adapters/choose';
import { COURIER_NEEDS } from './courier-needs';
import { courierMessage } from './messages';

const tags = ['couriers'];

/** Which couriers are set up (never their credentials), and a test of each one's connection. */
export const courierSetupRoutes: FastifyPluginAsyncZod = async (app) => {
  const adapters = courierAdapters(app.config);

  app.get(
    '/backoffice/couriers',
    {
      config: { access: ACCESS.staffRead },
      schema: {
        tags,
        summary: 'The couriers: which are set up, sandbox or live, bulk size, webhook or poll',
        response: { 200: courierList },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return {
        items: COURIER_NAMES.map((courier) => {
          const adapter = adapters[courier];
          return {
            courier,
            configured: Boolean(adapter),
            mode: app.config.couriers.mode,
            host: adapter?.host ?? null,
            bulk_limit: adapter?.bulkLimit ?? 1,
            webhook: adapter?.webhook.configured ?? false,
            needs_location: adapter?.needsLocation ?? COURIER_NEEDS[courier],
          };
        }),
      };
    },
  );

  app.post(
    '/backoffice/couriers/:courier/test',
    {
      config: { access: ACCESS.adminOnly, changes: [] },
      schema: {
        tags,
        summary:
          'Test the connection: the courier is asked something harmless with the shop’s credentials',
        description:
          'Pathao: a token is issued; Steadfast: the balance; RedX: the pickup stores. 409 when not set up.',
        params: courierParams,
        response: { 200: courierTestResult },
      },
    },
    async (request) => {
      const courier = request.params.courier;
      const adapter = adapters[courier];
      if (!adapter) {
        return {
          ok: false,
          code: 'courier_not_configured' as const,
          message: courierMessage('courier_not_configured', {
            invoice: 0,
            courier,
          }).message_en,
        };
      }
      const result = await adapter.testConnection();
      if (result.ok) return { ok: true, code: null, message: result.detail };
      return { ok: false, code: result.code, message: result.reason };
    },
  );
};

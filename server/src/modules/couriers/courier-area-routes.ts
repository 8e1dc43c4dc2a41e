import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  courierAreaBody,
  courierAreaList,
  courierAreaMapping,
  courierAreaParams,
  courierLocationList,
  courierLocationQuery,
  courierParams,
} from '@poshak/shared-api/schemas';
import { badRequest, conflict } from '../../errors';
import { ACCESS } from '../../plugins/access';
import { actorOf } from '../audit';
import { courierAdapters } from './adapters/choose';
import { COURIER_NEEDS } from './courier-needs';
import { courierLocationsRepository } from './locations';
import { COURIER_TITLES } from './messages';

const tags = ['couriers'];

/** A courier's place list: its cities, a city's zones, a zone's areas (RedX: its areas). */
export const courierLocationRoutes: FastifyPluginAsyncZod = async (app) => {
  const adapters = courierAdapters(app.config);
  const locations = courierLocationsRepository(app.db);

  app.get(
    '/backoffice/couriers/:courier/locations',
    {
      config: { access: ACCESS.staffRead },
      schema: {
        tags,
        summary: 'A courier’s cities, a city’s zones (parent_id), a zone’s areas; RedX: its areas',
        description:
          'Kept in the database once fetched; `refresh=true` fetches the list again. When the ' +
          'courier cannot be asked, the kept list (perhaps empty) comes with the `problem`.',
        params: courierParams,
        querystring: courierLocationQuery,
        response: { 200: courierLocationList },
      },
    },
    async (request, reply) => {
      const courier = request.params.courier;
      const { kind, parent_id, refresh } = request.query;
      if (kind !== 'city' && COURIER_NEEDS[courier] === 'city_zone' && parent_id === undefined) {
        throw badRequest(`parent_id: the ${kind === 'zone' ? 'city' : 'zone'} is required`);
      }
      const listed = await locations.list(
        courier,
        adapters[courier] ?? null,
        kind,
        parent_id ?? null,
        refresh === 'true',
      );
      if (listed === null) {
        throw conflict(
          `courier: ${COURIER_TITLES[courier]} is not set up and none of its ${kind} list is kept`,
        );
      }
      reply.header('cache-control', 'private, no-store');
      return listed;
    },
  );
};

/** The shop's shipping areas, and where each lies in a courier's place list. */
export const courierAreaRoutes: FastifyPluginAsyncZod = async (app) => {
  const locations = courierLocationsRepository(app.db);

  app.get(
    '/backoffice/couriers/:courier/areas',
    {
      config: { access: ACCESS.staffRead },
      schema: {
        tags,
        summary: 'The shop’s shipping areas and where each lies in the courier’s list',
        params: courierParams,
        response: { 200: courierAreaList },
      },
    },
    async (request, reply) => {
      const courier = request.params.courier;
      reply.header('cache-control', 'private, no-store');
      return { items: await locations.mappings(courier, COURIER_NEEDS[courier]) };
    },
  );

  app.put(
    '/backoffice/couriers/:courier/areas/:id_shipping',
    {
      config: { access: ACCESS.bookCouriers, changes: [] },
      schema: {
        tags,
        summary: 'Remember where a shipping area lies for a courier',
        description:
          'Pathao: `city_id` and `zone_id` (an `area_id` within the zone if wanted); RedX: ' +
          '`area_id`; each from the lists fetched. Steadfast takes the address as it is (400).',
        params: courierAreaParams,
        body: courierAreaBody,
        response: { 200: courierAreaMapping },
      },
    },
    async (request) =>
      locations.map(
        request.params.courier,
        COURIER_NEEDS[request.params.courier],
        request.params.id_shipping,
        request.body,
        actorOf(request),
      ),
  );
};

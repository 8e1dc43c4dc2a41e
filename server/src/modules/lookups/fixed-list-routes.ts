import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  deliveryZone,
  deliveryZoneBody,
  deliveryZoneParams,
  imagePriority,
  operationType,
  orderStatus,
  shipping,
} from '@poshak/shared-api/schemas';
import type { RouteApp } from '../../lib/route-app';
import { ACCESS } from '../../plugins/access';
import { actorOf } from '../audit';

const fixedList = (
  app: RouteApp,
  url: string,
  summary: string,
  item: z.ZodType,
  list: () => Promise<unknown[]>,
) =>
  app.get(
    url,
    {
      config: { access: ACCESS.public, etag: true, cache: ['reference'] },
      schema: { tags: ['lookups'], summary, response: { 200: z.array(item) } },
    },
    list,
  );

function zoneStepsRoute(app: RouteApp) {
  app.put(
    '/shipping/zones/:zone',
    {
      config: { access: ACCESS.adminOnly, changes: ['reference'] },
      schema: {
        tags: ['lookups'],
        summary: "A delivery zone's weight steps",
        description:
          "Each area's fee covers a parcel up to `step_grams`; every further step begun adds " +
          '`step_fee` (docs/delivery-fees.md). Orders placed before keep the fee they were charged.',
        params: deliveryZoneParams,
        body: deliveryZoneBody,
        response: { 200: deliveryZone },
      },
    },
    async (request) =>
      app.repos.lookups.setZoneSteps(request.params.zone, request.body, actorOf(request)),
  );
}

/**
 * The fixed lists (shipping areas and their zones, order statuses, operation types, image
 * priorities) and the one change admins make to them, a zone's weight steps.
 */
const fixedListRoutes: FastifyPluginAsyncZod = async (app) => {
  fixedList(app, '/shipping/getAll', 'Shipping areas and costs', shipping, () =>
    app.repos.lookups.shipping(),
  );
  fixedList(app, '/shipping/zones', 'Delivery zones and their weight steps', deliveryZone, () =>
    app.repos.lookups.deliveryZones(),
  );
  zoneStepsRoute(app);
  fixedList(app, '/orderstatus/getAll', 'Order statuses', orderStatus, () =>
    app.repos.lookups.orderStatuses(),
  );
  fixedList(app, '/operationtypes/getAll', 'Operation types', operationType, () =>
    app.repos.lookups.operationTypes(),
  );
  fixedList(app, '/imagepriority/getAll', 'Image priorities', imagePriority, () =>
    app.repos.lookups.imagePriorities(),
  );
};

export default fixedListRoutes;

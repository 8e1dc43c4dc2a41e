import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BENGALI_NAME_FIELD,
  LOOKUP_KINDS,
  brand,
  category,
  color,
  deliveryZone,
  deliveryZoneBody,
  deliveryZoneParams,
  imagePriority,
  lookupCreateQuery,
  lookupDeleteQuery,
  lookupKinds,
  lookupUpdateQuery,
  material,
  okMessage,
  operationType,
  orderStatus,
  shipping,
  size,
  type LookupKind,
} from '@poshak/shared-api/schemas';
import { ACCESS } from '../../plugins/access';
import { actorOf } from '../audit';

const ROW_SCHEMAS: Record<LookupKind, z.ZodType> = { category, brand, size, color, material };

/**
 * The spec's list calls (§7): `/<kind>/getAll`, `/post`, `/updateByID`, `/deleteByID` for
 * category, brand, size, color and material, with the field names of LOOKUP_KINDS,
 * plus the fixed lists (shipping, order statuses, operation types, image priorities).
 */
const lookupRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const kind of lookupKinds) {
    const { path, idField, nameField } = LOOKUP_KINDS[kind];
    const row = ROW_SCHEMAS[kind];
    const tags = ['lookups'];
    const bnField = BENGALI_NAME_FIELD[kind];
    const bengaliOf = (query: Record<string, unknown>) => {
      const value = bnField ? query[bnField] : undefined;
      return typeof value === 'string' ? value : undefined;
    };

    app.get(
      `/${path}/getAll`,
      {
        config: { access: ACCESS.public, etag: true, cache: ['catalogue'] },
        schema: { tags, summary: `List every ${kind}`, response: { 200: z.array(row) } },
      },
      async () => app.repos.lookups.list(kind),
    );

    app.post(
      `/${path}/post`,
      {
        config: { access: ACCESS.catalogueWrite, changes: ['catalogue'] },
        schema: {
          tags,
          summary: `Add a ${kind} (?${nameField}=…)`,
          querystring: lookupCreateQuery(kind),
          response: { 200: row },
        },
      },
      async (request) =>
        app.repos.lookups.create(
          kind,
          String(request.query[nameField]),
          bengaliOf(request.query),
          actorOf(request),
        ),
    );

    app.put(
      `/${path}/updateByID`,
      {
        config: { access: ACCESS.catalogueWrite, changes: ['catalogue'] },
        schema: {
          tags,
          summary: `Rename a ${kind} (?${idField}=…&${nameField}=…)`,
          querystring: lookupUpdateQuery(kind),
          response: { 200: row },
        },
      },
      async (request) =>
        app.repos.lookups.update(
          kind,
          Number(request.query[idField]),
          String(request.query[nameField]),
          bengaliOf(request.query),
          actorOf(request),
        ),
    );

    app.delete(
      `/${path}/deleteByID`,
      {
        config: { access: ACCESS.catalogueWrite, changes: ['catalogue'] },
        schema: {
          tags,
          summary: `Delete a ${kind} that nothing uses (?${idField}=…)`,
          querystring: lookupDeleteQuery(kind),
          response: { 200: okMessage },
        },
      },
      async (request) => {
        await app.repos.lookups.remove(kind, Number(request.query[idField]), actorOf(request));
        return { message: `Deleted ${kind} ${String(request.query[idField])}` };
      },
    );
  }

  const fixedList = (
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
  fixedList('/shipping/getAll', 'Shipping areas and costs', shipping, () =>
    app.repos.lookups.shipping(),
  );
  fixedList('/shipping/zones', 'Delivery zones and their weight steps', deliveryZone, () =>
    app.repos.lookups.deliveryZones(),
  );
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
  fixedList('/orderstatus/getAll', 'Order statuses', orderStatus, () =>
    app.repos.lookups.orderStatuses(),
  );
  fixedList('/operationtypes/getAll', 'Operation types', operationType, () =>
    app.repos.lookups.operationTypes(),
  );
  fixedList('/imagepriority/getAll', 'Image priorities', imagePriority, () =>
    app.repos.lookups.imagePriorities(),
  );
};

export default lookupRoutes;

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BENGALI_NAME_FIELD,
  LOOKUP_KINDS,
  brand,
  category,
  color,
  lookupCreateQuery,
  lookupDeleteQuery,
  lookupKinds,
  lookupUpdateQuery,
  material,
  okMessage,
  size,
  type LookupKind,
} from '@poshak/shared-api/schemas';
import type { RouteApp } from '../../lib/route-app';
import { ACCESS } from '../../plugins/access';
import { actorOf } from '../audit';

const ROW_SCHEMAS: Record<LookupKind, z.ZodType> = { category, brand, size, color, material };
const tags = ['lookups'];

/** The Bengali name a query gives, for the lists that have one. */
const bengaliOf = (kind: LookupKind, query: Record<string, unknown>) => {
  const bnField = BENGALI_NAME_FIELD[kind];
  const value = bnField ? query[bnField] : undefined;
  return typeof value === 'string' ? value : undefined;
};

function listRoute(app: RouteApp, kind: LookupKind) {
  app.get(
    `/${LOOKUP_KINDS[kind].path}/getAll`,
    {
      config: { access: ACCESS.public, etag: true, cache: ['catalogue'] },
      schema: {
        tags,
        summary: `List every ${kind}`,
        response: { 200: z.array(ROW_SCHEMAS[kind]) },
      },
    },
    async () => app.repos.lookups.list(kind),
  );
}

function createRoute(app: RouteApp, kind: LookupKind) {
  const { path, nameField } = LOOKUP_KINDS[kind];
  app.post(
    `/${path}/post`,
    {
      config: { access: ACCESS.catalogueWrite, changes: ['catalogue'] },
      schema: {
        tags,
        summary: `Add a ${kind} (?${nameField}=…)`,
        querystring: lookupCreateQuery(kind),
        response: { 200: ROW_SCHEMAS[kind] },
      },
    },
    async (request) =>
      app.repos.lookups.create(
        kind,
        String(request.query[nameField]),
        bengaliOf(kind, request.query),
        actorOf(request),
      ),
  );
}

function updateRoute(app: RouteApp, kind: LookupKind) {
  const { path, idField, nameField } = LOOKUP_KINDS[kind];
  app.put(
    `/${path}/updateByID`,
    {
      config: { access: ACCESS.catalogueWrite, changes: ['catalogue'] },
      schema: {
        tags,
        summary: `Rename a ${kind} (?${idField}=…&${nameField}=…)`,
        querystring: lookupUpdateQuery(kind),
        response: { 200: ROW_SCHEMAS[kind] },
      },
    },
    async (request) =>
      app.repos.lookups.update(
        kind,
        Number(request.query[idField]),
        String(request.query[nameField]),
        bengaliOf(kind, request.query),
        actorOf(request),
      ),
  );
}

function deleteRoute(app: RouteApp, kind: LookupKind) {
  const { path, idField } = LOOKUP_KINDS[kind];
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

/**
 * The spec's list calls (§7): `/<kind>/getAll`, `/post`, `/updateByID`, `/deleteByID` for
 * category, brand, size, color and material, with the field names of LOOKUP_KINDS. The fixed
 * lists (shipping, order statuses, operation types, image priorities) are fixed-list-routes.
 */
const lookupRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const kind of lookupKinds) {
    listRoute(app, kind);
    createRoute(app, kind);
    updateRoute(app, kind);
    deleteRoute(app, kind);
  }
};

export default lookupRoutes;

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  codReconciliation,
  codReconciliationQuery,
  codSummary,
  codUploadBody,
  codUploadParams,
  codUploadResult,
} from '@poshak/shared-api/schemas';
import { ACCESS } from '../../plugins/access';
import { actorOf } from '../audit';
import { codSummary as summaryOf, reconciliation } from './reconciliation';
import { readSettlementCsv } from './settlement-csv';
import { uploadSettlements } from './settlements';

/**
 * Cash on delivery: what each courier collected and paid against what each parcel should have
 * collected, settlements uploaded as a courier's CSV, and the cash still with the couriers.
 */
const codRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['cod'];

  app.get(
    '/backoffice/cod/parcels',
    {
      config: { access: ACCESS.reconcileCod },
      schema: {
        tags,
        summary: 'Booked parcels with their cash: to collect, collected, paid out, fee, difference',
        description:
          'Mismatches first, then cash still with the courier, parcels on their way, settled. ' +
          'Filters: courier, state, q (an invoice number, consignment id or tracking code). ' +
          '`mismatches` counts them over the filter.',
        querystring: codReconciliationQuery,
        response: { 200: codReconciliation },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return reconciliation(app.db, request.query);
    },
  );

  app.get(
    '/backoffice/cod/summary',
    {
      config: { access: ACCESS.reconcileCod },
      schema: {
        tags,
        summary: 'Cash still with the couriers: collected at the door, not yet paid to the shop',
        response: { 200: codSummary },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return summaryOf(app.db);
    },
  );

  app.post(
    '/backoffice/cod/:courier/settlements',
    {
      config: { access: ACCESS.reconcileCod },
      schema: {
        tags,
        summary: 'Upload a courier’s settlement CSV (what it collected, kept and paid per parcel)',
        description:
          'Columns: invoice_no or consignment_id, collected_amount (optional), courier_fee, ' +
          'paid_amount, reference and paid_at (optional). The file is written whole or refused ' +
          'whole with 400 naming each bad row and column; the same file again changes nothing.',
        params: codUploadParams,
        body: codUploadBody,
        response: { 200: codUploadResult },
      },
    },
    async (request) => {
      const rows = readSettlementCsv(request.body.csv);
      return uploadSettlements(
        app.db,
        request.params.courier,
        rows,
        actorOf(request)?.id ?? null,
        new Date(),
      );
    },
  );
};

export default codRoutes;

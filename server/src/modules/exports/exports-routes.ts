import { Readable, pipeline } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orderExportQuery, stockExportQuery } from '@poshak/shared-api/schemas';
import { shopDay } from '@poshak/shared-api/shop-time';
import { ORDER_EXPORT_COLUMNS, orderExportBatches } from './order-export';
import { STOCK_EXPORT_COLUMNS, stockExportBatches } from './stock-export';
import { spreadsheetText } from '../../lib/spreadsheet-cells';
import { ACCESS } from '../../plugins/access';

/** `poshak-orders-2026-11-24.csv`, or with the days asked for: `…-2026-11-01-to-2026-11-24.csv`. */
function fileName(what: string, from?: string, to?: string): string {
  const range = from || to ? `-${from ?? 'start'}-to-${to ?? shopDay()}` : '';
  return `poshak-${what}-${shopDay()}${range}.csv`;
}

/**
 * Streams batches of rows as CSV (UTF-8 with a byte-order mark, so a spreadsheet reads Bengali
 * right; quoting by csv-stringify). Every text cell goes through `spreadsheetText`: a shopper's
 * name is theirs to choose, and `=HYPERLINK(…)` must reach staff's Excel as text. The first
 * batch is read before anything is sent: a refused filter or a failing database still gets its
 * 4xx/5xx reply, not half a file.
 */
async function sendCsv<Row extends Record<string, unknown>>(
  reply: FastifyReply,
  name: string,
  columns: readonly string[],
  batches: AsyncGenerator<Row[]>,
) {
  const first = await batches.next();
  async function* records() {
    if (first.done) return;
    yield* first.value;
    for await (const batch of batches) yield* batch;
  }
  const csv = stringify({
    bom: true,
    header: true,
    columns: [...columns],
    cast: { string: spreadsheetText },
  });
  pipeline(Readable.from(records()), csv, (error) => {
    if (error) reply.log.error({ err: error }, 'a CSV export stopped part way');
  });
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}"`)
    .header('cache-control', 'private, no-store')
    .send(csv);
}

/** CSV exports of the orders and stock pages (their filters), for the accountant. */
const exportRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['exports'];

  app.get(
    '/backoffice/exports/orders.csv',
    {
      config: { access: ACCESS.staffRead },
      schema: {
        tags,
        summary: 'Orders with their lines as CSV (the orders page filters: search, status, days)',
        description:
          'One row per order line, newest order first; UTF-8 with BOM. Streamed from the ' +
          'database in batches, so any range exports.',
        querystring: orderExportQuery,
        produces: ['text/csv'],
      },
    },
    async (request, reply) =>
      sendCsv(
        reply,
        fileName('orders', request.query.from, request.query.to),
        ORDER_EXPORT_COLUMNS,
        orderExportBatches(app.db, request.query),
      ),
  );

  app.get(
    '/backoffice/exports/stock.csv',
    {
      config: { access: ACCESS.staffRead },
      schema: {
        tags,
        summary: 'Stock entries as CSV (the stock table filters, and days added)',
        description: 'One row per stock entry, newest first; UTF-8 with BOM; streamed in batches.',
        querystring: stockExportQuery,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const { sort: _sort, order: _order, ...filter } = request.query;
      return sendCsv(
        reply,
        fileName('stock', filter.from, filter.to),
        STOCK_EXPORT_COLUMNS,
        stockExportBatches(app.db, filter, () => app.repos.stock.lowStockThreshold()),
      );
    },
  );
};

export default exportRoutes;

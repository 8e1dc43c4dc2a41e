import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  legacyOrderBulkBody,
  okMessage,
  placedOrder,
  updateOrderStatusQuery,
} from '@poshak/shared-api/schemas';
import { badRequest } from '../../errors';
import type { RouteApp } from '../../lib/route-app';
import { ACCESS } from '../../plugins/access';
import { actorOf } from '../audit';
import { shopperLanguage } from '../sms';
import type { OrderRequest } from './order-statements';
import { refuseLegacyOrderWithoutFee } from './legacy-orders';
import type { ordersRepository } from './orders';

type LegacyLines = z.output<typeof legacyOrderBulkBody>;

/** The customer every line of an old order call names: one, the same for all. */
function customerOf(lines: LegacyLines): number {
  const customerId = lines[0]?.customer_id;
  if (customerId === undefined) throw badRequest('body: at least one order line is needed');
  const stray = lines.findIndex((l) => l.customer_id !== customerId);
  if (stray >= 0) {
    throw badRequest(`${stray}.customer_id: every line of one order names the same customer`);
  }
  return customerId;
}

/** An old call's lines as the order's: stock entries named by their pictures. */
async function linesOf(
  orders: ReturnType<typeof ordersRepository>,
  lines: LegacyLines,
): Promise<OrderRequest['lines']> {
  const stockIds = await orders.stockIdsForImages(lines.map((l) => l.image_id));
  return lines.map((l, i) => {
    const stockId = stockIds.get(l.image_id);
    if (stockId === undefined) {
      throw badRequest(`${i}.image_id: no product with image ${l.image_id} is for sale`);
    }
    return { stockId, quantity: l.quantity, field: `${i}.image_id` };
  });
}

/** The old storefront's order call: order lines for a customer record made just before. */
function legacyOrderRoute(app: RouteApp) {
  const orders = app.repos.orders;
  app.post(
    '/transactionsRouter/postTransactionFromAnyPageBulk',
    {
      config: { access: ACCESS.public, publicWrite: true, changes: ['catalogue', 'orders'] },
      schema: {
        tags: ['legacy'],
        summary: 'Old order call: order lines for an existing customer (legacy)',
        description:
          'Lines name stock entries by image_id. Prices are re-read from the stock and the ' +
          'invoice number is assigned by the database (a number sent is ignored). Without a ' +
          'staff token the customer must be the record just made for this order by ' +
          'POST /api/customers/post (within the hour, one order), and a shop taking the ' +
          'delivery fee in advance refuses it (400 `payment`, naming POST /api/orders).',
        body: legacyOrderBulkBody,
        response: { 200: placedOrder },
      },
    },
    async (request) => {
      refuseLegacyOrderWithoutFee(request.staff !== null, app.config.advanceFee.on);
      const customerId = customerOf(request.body);
      // The same placement as POST /orders, for the customer record the lines name and the
      // shipping area of that record.
      const { stockLeft: _everyPageEmptied, ...placed } = await orders.place({
        customer: { existingId: customerId, anonymous: request.staff === null },
        shippingId: null,
        smsLanguage: shopperLanguage(request),
        lines: await linesOf(orders, request.body),
      });
      return placed;
    },
  );
}

/** The old status change of an invoice, by its query string. */
function legacyStatusRoute(app: RouteApp) {
  app.put(
    '/transactionsRouter/updateTransactionOrderStatusByInvoiceNo',
    {
      config: { access: ACCESS.orderStatusWrite, changes: ['catalogue', 'orders'] },
      schema: {
        tags: ['orders'],
        summary: 'Change the status of an invoice (?invoice_no=…&order_status_id=…)',
        description:
          'Follows the order status state machine (409 names the moves allowed). Cancelling ' +
          'returns the units to stock and the coupon’s use; reopening a cancelled order takes ' +
          'both again, or 409 when the stock is short or the coupon is used up (naming it).',
        querystring: updateOrderStatusQuery,
        response: { 200: okMessage },
      },
    },
    async (request) => {
      await app.repos.orders.updateStatus(
        request.query.invoice_no,
        request.query.order_status_id,
        actorOf(request),
      );
      return { message: 'Successfully Updated' };
    },
  );
}

/** The old storefront's order calls: its order lines, and a status change by invoice. */
const legacyOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  legacyOrderRoute(app);
  legacyStatusRoute(app);
};

export default legacyOrderRoutes;

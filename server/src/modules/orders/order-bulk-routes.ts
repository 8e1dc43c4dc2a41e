import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BULK_ORDER_LIMIT,
  bulkOrderBody,
  bulkOrderResult,
  orderInvoiceNumbers,
  orderInvoiceNumbersQuery,
  type BulkOrderAction,
  type BulkOrderOutcome,
} from '@poshak/shared-api/schemas';
import { HttpError } from '../../errors';
import type { Actor } from '../audit';
import { ACCESS } from '../../plugins/access';
import { actorOf } from '../audit';

/**
 * A morning's orders at once: the same fee checks and status moves as one order's buttons, for
 * each chosen order in turn, each in its own transaction through the single action's own code
 * (orders.ts `updateStatus`, order-payments.ts `check`), so each is refused by the same
 * rules and audited as if done alone. One refusal stops only its own order.
 */
const orderBulkRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['orders'];
  const { orders, orderPayments } = app.repos;

  const single: Record<
    BulkOrderAction,
    (invoiceNo: number, statusId: number | undefined, actor: Actor | null) => Promise<void>
  > = {
    verify_fee: (invoiceNo, _statusId, actor) => orderPayments.check(invoiceNo, 'verified', actor),
    reject_fee: (invoiceNo, _statusId, actor) => orderPayments.check(invoiceNo, 'rejected', actor),
    // The body's schema has made sure a move names its status.
    move: (invoiceNo, statusId, actor) => orders.updateStatus(invoiceNo, statusId ?? 0, actor),
  };

  app.post(
    '/backoffice/orders/bulk',
    {
      // The same access and the same pages changed as the single status move (which covers the
      // fee check's too).
      config: { access: ACCESS.orderStatusWrite, changes: ['catalogue', 'orders'] },
      schema: {
        tags,
        summary: `Verify or reject the advance fees of many orders, or move them to one status (at most ${BULK_ORDER_LIMIT})`,
        description:
          'Each order in turn, in its own transaction, exactly as its single action ' +
          '(PUT …/payment, PUT …/updateTransactionOrderStatusByInvoiceNo) does it, audited ' +
          'the same way. The answer says per order what happened: `ok`, or refused with the ' +
          'status code and message the single action would have answered (a fee not verified ' +
          'cannot become Ready-To-Shift, a cash-on-delivery order has no fee to check); the ' +
          'others go on. 400 names the field of a bad body.',
        body: bulkOrderBody,
        response: { 200: bulkOrderResult },
      },
    },
    async (request) => {
      const { action, order_status_id, invoice_nos } = request.body;
      const actor = actorOf(request);
      const outcomes: BulkOrderOutcome[] = [];
      // One after another: each order's lock is taken and let go before the next, as a person
      // pressing the buttons would, and a refusal is one order's answer only.
      for (const invoiceNo of invoice_nos) {
        try {
          await single[action](invoiceNo, order_status_id, actor);
          outcomes.push({ invoice_no: invoiceNo, ok: true, status_code: 200, message: '' });
        } catch (error) {
          if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
          outcomes.push({
            invoice_no: invoiceNo,
            ok: false,
            status_code: error.statusCode,
            message: error.message,
            ...error.refusal,
          });
        }
      }
      const done = outcomes.filter((o) => o.ok).length;
      return { outcomes, done, refused: outcomes.length - done };
    },
  );

  app.get(
    '/backoffice/orders/invoice-numbers',
    {
      config: { access: ACCESS.staffRead },
      schema: {
        tags,
        summary: `The invoices matching the orders page's filters (newest first, at most ${BULK_ORDER_LIMIT}) and how many match`,
        description:
          'What "all matching the filter" chooses for a bulk action, a print or an export.',
        querystring: orderInvoiceNumbersQuery,
        response: { 200: orderInvoiceNumbers },
      },
    },
    async (request) => orders.invoiceNumbers(request.query),
  );
};

export default orderBulkRoutes;

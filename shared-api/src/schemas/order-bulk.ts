import { z } from './zod';
import { id, invoiceNo, refusalFacts } from './common';
import { orderExportQuery } from './audit';
import { BULK_ORDER_ACTIONS, BULK_ORDER_LIMIT } from '../constants';

export { BULK_ORDER_ACTIONS, BULK_ORDER_LIMIT };
export type { BulkOrderAction } from '../constants';

/**
 * POST /api/backoffice/orders/bulk — one action on many orders: verify or reject their advance
 * fees, or move them to one status. Each order is done as its single action does it (own
 * transaction, own audit entry); `order_status_id` is the status to move to.
 */
export const bulkOrderBody = z
  .object({
    action: z.enum(BULK_ORDER_ACTIONS),
    order_status_id: id.optional(),
    invoice_nos: z.array(invoiceNo).min(1).max(BULK_ORDER_LIMIT),
  })
  .superRefine((body, ctx) => {
    if (body.action === 'move' && body.order_status_id === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['order_status_id'],
        message: 'the status to move the orders to is required',
      });
    }
    const seen = new Set<number>();
    body.invoice_nos.forEach((invoice, index) => {
      if (seen.has(invoice)) {
        ctx.addIssue({
          code: 'custom',
          path: ['invoice_nos', index],
          message: `invoice ${invoice} is listed twice`,
        });
      }
      seen.add(invoice);
    });
  });
export type BulkOrderBody = z.input<typeof bulkOrderBody>;

/** What happened to one order of a bulk action: done, or refused with the reason it was refused. */
export const bulkOrderOutcome = z.object({
  invoice_no: z.number().int(),
  ok: z.boolean(),
  /** The status its single action would have answered (200, or the refusal's 4xx). */
  status_code: z.number().int(),
  /** The refusal's message, as the single action gives it (empty when done). */
  message: z.string(),
  /** The refusal's code and facts, as the single action's error reply carries them. */
  ...refusalFacts.shape,
});
export type BulkOrderOutcome = z.infer<typeof bulkOrderOutcome>;
export const bulkOrderResult = z.object({
  outcomes: z.array(bulkOrderOutcome),
  done: z.number().int(),
  refused: z.number().int(),
});
export type BulkOrderResult = z.infer<typeof bulkOrderResult>;

/**
 * GET /api/backoffice/orders/invoice-numbers — "all the orders matching the filter": the orders
 * page's filters, answered with the matching invoices (newest first, at most BULK_ORDER_LIMIT) and
 * how many match in all.
 */
export const orderInvoiceNumbersQuery = orderExportQuery;
export const orderInvoiceNumbers = z.object({
  invoice_nos: z.array(z.number().int()),
  total: z.number().int(),
});
export type OrderInvoiceNumbers = z.infer<typeof orderInvoiceNumbers>;

import { z } from './zod';
import { id, numeric } from './common';
import { invoiceList, orderListQuery } from './orders';
import { stockListQuery } from './stock';

/** What a staff change was made to; every write path records one of these (the server's audit module). */
export const AUDIT_KINDS = [
  'category',
  'brand',
  'size',
  'color',
  'material',
  'shipping',
  'customer',
  'stock',
  'low_stock_threshold',
  'order',
  'order_payment',
  'order_note',
  'coupon',
  'staff',
  'sms_template',
  'sms_message',
  'blocked_phone',
  'risk_rules',
  'delivery_zone',
  'release',
] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

export const AUDIT_ACTIONS = ['create', 'update', 'delete'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The most entries one page of the audit log holds. */
export const AUDIT_PAGE_MAX = 100;

/**
 * GET /api/backoffice/audit — newest first, filtered by person, kind and days (Dhaka time,
 * inclusive); paged by keyset: `before` is the `next_before` of the previous page.
 */
export const auditListQuery = z.object({
  staff_id: id.optional(),
  kind: z.enum(AUDIT_KINDS).optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  // An id like every other (the log's ids count up from 1; 2³¹ entries is beyond any shop).
  before: id.optional(),
  limit: numeric(z.number().int().min(1).max(AUDIT_PAGE_MAX)).default(50),
});
export type AuditListQuery = z.input<typeof auditListQuery>;

/** One recorded change; `before` is null for a creation, `after` for a deletion. */
export const auditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  staff_id: z.number().int().nullable(),
  staff_username: z.string().nullable(),
  kind: z.enum(AUDIT_KINDS),
  entity_id: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const auditPage = z.object({
  items: z.array(auditEntry),
  /** Pass as `before` for the next (older) page; null on the last page. */
  next_before: z.number().int().nullable(),
});
export type AuditPage = z.infer<typeof auditPage>;

/** GET /api/backoffice/staff — the accounts, for the audit page's person filter. */
export const staffAccount = z.object({
  id: z.number().int(),
  username: z.string(),
  role: z.string(),
});
export type StaffAccount = z.infer<typeof staffAccount>;

/**
 * GET /api/backoffice/exports/orders.csv — the orders page's filters (its search, status and
 * days), without its paging: every matching order, one CSV row per order line.
 */
export const orderExportQuery = orderListQuery
  .omit({ page: true, pageSize: true, sort: true, order: true })
  .extend({
    /** Only these orders (the orders chosen on the page), still within the filters. */
    invoices: invoiceList.optional(),
  });
export type OrderExportQuery = z.input<typeof orderExportQuery>;

/** GET /api/backoffice/exports/stock.csv — the stock table's filters, plus days added. */
export const stockExportQuery = stockListQuery.omit({ page: true, pageSize: true }).extend({
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
});
export type StockExportQuery = z.input<typeof stockExportQuery>;

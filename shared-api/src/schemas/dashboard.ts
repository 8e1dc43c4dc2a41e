import { z } from './zod';
import { invoiceNo } from './common';
import { orderDetailLine } from './orders';
import { FEE_STATUSES, ORDER_SOURCES, PAYMENT_PROVIDERS, SOURCE_PERIODS } from '../constants';

/** Orders placed in a span of the shop's days (Dhaka time) and what they bring in. */
export const dashboardFigures = z.object({
  /** Orders placed, whatever their status now (the orders list filtered by these days). */
  orders: z.number().int(),
  /**
   * What the shop is owed or was paid: the orders not cancelled, cash on delivery or with their
   * advance fee found paid (one waiting for its check, or refused, is not counted), in all:
   * items − discounts + delivery fees. The daily chart counts the same.
   */
  takings: z.number().int(),
  /** Their delivery fees (part of the takings). */
  delivery_fees: z.number().int(),
  /** Of those fees, what was paid in advance and found paid by staff. */
  fees_paid: z.number().int(),
  /** Taka taken off by coupons (already out of the takings). */
  discounts: z.number().int(),
});
export type DashboardFigures = z.infer<typeof dashboardFigures>;

export const dashboardDay = z.object({
  /** YYYY-MM-DD in Dhaka time. */
  day: z.string(),
  orders: z.number().int(),
  takings: z.number().int(),
});
export type DashboardDay = z.infer<typeof dashboardDay>;

/** GET /api/backoffice/dashboard — the back-office's landing page. */
export const dashboard = z.object({
  /** Today in Dhaka (YYYY-MM-DD), and the first day of its week (Saturday, as shops here count). */
  today: z.string(),
  week_start: z.string(),
  today_figures: dashboardFigures,
  week_figures: dashboardFigures,
  /** Every order by its status now, in the state machine's order. */
  by_status: z.array(
    z.object({
      order_status_id: z.number().int(),
      order_status_name: z.string(),
      orders: z.number().int(),
    }),
  ),
  /** Orders whose advance fee waits for staff to check it; null when the shop does not ask for one. */
  fees_waiting: z.number().int().nullable(),
  /** Most units sold in the last 30 days (orders not cancelled), by product code. */
  top_products: z.array(
    z.object({
      product_code: z.string(),
      product_name: z.string(),
      product_name_bn: z.string().nullable(),
      units: z.number().int(),
      takings: z.number().int(),
    }),
  ),
  low_stock: z.object({
    threshold: z.number().int(),
    /** Entries on sale at or below the threshold, counted up to `count_cap`. */
    count: z.number().int(),
    count_cap: z.number().int(),
    /** The few with the least left. */
    items: z.array(
      z.object({
        id_transaction: z.number().int(),
        product_code: z.string(),
        product_name: z.string(),
        product_name_bn: z.string().nullable(),
        color_name: z.string(),
        color_name_bn: z.string().nullable(),
        size_name: z.string(),
        size_name_bn: z.string().nullable(),
        quantity: z.number().int(),
      }),
    ),
  }),
  /** The last 30 days, oldest first, every day present (0 when nothing was ordered). */
  daily: z.array(dashboardDay),
});
export type Dashboard = z.infer<typeof dashboard>;

/** GET /api/backoffice/orders/:invoice_no/print — everything an invoice or packing slip shows. */
export const printableOrderParams = z.object({ invoice_no: invoiceNo });
/** A printed line: as Product Details show it, its names in Bengali too. */
const printableLine = orderDetailLine;
export const printableOrder = z.object({
  invoice_no: z.number().int(),
  created_at: z.string(),
  order_status_name: z.string(),
  customer_name: z.string(),
  customer_phone: z.string(),
  customer_address: z.string(),
  shipping_id: z.number().int(),
  shipping_name: z.string(),
  lines: z.array(printableLine),
  subtotal: z.number().int(),
  shipping_cost: z.number().int(),
  discount: z.number().int(),
  coupon_code: z.string().nullable(),
  total: z.number().int(),
  /** What the courier collects: the total, less a delivery fee found paid in advance. */
  to_collect: z.number().int(),
  /** The advance fee as the shopper said they paid it (null: cash on delivery). */
  payment: z
    .object({
      provider: z.enum(PAYMENT_PROVIDERS),
      trx_id: z.string(),
      amount: z.number().int(),
      status: z.enum(FEE_STATUSES),
    })
    .nullable(),
});
export type PrintableOrder = z.infer<typeof printableOrder>;

export { SOURCE_PERIODS };
export type { SourcePeriod } from '../constants';

/** GET /api/backoffice/dashboard/sources */
export const dashboardSourcesQuery = z.object({
  period: z.enum(SOURCE_PERIODS).default('days30'),
});

/** Orders placed in the span and what they bring in (the dashboard's Takings rule). */
const sourceFigures = {
  orders: z.number().int(),
  takings: z.number().int(),
};

/**
 * Orders and takings by where the orders came from (every source, 0 when none), and by the
 * campaign the checkout's shoppers followed (the busiest first, a few), over Dhaka days `from` to
 * `to`.
 */
export const dashboardSources = z.object({
  from: z.string(),
  to: z.string(),
  by_source: z.array(z.object({ source: z.enum(ORDER_SOURCES), ...sourceFigures })),
  campaigns: z.array(
    z.object({
      utm_source: z.string().nullable(),
      utm_medium: z.string().nullable(),
      utm_campaign: z.string().nullable(),
      ...sourceFigures,
    }),
  ),
});
export type DashboardSources = z.infer<typeof dashboardSources>;

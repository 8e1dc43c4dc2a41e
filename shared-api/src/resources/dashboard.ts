import { http } from '../client';
import type {
  Dashboard,
  DashboardSources,
  PrintableOrder,
  SourcePeriod,
} from '../schemas/dashboard';
import type { DashboardReturns } from '../schemas/risk';

/** The dashboard's address (also asked for by a first screen before the client is here). */
export const DASHBOARD_PATH = '/backoffice/dashboard';

export const dashboardApi = {
  /** The back-office's landing figures (admin and seller). */
  get: () => http.get<Dashboard>(DASHBOARD_PATH).then((r) => r.data),
  /** Orders and takings by source and by campaign, over today, this week or 30 days. */
  sources: (period: SourcePeriod) =>
    http
      .get<DashboardSources>('/backoffice/dashboard/sources', { params: { period } })
      .then((r) => r.data),
  /** Parcels couriers brought back (RTO) by area, courier and customer, over a period. */
  returns: (period: SourcePeriod) =>
    http
      .get<DashboardReturns>('/backoffice/dashboard/returns', { params: { period } })
      .then((r) => r.data),
  /** One order as its invoice and packing slip print it. */
  printable: (invoiceNo: number) =>
    http.get<PrintableOrder>(`/backoffice/orders/${invoiceNo}/print`).then((r) => r.data),
};

import type { OrderCountedIn, OrderSource } from '@poshak/shared-api';
import { paths } from '@poshak/shared-ui/paths';

/** The filtered lists behind the dashboard's figures (the orders and stock pages read these). */
export const listLinks = {
  /**
   * Orders placed from `from` to `to` (Dhaka days), of one status when given, or those a money
   * figure of those days sums (`countedIn`), from one source or campaign.
   */
  orders: (filter: {
    from?: string;
    to?: string;
    statusId?: number;
    countedIn?: OrderCountedIn;
    source?: OrderSource;
    campaign?: { name: string | null; source: string | null };
  }) => {
    const search = new URLSearchParams();
    if (filter.statusId !== undefined) search.set('status', String(filter.statusId));
    if (filter.countedIn) search.set('counted', filter.countedIn);
    if (filter.source) search.set('source', filter.source);
    if (filter.campaign?.name) search.set('campaign', filter.campaign.name);
    if (filter.campaign?.source) search.set('campaign_source', filter.campaign.source);
    if (filter.from) search.set('from', filter.from);
    if (filter.to) search.set('to', filter.to);
    const query = search.toString();
    return query ? `${paths.admin.orders}?${query}` : paths.admin.orders;
  },
  /** Orders whose advance fee waits for a check. */
  feesWaiting: () => `${paths.admin.orders}?fee=unverified`,
  /** The stock table's low-stock filter. */
  lowStock: () => `${paths.admin.addProduct}?low=1`,
  /** One stock entry in the stock table. */
  stockEntry: (id: number) => `${paths.admin.addProduct}?id=${id}`,
  /** A product's entries, found by its code. */
  product: (code: string) => `${paths.admin.addProduct}?q=${encodeURIComponent(code)}`,
};

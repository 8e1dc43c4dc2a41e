import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  DEFAULT_PAGE_SIZE,
  PAGE_SIZES,
  type SmsMessageListParams,
  type SmsStatus,
} from '@poshak/shared-api';
import { SMS_STATUSES } from '@poshak/shared-api/schemas';

/**
 * What the messages list shows, kept in the page's address (a reload or a link sent to a
 * colleague shows the same list). Unknown or malformed values fall back to the defaults.
 */
export interface MessagesView {
  page: number;
  pageSize: number;
  invoice: number | null;
  status: SmsStatus | null;
}

const whole = (text: string | null, min: number) => {
  if (text === null || !/^\d{1,10}$/.test(text)) return null;
  const n = Number(text);
  return n >= min && n <= 2_147_483_647 ? n : null;
};

export function viewFromSearch(search: URLSearchParams): MessagesView {
  const pageSize = whole(search.get('pageSize'), 1);
  const status = search.get('status');
  return {
    page: whole(search.get('page'), 1) ?? 1,
    pageSize:
      pageSize !== null && (PAGE_SIZES as readonly number[]).includes(pageSize)
        ? pageSize
        : DEFAULT_PAGE_SIZE,
    invoice: whole(search.get('invoice'), 0),
    status: (SMS_STATUSES as readonly string[]).includes(status ?? '')
      ? (status as SmsStatus)
      : null,
  };
}

/** The address's query for a view: only what differs from the defaults. */
export function searchFromView(view: MessagesView): URLSearchParams {
  const search = new URLSearchParams();
  if (view.invoice !== null) search.set('invoice', String(view.invoice));
  if (view.status !== null) search.set('status', view.status);
  if (view.page !== 1) search.set('page', String(view.page));
  if (view.pageSize !== DEFAULT_PAGE_SIZE) search.set('pageSize', String(view.pageSize));
  return search;
}

/** The server's query for a view. */
export const messagesParams = (view: MessagesView): SmsMessageListParams => ({
  page: view.page,
  pageSize: view.pageSize,
  ...(view.invoice !== null && { invoice_no: view.invoice }),
  ...(view.status !== null && { status: view.status }),
});

/** Whether the view narrows the list (its empty state and Clear filters say so). */
export const isFiltered = (view: MessagesView) => view.invoice !== null || view.status !== null;

/** The view in the address; any change but a page turn starts again at page 1. */
export function useMessagesView() {
  const [search, setSearch] = useSearchParams();
  const view = useMemo(() => viewFromSearch(search), [search]);
  const change = useCallback(
    (patch: Partial<MessagesView>) =>
      setSearch(searchFromView({ ...view, page: 1, ...patch }), { replace: true }),
    [view, setSearch],
  );
  return [view, change] as const;
}

import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Card, Flex, Grid } from 'antd';
import { paths } from '@poshak/shared-ui/paths';
import type { OrderSummary } from '@poshak/shared-api';
import { useT } from '@poshak/shared-ui/i18n';
import { ErrorState } from '@poshak/shared-ui/error-state';
import { exportsApi, PAGE_SIZES } from '@poshak/shared-api';
import { errorText } from '../../../lib/error-text';
import { usePermission } from '../../../lib/permissions';
import { ExportButton } from '../../../components/export-button';
import { useOrderDetail, useOrders } from '../api/use-orders';
import { orderFilter, orderListParams } from '../order-view';
import { useOrderView } from '../use-order-view';
import { OrderFilters } from './order-filters';
import { OrderDetails } from './order-details';
import { OrderSearch } from './order-search';
import { OrdersTable } from './orders-table';
import { OrderCards } from './order-cards';
import { OrderBulkBar } from './order-bulk-bar';
import { PageTitle } from '../../../components/page-title';
import { usePageNumbers } from '../../../lib/page-numbers';

/** Beside the list on a wide screen, the details keep this width; the list takes the rest. */
const DETAILS_WIDTH = 440;

/**
 * Customer Order (spec §2) as a worklist: search and filters (in the address), the orders to
 * choose for a bulk action, and the chosen invoice's details — beside the list on a wide screen,
 * under it on a narrower one.
 */
export function OrdersPage() {
  const { t } = useT('backoffice');
  const screens = Grid.useBreakpoint();
  const phone = !screens.md;
  const [view, changeView] = useOrderView();
  const pageNumbers = usePageNumbers();
  const pagination = (total: number) => ({
    current: view.page,
    pageSize: view.pageSize,
    total,
    pageSizeOptions: [...PAGE_SIZES],
    ...pageNumbers,
    onChange: (page: number, pageSize: number) =>
      changeView({ page: pageSize === view.pageSize ? page : 1, pageSize }),
  });
  const [selected, setSelected] = useState<number | null>(null);
  const [searched, setSearched] = useState<number | null>(null);
  const [heldBarHeight, setHeldBarHeight] = useState(0);
  // The orders chosen for a bulk action, with the filters they were chosen under.
  const [choice, setChoice] = useState<{ filter: string; chosen: ReadonlySet<number> }>({
    filter: '',
    chosen: new Set(),
  });
  const orders = useOrders(orderListParams(view));
  const found = useOrderDetail(searched);
  const { readOnlyReason } = usePermission('orders');
  const takesOrders = usePermission('takeOrders').canWrite;
  const filter = orderFilter(view);
  // Another filter is another list: a choice made in the last one does not carry over.
  const filterKey = JSON.stringify(filter);
  const chosen = choice.filter === filterKey ? choice.chosen : NONE;
  const setChosen = (next: ReadonlySet<number>) => setChoice({ filter: filterKey, chosen: next });

  const rows: OrderSummary[] =
    searched === null ? (orders.data?.items ?? []) : found.data ? [found.data] : [];
  const beside = !!screens.xl && selected !== null;
  const List = phone ? OrderCards : OrdersTable;

  const details = (
    <OrderDetails
      invoiceNo={selected}
      beside={beside}
      onClose={() => setSelected(null)}
      readOnlyReason={readOnlyReason}
    />
  );

  return (
    <Flex
      gap={16}
      align="start"
      // Room under the last card for the chosen orders' actions held at a phone screen's foot.
      style={phone && heldBarHeight > 0 ? { paddingBottom: heldBarHeight + 16 } : undefined}
    >
      <Flex vertical gap={16} style={{ flex: '1 1 0', minWidth: 0 }}>
        <Card
          title={<PageTitle>{t('orders.title')}</PageTitle>}
          // An order taken by phone or Messenger starts from the orders it joins.
          extra={
            takesOrders && (
              <Link to={paths.admin.newOrder} style={{ fontWeight: 600 }}>
                + {t('newOrder.open')}
              </Link>
            )
          }
          styles={{ body: { padding: 12 } }}
        >
          <Flex vertical gap={16}>
            <OrderSearch
              searching={searched !== null}
              onFound={(invoiceNo) => {
                setSearched(invoiceNo);
                setSelected(invoiceNo);
              }}
              onShowAll={() => setSearched(null)}
            />
            {searched === null && (
              <Flex wrap gap={8} align="start" justify="space-between">
                <OrderFilters view={view} onChange={changeView} compact={phone} />
                <ExportButton download={() => exportsApi.orders(filter)} />
              </Flex>
            )}
            <OrderBulkBar
              chosen={chosen}
              onChoose={setChosen}
              filter={filter}
              matching={searched === null ? (orders.data?.total ?? 0) : rows.length}
              onPage={rows.map((order) => order.invoice_no)}
              pageOrders={rows}
              readOnlyReason={readOnlyReason}
              compact={phone}
              onHeldHeight={setHeldBarHeight}
            />
            {orders.isError && searched === null ? (
              <ErrorState message={errorText(orders.error)} onRetry={() => void orders.refetch()} />
            ) : (
              <section aria-label={t('orders.list.label')}>
                <List
                  orders={rows}
                  loading={searched === null ? orders.isFetching : found.isFetching}
                  selectedInvoice={selected}
                  onSelect={(invoiceNo) => {
                    setSelected(invoiceNo);
                    // On a phone the details are under the list: bring them into sight.
                    if (phone) {
                      requestAnimationFrame(() =>
                        document
                          .getElementById(DETAILS_ID)
                          // jsdom (the component tests) draws no layout and has no scrolling.
                          ?.scrollIntoView?.({ behavior: 'smooth', block: 'start' }),
                      );
                    }
                  }}
                  readOnlyReason={readOnlyReason}
                  pagination={searched === null && pagination(orders.data?.total ?? 0)}
                  chosen={chosen}
                  onChoose={setChosen}
                  sort={{ by: view.sort, order: view.order }}
                  onSort={({ by, order }) => changeView({ sort: by, order })}
                  narrow={beside}
                />
              </section>
            )}
          </Flex>
        </Card>
        {!beside && (
          // Brought into sight below the header that stays at the top.
          <div id={DETAILS_ID} style={{ scrollMarginTop: 72 }}>
            {details}
          </div>
        )}
      </Flex>
      {beside && (
        <div
          id={DETAILS_ID}
          style={{
            flex: `0 0 ${DETAILS_WIDTH}px`,
            width: DETAILS_WIDTH,
            position: 'sticky',
            // Below the header that stays at the top (64 px).
            top: 80,
            maxHeight: 'calc(100vh - 96px)',
            overflowY: 'auto',
          }}
        >
          {details}
        </div>
      )}
    </Flex>
  );
}

const DETAILS_ID = 'order-details';
const NONE: ReadonlySet<number> = new Set();

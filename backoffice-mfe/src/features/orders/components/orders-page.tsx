import { useState } from 'react';
import { Card, Flex } from 'antd';
import type { OrderSummary } from '@poshak/shared-api';
import { useT } from '@poshak/shared-ui/i18n';
import { ErrorState } from '@poshak/shared-ui/error-state';
import { errorText } from '../../../lib/error-text';
import { usePermission } from '../../../lib/permissions';
import { exportsApi, PAGE_SIZES } from '@poshak/shared-api';
import { ExportButton } from '../../../components/export-button';
import { useOrderDetail, useOrders } from '../api/use-orders';
import { orderListParams, useOrderView } from '../order-view';
import { OrderFilters } from './order-filters';
import { OrderDetails } from './order-details';
import { OrderSearch } from './order-search';
import { OrdersTable } from './orders-table';
import { PageTitle } from '../../../components/page-title';

/** Customer Order (spec §2): search, the orders table, and the selected invoice's products. */
export function OrdersPage() {
  const { t } = useT('backoffice');
  const [view, changeView] = useOrderView();
  const pagination = (total: number) => ({
    current: view.page,
    pageSize: view.pageSize,
    total,
    showSizeChanger: true,
    pageSizeOptions: [...PAGE_SIZES],
    onChange: (page: number, pageSize: number) =>
      changeView({ page: pageSize === view.pageSize ? page : 1, pageSize }),
  });
  const [selected, setSelected] = useState<number | null>(null);
  const [searched, setSearched] = useState<number | null>(null);
  const orders = useOrders(orderListParams(view));
  const found = useOrderDetail(searched);
  const { readOnlyReason } = usePermission('orders');

  const rows: OrderSummary[] =
    searched === null ? (orders.data?.items ?? []) : found.data ? [found.data] : [];

  return (
    <Flex vertical gap={16}>
      <Card title={<PageTitle>{t('orders.title')}</PageTitle>}>
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
              <OrderFilters view={view} onChange={changeView} />
              <ExportButton
                download={() => {
                  const { page: _page, pageSize: _size, ...filter } = orderListParams(view);
                  return exportsApi.orders(filter);
                }}
              />
            </Flex>
          )}
          {orders.isError && searched === null ? (
            <ErrorState message={errorText(orders.error)} onRetry={() => void orders.refetch()} />
          ) : (
            <OrdersTable
              orders={rows}
              loading={searched === null ? orders.isFetching : found.isFetching}
              selectedInvoice={selected}
              onSelect={setSelected}
              readOnlyReason={readOnlyReason}
              pagination={searched === null && pagination(orders.data?.total ?? 0)}
            />
          )}
        </Flex>
      </Card>
      <OrderDetails invoiceNo={selected} />
    </Flex>
  );
}

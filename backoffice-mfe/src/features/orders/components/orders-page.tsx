import { useState } from 'react';
import { Card, Flex, Typography } from 'antd';
import type { OrderSummary } from '@poshak/shared-api';
import { useT } from '@poshak/shared-ui/i18n';
import { ErrorState } from '@poshak/shared-ui/error-state';
import { errorText } from '../../../lib/error-text';
import { usePermission } from '../../../lib/permissions';
import { useTablePagination } from '../../../lib/use-table-pagination';
import { useOrderDetail, useOrders } from '../api/use-orders';
import { OrderDetails } from './order-details';
import { OrderSearch } from './order-search';
import { OrdersTable } from './orders-table';

/** Customer Order (spec §2): search, the orders table, and the selected invoice's products. */
export function OrdersPage() {
  const { t } = useT('backoffice');
  const { page, pageSize, pagination } = useTablePagination();
  const [selected, setSelected] = useState<number | null>(null);
  const [searched, setSearched] = useState<number | null>(null);
  const orders = useOrders({ page, pageSize });
  const found = useOrderDetail(searched);
  const { readOnlyReason } = usePermission('orders');

  const rows: OrderSummary[] =
    searched === null ? (orders.data?.items ?? []) : found.data ? [found.data] : [];

  return (
    <Flex vertical gap={16}>
      <Card
        title={
          <Typography.Title level={4} style={{ margin: 0 }}>
            {t('orders.title')}
          </Typography.Title>
        }
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

import { Divider, Flex } from 'antd';
import type { ReactNode } from 'react';
import { ErrorState } from '@poshak/shared-ui/error-state';
import { errorText } from '../../../lib/error-text';
import { useOrderDetail } from '../api/use-orders';
import { CourierRecord } from '../../couriers';
import { OrderFactsSection } from './order-facts-section';
import { OrderHistory } from './order-history';
import { OrderLinesSection } from './order-lines-section';
import { OrderPayment } from './order-payment';
import { OrderRisk } from './order-risk';
import { OrderTotalsSection } from './order-totals-section';
import { StatusTag } from './status-tag';
import { StatusPicker, StatusUpdate, useStatusPicks } from './status-control';

/**
 * What Product Details show of a chosen order (order-details.tsx draws the card around it): its
 * address, its lines with the read-only totals (spec §2), the coupon's discount, the delivery fee
 * paid in advance with its check, and its history. A chunk of its own, with the forms' code and
 * zod: the orders list's first rows need none of it.
 */
export default function OrderDetailsBody({
  invoiceNo,
  beside,
  printLinks,
  readOnlyReason,
}: {
  invoiceNo: number;
  beside: boolean;
  printLinks: ReactNode;
  readOnlyReason: string | null;
}) {
  const picks = useStatusPicks(readOnlyReason);
  const detail = useOrderDetail(invoiceNo);
  const order = detail.data;

  if (detail.isError) {
    return <ErrorState message={errorText(detail.error)} onRetry={() => void detail.refetch()} />;
  }
  return (
    <>
      {beside && (
        <Flex vertical gap={8} style={{ marginBottom: 12 }}>
          {order && (
            <Flex gap={8} align="center" wrap>
              <StatusTag name={order.order_status_name} />
              <StatusPicker order={order} picks={picks} />
              <StatusUpdate order={order} picks={picks} />
            </Flex>
          )}
          {printLinks}
        </Flex>
      )}
      {order && <OrderRisk order={order} readOnlyReason={readOnlyReason} />}
      {order && <OrderFactsSection order={order} />}
      <OrderLinesSection lines={order?.lines} loading={detail.isFetching} />
      <OrderTotalsSection order={order} />
      <Divider style={{ margin: '16px 0' }} />
      <OrderPayment invoiceNo={invoiceNo} narrow={beside} />
      {order && (
        <div style={{ marginTop: 16 }}>
          <CourierRecord invoiceNo={invoiceNo} booking={order.courier_booking} />
        </div>
      )}
      <div style={{ marginTop: 16 }}>
        <OrderHistory invoiceNo={invoiceNo} />
      </div>
    </>
  );
}

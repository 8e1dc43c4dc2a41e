import { Flex, Typography } from 'antd';
import type { OrderSummary } from '@poshak/shared-api';
import { useT } from '@poshak/shared-ui/i18n';
import { BookingTag } from '../../couriers';
import { HeldTag } from './held-tag';
import { StatusTag } from './status-tag';
import { stopClick } from './status-control';
import { useOrderTexts } from './use-order-texts';

const CUSTOMER_WIDTH = 140;

/** The day above, the time below: two short lines instead of one long one. */
export function OrderTimeCell({ order }: { order: OrderSummary }) {
  const { moment } = useOrderTexts();
  const when = moment(order.created_at);
  const cut = when.lastIndexOf(', ');
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      {when.slice(0, cut)}
      <br />
      {when.slice(cut + 2)}
    </span>
  );
}

/** Who, their phone and their area in one cell: three short lines, not three columns. */
export function OrderCustomerCell({ order }: { order: OrderSummary }) {
  const { t } = useT('backoffice');
  const { digits, area } = useOrderTexts();
  return (
    <Flex vertical style={{ maxWidth: CUSTOMER_WIDTH }}>
      <Typography.Text ellipsis={{ tooltip: order.customer_name }}>
        {order.customer_name}
      </Typography.Text>
      <a
        href={`tel:${order.customer_phone}`}
        onClick={stopClick}
        aria-label={t('orders.list.call', { phone: digits(order.customer_phone) })}
      >
        {digits(order.customer_phone)}
      </a>
      <Typography.Text
        type="secondary"
        style={{ fontSize: 12 }}
        ellipsis={{ tooltip: order.customer_address }}
      >
        {area(order)}
      </Typography.Text>
    </Flex>
  );
}

/** The courier's booking and a hold for a call under the status, without columns of their own. */
export function OrderStatusCell({ order }: { order: OrderSummary }) {
  return (
    <Flex vertical gap={4} align="start">
      <StatusTag name={order.order_status_name} />
      <HeldTag order={order} />
      <BookingTag booking={order.booking} />
    </Flex>
  );
}

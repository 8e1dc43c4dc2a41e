import { Button, Card, Checkbox, Empty, Flex, Pagination, Spin, Typography } from 'antd';
import { amountToCollect } from '@poshak/shared-api';
import type { OrderSummary } from '@poshak/shared-api';
import { useT } from '@poshak/shared-ui/i18n';
import { BookingTag } from '../../couriers';
import { HeldTag } from './held-tag';
import { StatusTag } from './status-tag';
import { FeeCheck } from './fee-tag';
import {
  StatusPicker,
  StatusUpdate,
  stopClick,
  useStatusPicks,
  type StatusPicks,
} from './status-control';
import { useOrderTexts } from './use-order-texts';
import type { OrderListProps } from '../order-list-props';

interface CardProps {
  order: OrderSummary;
  /** Its details are open beside the list. */
  open: boolean;
  chosen: boolean;
  onChoose: (chosen: boolean) => void;
  onSelect: (invoiceNo: number) => void;
  picks: StatusPicks;
}

/** One order's card: its box, status and details button, who and where, what to collect, status controls. */
function OrderCard({ order, open, chosen, onChoose, onSelect, picks }: CardProps) {
  const { t } = useT('backoffice');
  const { digits, taka, moment, area } = useOrderTexts();
  const invoice = digits(String(order.invoice_no));
  return (
    <Card
      size="small"
      role="listitem"
      aria-label={`${t('orders.columns.invoice')} ${invoice}`}
      className={`poshak-order-card${open ? ' poshak-order-open' : ''}`}
      styles={{ body: { padding: 12 } }}
      // A tap on the card opens its details, as a click on a table row does; its
      // controls keep their taps to themselves.
      onClick={() => onSelect(order.invoice_no)}
      style={{ cursor: 'pointer' }}
    >
      <Flex vertical gap={8}>
        <Flex justify="space-between" align="center" gap={8}>
          <Checkbox
            onClick={stopClick}
            checked={chosen}
            onChange={(e) => onChoose(e.target.checked)}
            aria-label={t('orders.list.choose', { invoice: order.invoice_no })}
          >
            <Typography.Text strong>{`#${invoice}`}</Typography.Text>
          </Checkbox>
          <Flex gap={8} align="center">
            <StatusTag name={order.order_status_name} />
            <HeldTag order={order} />
            <Button
              size="small"
              onClick={(e) => {
                stopClick(e);
                onSelect(order.invoice_no);
              }}
              aria-pressed={open}
              aria-label={`${t('orders.list.details')} ${invoice}`}
            >
              {t('orders.list.details')}
            </Button>
          </Flex>
        </Flex>
        <Flex justify="space-between" gap={8} wrap>
          <Typography.Text type="secondary">{moment(order.created_at)}</Typography.Text>
          <Typography.Text>{area(order)}</Typography.Text>
        </Flex>
        <Flex justify="space-between" align="center" gap={8}>
          <Flex vertical style={{ minWidth: 0 }}>
            <Typography.Text ellipsis>{order.customer_name}</Typography.Text>
            <a
              href={`tel:${order.customer_phone}`}
              onClick={stopClick}
              aria-label={t('orders.list.call', { phone: digits(order.customer_phone) })}
            >
              {digits(order.customer_phone)}
            </a>
          </Flex>
          <Flex vertical align="end">
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('orders.columns.toCollect')}
            </Typography.Text>
            <Typography.Text strong style={{ whiteSpace: 'nowrap' }}>
              {taka(amountToCollect(order))}
            </Typography.Text>
          </Flex>
        </Flex>
        <FeeCheck order={order} />
        <BookingTag booking={order.booking} />
        {/* The status picker takes the row's room: "Change Action" whole. */}
        <Flex gap={8} align="center">
          <StatusPicker order={order} picks={picks} grow />
          <StatusUpdate order={order} picks={picks} />
        </Flex>
      </Flex>
    </Card>
  );
}

/**
 * The worklist on a phone: one card per order with everything the table shows (no sideways
 * scroll), its box to choose it for a bulk action, its status controls and its details in
 * reach of a thumb.
 */
export function OrderCards(props: OrderListProps) {
  const picks = useStatusPicks(props.readOnlyReason);
  const choose = (invoiceNo: number, chosen: boolean) => {
    const next = new Set(props.chosen);
    if (chosen) next.add(invoiceNo);
    else next.delete(invoiceNo);
    props.onChoose(next);
  };
  const pagination = props.pagination;

  return (
    <Flex vertical gap={12}>
      <Spin spinning={props.loading}>
        {props.orders.length === 0 ? (
          <Empty />
        ) : (
          <Flex vertical gap={12} role="list">
            {props.orders.map((order) => (
              <OrderCard
                key={order.invoice_no}
                order={order}
                open={order.invoice_no === props.selectedInvoice}
                chosen={props.chosen.has(order.invoice_no)}
                onChoose={(chosen) => choose(order.invoice_no, chosen)}
                onSelect={props.onSelect}
                picks={picks}
              />
            ))}
          </Flex>
        )}
      </Spin>
      {pagination && (
        <Flex justify="center">
          <Pagination {...pagination} showLessItems showSizeChanger={false} size="small" />
        </Flex>
      )}
    </Flex>
  );
}

import { Descriptions, Divider, Flex, Form, Input, Table, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { amountToCollect, type OrderDetail } from '@poshak/shared-api';
import { useLanguage, useT } from '@poshak/shared-ui/i18n';
import { formatTaka } from '@poshak/shared-ui/money';
import { ErrorState } from '@poshak/shared-ui/error-state';
import { errorText } from '../../../lib/error-text';
import { useFocusableScroll } from '../../../lib/use-focusable-scroll';
import { useOrderDetail } from '../api/use-orders';
import { localName } from '../../../lib/local-name';
import { CourierRecord } from '../../couriers';
import { OrderHistory } from './order-history';
import { OrderPayment } from './order-payment';
import { OrderRisk } from './order-risk';
import { StatusTag } from './status-tag';
import { StatusPicker, StatusUpdate, useStatusPicks } from './status-control';

type Line = OrderDetail['lines'][number];

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
  const { t } = useT('backoffice');
  const picks = useStatusPicks(readOnlyReason);
  const [language] = useLanguage();
  const detail = useOrderDetail(invoiceNo);
  const scrollBox = useFocusableScroll<HTMLDivElement>(t('orders.details.title'));
  const taka = (amount: number) => formatTaka(amount, language);

  const columns: TableColumnsType<Line> = [
    { key: 'si', title: t('orders.details.si'), render: (_, __, index) => index + 1 },
    // Names in the reader's language: a Bengali page shows the catalogue's Bengali names.
    {
      key: 'name',
      title: t('orders.details.productName'),
      render: (_, l) => localName(l.product_name, l.product_name_bn, language),
    },
    { key: 'category', title: t('orders.details.category'), dataIndex: 'category_name' },
    { key: 'brand', title: t('orders.details.brand'), dataIndex: 'brand_name' },
    {
      key: 'size',
      title: t('orders.details.size'),
      render: (_, l) => localName(l.size_name, l.size_name_bn, language),
    },
    {
      key: 'material',
      title: t('orders.details.materials'),
      render: (_, l) => l.material_name ?? '—',
    },
    {
      key: 'color',
      title: t('orders.details.color'),
      render: (_, l) => localName(l.color_name, l.color_name_bn, language),
    },
    {
      key: 'price',
      title: t('orders.details.price'),
      align: 'right',
      render: (_, l) => taka(l.price),
    },
    { key: 'quantity', title: t('orders.details.quantity'), align: 'right', dataIndex: 'quantity' },
    {
      key: 'total',
      title: t('orders.details.total'),
      align: 'right',
      render: (_, l) => taka(l.line_total),
    },
  ];

  if (detail.isError) {
    return <ErrorState message={errorText(detail.error)} onRetry={() => void detail.refetch()} />;
  }
  return (
    <>
      {beside && (
        <Flex vertical gap={8} style={{ marginBottom: 12 }}>
          {detail.data && (
            <Flex gap={8} align="center" wrap>
              <StatusTag name={detail.data.order_status_name} />
              <StatusPicker order={detail.data} picks={picks} />
              <StatusUpdate order={detail.data} picks={picks} />
            </Flex>
          )}
          {printLinks}
        </Flex>
      )}
      {detail.data && <OrderRisk order={detail.data} readOnlyReason={readOnlyReason} />}
      {detail.data && (
        // Where the parcel goes: the worklist's row names only the customer and the area.
        <Descriptions
          size="small"
          column={1}
          style={{ marginBottom: 12 }}
          items={[
            {
              key: 'address',
              label: t('customers.address'),
              children: detail.data.customer_address,
            },
            // Where it came from: checkout, or how a staff member took it and who.
            {
              key: 'source',
              label: t('orders.details.source'),
              children: detail.data.taken_by
                ? t('orders.details.takenBy', {
                    source: t(`newOrder.sources.${detail.data.source}`),
                    by: detail.data.taken_by,
                  })
                : t(`newOrder.sources.${detail.data.source}`),
            },
            ...(detail.data.utm_source || detail.data.utm_medium || detail.data.utm_campaign
              ? [
                  {
                    key: 'campaign',
                    label: t('orders.details.campaign'),
                    children: [
                      detail.data.utm_campaign,
                      detail.data.utm_source,
                      detail.data.utm_medium,
                    ]
                      .filter(Boolean)
                      .join(' · '),
                  },
                ]
              : []),
          ]}
        />
      )}
      <div ref={scrollBox}>
        <Table<Line>
          rowKey="id_transaction"
          columns={columns}
          dataSource={detail.data?.lines}
          loading={detail.isFetching}
          pagination={false}
          size="small"
          scroll={{ x: 'max-content' }}
        />
      </div>
      <Form layout="vertical" style={{ marginTop: 16 }}>
        <Flex wrap gap={16}>
          <Form.Item
            label={t('orders.totals.quantity')}
            htmlFor="order-total-quantity"
            style={{ marginBottom: 0 }}
          >
            <Input id="order-total-quantity" readOnly value={detail.data?.item_quantity ?? ''} />
          </Form.Item>
          <Form.Item
            label={t('orders.totals.total')}
            htmlFor="order-total-amount"
            style={{ marginBottom: 0 }}
          >
            <Input
              id="order-total-amount"
              readOnly
              value={detail.data ? taka(detail.data.item_total) : ''}
            />
          </Form.Item>
          <Form.Item
            label={t('orders.totals.discount')}
            htmlFor="order-total-discount"
            style={{ marginBottom: 0 }}
          >
            <Input
              id="order-total-discount"
              readOnly
              value={
                detail.data
                  ? detail.data.discount > 0
                    ? `− ${taka(detail.data.discount)}`
                    : taka(0)
                  : ''
              }
            />
          </Form.Item>
          <Form.Item
            label={t('orders.totals.coupon')}
            htmlFor="order-total-coupon"
            style={{ marginBottom: 0 }}
          >
            <Input
              id="order-total-coupon"
              readOnly
              value={detail.data ? (detail.data.coupon_code ?? '—') : ''}
            />
          </Form.Item>
          <Form.Item
            label={
              detail.data && detail.data.fee_status !== 'none'
                ? t('orders.totals.deliveryInAdvance')
                : t('orders.totals.delivery')
            }
            htmlFor="order-total-delivery"
            style={{ marginBottom: 0 }}
          >
            <Input
              id="order-total-delivery"
              readOnly
              value={detail.data ? taka(detail.data.shipping_cost) : ''}
            />
          </Form.Item>
          <Form.Item
            label={t('orders.totals.toCollect')}
            htmlFor="order-total-collect"
            style={{ marginBottom: 0 }}
          >
            <Input
              id="order-total-collect"
              readOnly
              value={detail.data ? taka(amountToCollect(detail.data)) : ''}
            />
          </Form.Item>
        </Flex>
      </Form>
      <Divider style={{ margin: '16px 0' }} />
      <OrderPayment invoiceNo={invoiceNo} narrow={beside} />
      {detail.data && (
        <div style={{ marginTop: 16 }}>
          <CourierRecord invoiceNo={invoiceNo} booking={detail.data.courier_booking} />
        </div>
      )}
      <div style={{ marginTop: 16 }}>
        <OrderHistory invoiceNo={invoiceNo} />
      </div>
    </>
  );
}

import { Flex, Form, Input } from 'antd';
import { amountToCollect, type OrderDetail } from '@poshak/shared-api';
import { useT } from '@poshak/shared-ui/i18n';
import { useOrderTexts } from './use-order-texts';

/** One read-only total, named by its label. */
function Total({ id, label, value }: { id: string; label: string; value: string | number }) {
  return (
    <Form.Item label={label} htmlFor={id} style={{ marginBottom: 0 }}>
      <Input id={id} readOnly value={value} />
    </Form.Item>
  );
}

/**
 * An order's totals, read-only (spec §2): items and amount, the coupon's discount, the delivery
 * fee (paid in advance, where it was) and what the courier collects. Empty while it loads.
 */
export function OrderTotalsSection({ order }: { order: OrderDetail | undefined }) {
  const { t } = useT('backoffice');
  const { taka } = useOrderTexts();
  const shown = (value: (order: OrderDetail) => string | number) => (order ? value(order) : '');
  return (
    <Form layout="vertical" style={{ marginTop: 16 }}>
      <Flex wrap gap={16}>
        <Total
          id="order-total-quantity"
          label={t('orders.totals.quantity')}
          value={order?.item_quantity ?? ''}
        />
        <Total
          id="order-total-amount"
          label={t('orders.totals.total')}
          value={shown((o) => taka(o.item_total))}
        />
        <Total
          id="order-total-discount"
          label={t('orders.totals.discount')}
          value={shown((o) => (o.discount > 0 ? `− ${taka(o.discount)}` : taka(0)))}
        />
        <Total
          id="order-total-coupon"
          label={t('orders.totals.coupon')}
          value={shown((o) => o.coupon_code ?? '—')}
        />
        <Total
          id="order-total-delivery"
          label={
            order && order.fee_status !== 'none'
              ? t('orders.totals.deliveryInAdvance')
              : t('orders.totals.delivery')
          }
          value={shown((o) => taka(o.shipping_cost))}
        />
        <Total
          id="order-total-collect"
          label={t('orders.totals.toCollect')}
          value={shown((o) => taka(amountToCollect(o)))}
        />
      </Flex>
    </Form>
  );
}

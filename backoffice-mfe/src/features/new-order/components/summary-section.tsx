import { Alert, Button, Flex, Form, Input, Typography } from 'antd';
import { FormField } from '@poshak/shared-ui/form';
import { useLanguage, useT } from '@poshak/shared-ui/i18n';
import { formatTaka } from '@poshak/shared-ui/money';
import { errorText } from '../../../lib/error-text';
import type { useNewOrder } from '../model/use-new-order';
import { OrderTotals } from './order-totals';
import { Section } from './section';

type NewOrder = ReturnType<typeof useNewOrder>;

/** The coupon, a note, what checkout would charge and the Place button naming the total. */
export function SummarySection({
  order,
}: {
  order: Pick<
    NewOrder,
    'control' | 'coupon' | 'quote' | 'lines' | 'areaChosen' | 'place' | 'total' | 'busy' | 'submit'
  >;
}) {
  const { t } = useT('backoffice');
  const [language] = useLanguage();
  const { coupon, place, total } = order;
  return (
    <Section title={t('newOrder.summary')}>
      <Form.Item label={t('newOrder.coupon')} htmlFor="new-order-coupon">
        <Flex gap={8}>
          <Input
            id="new-order-coupon"
            value={coupon.text}
            maxLength={32}
            autoComplete="off"
            onChange={(event) => coupon.setText(event.target.value)}
            onPressEnter={(event) => {
              event.preventDefault();
              coupon.apply();
            }}
            style={{ flex: 1, minWidth: 0 }}
          />
          {coupon.applied ? (
            <Button onClick={coupon.remove}>{t('newOrder.removeCoupon')}</Button>
          ) : (
            <Button onClick={coupon.apply}>{t('newOrder.applyCoupon')}</Button>
          )}
        </Flex>
      </Form.Item>
      <FormField control={order.control} name="note" label={t('newOrder.note')}>
        {(field) => <Input.TextArea {...field} autoSize={{ minRows: 1, maxRows: 4 }} />}
      </FormField>
      <OrderTotals
        quote={order.quote}
        hasLines={order.lines.lines.length > 0}
        areaChosen={order.areaChosen}
      />
      {place.isError && (
        <Alert
          type="error"
          showIcon
          role="alert"
          style={{ marginTop: 12 }}
          title={t('newOrder.failed', { reason: errorText(place.error) })}
        />
      )}
      <Button
        type="primary"
        size="large"
        block
        loading={order.busy}
        onClick={() => void order.submit()}
        style={{ marginTop: 12 }}
      >
        {total !== undefined
          ? t('newOrder.placeTotal', { total: formatTaka(total, language) })
          : t('newOrder.place')}
      </Button>
      <Typography.Text type="secondary" style={{ display: 'block', marginTop: 6 }}>
        {t('newOrder.shortcut')}
      </Typography.Text>
    </Section>
  );
}

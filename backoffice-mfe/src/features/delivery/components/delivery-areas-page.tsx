import { useForm } from 'react-hook-form';
import { Button, Card, Col, Flex, Input, Row, Skeleton, Tooltip, Typography } from 'antd';
import { INSIDE_DHAKA_SHIPPING_ID, type Shipping } from '@poshak/shared-api';
import { useLanguage, useT } from '@poshak/shared-ui/i18n';
import { formatTaka } from '@poshak/shared-ui/money';
import { toast, TOAST_MS } from '@poshak/shared-ui/toast';
import { useSingleFlight } from '@poshak/shared-ui/single-flight';
import { ErrorState } from '@poshak/shared-ui/error-state';
import { FormField, formResolver, ShopForm, useRequiredFlash } from '@poshak/shared-ui/form';
import { errorText } from '../../../lib/error-text';
import { usePermission } from '../../../lib/permissions';
import { useDeliveryAreas, useSetDelivery } from '../api/use-delivery-areas';
import {
  deliveryForm,
  deliveryToForm,
  type DeliveryFormInput,
  type DeliveryFormValues,
} from '../forms/delivery-form';
import { PageTitle } from '../../../components/page-title';

/** One area: its fee, and the earliest and latest day a parcel arrives, which admins change. */
function AreaCard({ area, readOnlyReason }: { area: Shipping; readOnlyReason: string | null }) {
  const { t } = useT('backoffice');
  const [language] = useLanguage();
  const setDelivery = useSetDelivery();
  const { control, handleSubmit, clearErrors } = useForm<
    DeliveryFormInput,
    unknown,
    DeliveryFormValues
    // Kept in step with the server's values: a save reloads the areas, and the form follows.
  >({ resolver: formResolver(deliveryForm), values: deliveryToForm(area) });
  const flashRequired = useRequiredFlash(clearErrors);
  const name = t(
    area.id_shipping === INSIDE_DHAKA_SHIPPING_ID
      ? 'delivery.insideDhaka'
      : 'delivery.outsideDhaka',
  );

  const [save, saving] = useSingleFlight(async (days: DeliveryFormValues) => {
    try {
      await setDelivery.mutateAsync({ idShipping: area.id_shipping, days });
      toast.success(t('delivery.saved', { area: name }), { duration: TOAST_MS.backoffice });
    } catch (error) {
      toast.error(t('delivery.failed', { reason: errorText(error) }), {
        duration: TOAST_MS.backofficeLong,
      });
    }
  });

  const days = (field: 'delivery_min_days' | 'delivery_max_days', label: string) => (
    <FormField control={control} name={field} label={label} required>
      {(input) => (
        <Input
          {...input}
          inputMode="numeric"
          disabled={!!readOnlyReason}
          suffix={t('delivery.daysSuffix')}
        />
      )}
    </FormField>
  );

  return (
    <Card
      size="small"
      title={name}
      extra={
        <Typography.Text type="secondary">
          {t('delivery.fee', { fee: formatTaka(area.cost, language) })}
        </Typography.Text>
      }
    >
      <ShopForm
        texts="backoffice"
        schema={deliveryForm}
        aria-label={name}
        onFinish={() => void handleSubmit(save, flashRequired)()}
      >
        <Row gutter={12}>
          <Col xs={12}>{days('delivery_min_days', t('delivery.minDays'))}</Col>
          <Col xs={12}>{days('delivery_max_days', t('delivery.maxDays'))}</Col>
        </Row>
        <Tooltip title={readOnlyReason}>
          <Button
            type="primary"
            htmlType="submit"
            loading={saving}
            disabled={!!readOnlyReason}
            aria-label={`${t('delivery.save')} · ${name}`}
          >
            {t('delivery.save')}
          </Button>
        </Tooltip>
      </ShopForm>
    </Card>
  );
}

/**
 * Delivery areas: how many days each shipping area promises (shown to shoppers at checkout, on the
 * confirmation and when they track an order). Admins change them.
 */
export function DeliveryAreasPage() {
  const { t } = useT('backoffice');
  const areas = useDeliveryAreas();
  const { readOnlyReason } = usePermission('delivery');

  return (
    <Card title={<PageTitle>{t('delivery.title')}</PageTitle>}>
      <Flex vertical gap={16}>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t('delivery.intro')}
        </Typography.Paragraph>
        {areas.isError ? (
          <ErrorState message={errorText(areas.error)} onRetry={() => void areas.refetch()} />
        ) : areas.isPending ? (
          <Skeleton active />
        ) : (
          <Row gutter={[16, 16]}>
            {areas.data.map((area) => (
              <Col key={area.id_shipping} xs={24} md={12}>
                <AreaCard area={area} readOnlyReason={readOnlyReason} />
              </Col>
            ))}
          </Row>
        )}
      </Flex>
    </Card>
  );
}

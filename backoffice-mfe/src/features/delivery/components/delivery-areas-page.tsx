import { useForm } from 'react-hook-form';
import { Button, Card, Col, Flex, Input, Row, Skeleton, Tooltip, Typography } from 'antd';
import {
  deliveryFee,
  INSIDE_DHAKA_SHIPPING_ID,
  type DeliveryZoneSteps,
  type Shipping,
} from '@poshak/shared-api';
import { useLanguage, useT } from '@poshak/shared-ui/i18n';
import { formatTaka } from '@poshak/shared-ui/money';
import { toast, TOAST_MS } from '@poshak/shared-ui/toast';
import { useSingleFlight } from '@poshak/shared-ui/single-flight';
import { ErrorState } from '@poshak/shared-ui/error-state';
import { FormField, formResolver, ShopForm, useRequiredFlash } from '@poshak/shared-ui/form';
import { errorText } from '../../../lib/error-text';
import { usePermission } from '../../../lib/permissions';
import {
  useDeliveryAreas,
  useDeliveryZones,
  useSetDelivery,
  useSetZoneSteps,
} from '../api/use-delivery-areas';
import {
  deliveryForm,
  deliveryToForm,
  zoneForm,
  zoneToForm,
  type DeliveryFormInput,
  type DeliveryFormValues,
  type ZoneFormInput,
  type ZoneFormValues,
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
      <Typography.Paragraph type="secondary" style={{ marginTop: 0 }}>
        {t('delivery.zoneOf', { zone: t(`delivery.zones.${area.zone}`) })}
      </Typography.Paragraph>
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
 * One delivery zone's weight steps, which admins change: every area of the zone charges by them,
 * with an example of what a 2.5 kg parcel then costs to the zone's first area.
 */
function ZoneCard({
  zone,
  areas,
  readOnlyReason,
}: {
  zone: DeliveryZoneSteps;
  areas: readonly Shipping[];
  readOnlyReason: string | null;
}) {
  const { t } = useT('backoffice');
  const [language] = useLanguage();
  const setSteps = useSetZoneSteps();
  const { control, handleSubmit, clearErrors } = useForm<ZoneFormInput, unknown, ZoneFormValues>({
    resolver: formResolver(zoneForm),
    values: zoneToForm(zone),
  });
  const flashRequired = useRequiredFlash(clearErrors);
  const name = t(`delivery.zones.${zone.zone}`);
  const example = areas.find((a) => a.zone === zone.zone);

  const [save, saving] = useSingleFlight(async (steps: ZoneFormValues) => {
    try {
      await setSteps.mutateAsync({ zone: zone.zone, steps });
      toast.success(t('delivery.zoneSaved', { zone: name }), { duration: TOAST_MS.backoffice });
    } catch (error) {
      toast.error(t('delivery.failed', { reason: errorText(error) }), {
        duration: TOAST_MS.backofficeLong,
      });
    }
  });

  return (
    <Card size="small" title={t('delivery.zoneOf', { zone: name })}>
      <ShopForm
        texts="backoffice"
        schema={zoneForm}
        aria-label={`${t('delivery.zonesTitle')} · ${name}`}
        onFinish={() => void handleSubmit(save, flashRequired)()}
      >
        {/* One field a row: a third of the page is too narrow for two labelled fields side by side. */}
        <Row gutter={12}>
          <Col xs={24}>
            <FormField control={control} name="step_grams" label={t('delivery.stepGrams')} required>
              {(input) => (
                <Input
                  {...input}
                  inputMode="numeric"
                  disabled={!!readOnlyReason}
                  suffix={t('delivery.gramsSuffix')}
                />
              )}
            </FormField>
          </Col>
          <Col xs={24}>
            <FormField control={control} name="step_fee" label={t('delivery.stepFee')} required>
              {(input) => (
                <Input {...input} inputMode="numeric" disabled={!!readOnlyReason} prefix="৳" />
              )}
            </FormField>
          </Col>
        </Row>
        {example && (
          <Typography.Paragraph type="secondary">
            {t('delivery.zoneExample', {
              area: t(
                example.id_shipping === INSIDE_DHAKA_SHIPPING_ID
                  ? 'delivery.insideDhaka'
                  : 'delivery.outsideDhaka',
              ),
              fee: formatTaka(
                deliveryFee(
                  example.cost,
                  { stepGrams: zone.step_grams, stepFee: zone.step_fee },
                  2500,
                ),
                language,
              ),
            })}
          </Typography.Paragraph>
        )}
        <Tooltip title={readOnlyReason}>
          <Button
            type="primary"
            htmlType="submit"
            loading={saving}
            disabled={!!readOnlyReason}
            aria-label={`${t('delivery.save')} · ${t('delivery.zonesTitle')} · ${name}`}
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
  const zones = useDeliveryZones();
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
        <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
          {t('delivery.zonesTitle')}
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t('delivery.zonesIntro')}
        </Typography.Paragraph>
        {zones.isError ? (
          <ErrorState message={errorText(zones.error)} onRetry={() => void zones.refetch()} />
        ) : zones.isPending ? (
          <Skeleton active />
        ) : (
          <Row gutter={[16, 16]}>
            {zones.data.map((zone) => (
              <Col key={zone.zone} xs={24} md={8}>
                <ZoneCard zone={zone} areas={areas.data ?? []} readOnlyReason={readOnlyReason} />
              </Col>
            ))}
          </Row>
        )}
      </Flex>
    </Card>
  );
}

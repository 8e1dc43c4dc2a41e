import { Alert, Input, Typography } from 'antd';
import { useWatch } from 'react-hook-form';
import type { UseQueryResult } from '@tanstack/react-query';
import {
  deliveryFee,
  INSIDE_DHAKA_SHIPPING_ID,
  parcelGrams,
  type CustomerLookup,
} from '@poshak/shared-api';
import { FormField } from '@poshak/shared-ui/form';
import { useLanguage, useT } from '@poshak/shared-ui/i18n';
import { formatTaka } from '@poshak/shared-ui/money';
import { errorText } from '../../../lib/error-text';
import { useShippingAreas } from '../api/use-new-order';
import type { OrderLine } from '../model/order-lines';
import type { NewOrderControl } from '../model/use-new-order';
import { CustomerHistory } from './customer-history';
import { FieldRadios } from './field-radios';
import { Section } from './section';

interface Props {
  control: NewOrderControl;
  /** The typed number once it is a whole mobile number. */
  phone: string | undefined;
  lookup: UseQueryResult<CustomerLookup>;
  /** The number's last order, once the number is whole and known. */
  latest: CustomerLookup['latest'];
  /** The parcel so far: each area's fee is this parcel's. */
  lines: readonly OrderLine[];
}

/** Who orders and where it goes: the phone first, its history, name, address and area. */
export function CustomerSection({ control, phone, lookup, latest, lines }: Props) {
  const { t } = useT('backoffice');
  const [language] = useLanguage();
  const areas = useShippingAreas();
  const grams = parcelGrams(
    lines.map((l) => ({ weightGrams: l.weight_grams, quantity: l.quantity })),
  );
  const areaLabel = (id: number) =>
    t(id === INSIDE_DHAKA_SHIPPING_ID ? 'delivery.insideDhaka' : 'delivery.outsideDhaka');
  return (
    <Section title={t('newOrder.customer')}>
      <FormField control={control} name="customer_phone" label={t('newOrder.phone')} required>
        {(field) => (
          <Input
            {...field}
            // The first thing a caller gives: the screen starts here.
            autoFocus
            inputMode="tel"
            autoComplete="off"
            placeholder="01XXXXXXXXX"
          />
        )}
      </FormField>
      {phone && <CustomerHistory lookup={lookup} />}
      {latest && <FilledNote control={control} latest={latest} />}
      <FormField control={control} name="customer_name" label={t('newOrder.name')} required>
        {(field) => <Input {...field} autoComplete="off" />}
      </FormField>
      <FormField control={control} name="customer_address" label={t('newOrder.address')} required>
        {(field) => <Input.TextArea {...field} autoSize={{ minRows: 2, maxRows: 4 }} />}
      </FormField>
      <FormField control={control} name="shipping_id" label={t('newOrder.area')} required>
        {(field, state) =>
          areas.isError ? (
            <Alert type="error" showIcon title={errorText(areas.error)} />
          ) : (
            <FieldRadios
              field={field}
              state={state}
              options={(areas.data ?? []).map((area) => ({
                value: area.id_shipping,
                // This parcel's fee by the shared rule; the quote below is the server's.
                label: `${areaLabel(area.id_shipping)} · ${formatTaka(
                  deliveryFee(
                    area.cost,
                    { stepGrams: area.step_grams, stepFee: area.step_fee },
                    grams,
                  ),
                  language,
                )}`,
              }))}
            />
          )
        }
      </FormField>
    </Section>
  );
}

/** Said while the boxes hold what the number's last order had. */
function FilledNote({
  control,
  latest,
}: {
  control: NewOrderControl;
  latest: NonNullable<CustomerLookup['latest']>;
}) {
  const { t } = useT('backoffice');
  const [name, address] = useWatch({ control, name: ['customer_name', 'customer_address'] });
  if (name !== latest.customer_name || address !== latest.customer_address) return null;
  return (
    <Typography.Paragraph type="secondary" style={{ marginTop: -4 }}>
      {t('newOrder.filled')}
    </Typography.Paragraph>
  );
}

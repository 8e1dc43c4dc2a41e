import { Input, Typography } from 'antd';
import { useWatch } from 'react-hook-form';
import { PAYMENT_PROVIDERS } from '@poshak/shared-api';
import { FormField } from '@poshak/shared-ui/form';
import { useT } from '@poshak/shared-ui/i18n';
import { FEE_CHOICES } from '../model/new-order-form';
import type { NewOrderControl } from '../model/use-new-order';
import { FieldRadios } from './field-radios';
import { Section } from './section';

/**
 * The delivery fee the shop asks in advance: the payment the customer already sent (provider,
 * TrxID, the number it came from) or why this order is cash on delivery all the same.
 */
export function FeeSection({ control }: { control: NewOrderControl }) {
  const { t } = useT('backoffice');
  const fee = useWatch({ control, name: 'fee' });
  return (
    <Section title={t('newOrder.fee.title')}>
      <Typography.Paragraph type="secondary">{t('newOrder.fee.asked')}</Typography.Paragraph>
      <FormField control={control} name="fee" label={t('newOrder.fee.choice')} required>
        {(field, state) => (
          <FieldRadios
            field={field}
            state={state}
            options={FEE_CHOICES.map((choice) => ({
              value: choice,
              label: t(`newOrder.fee.${choice}`),
            }))}
          />
        )}
      </FormField>
      {fee === 'paid' && <PaidFeeFields control={control} />}
      {fee === 'cod' && (
        <FormField
          control={control}
          name="cash_on_delivery_reason"
          label={t('newOrder.fee.reason')}
          required
        >
          {(field) => <Input {...field} autoComplete="off" />}
        </FormField>
      )}
    </Section>
  );
}

function PaidFeeFields({ control }: { control: NewOrderControl }) {
  const { t } = useT('backoffice');
  return (
    <>
      <FormField control={control} name="provider" label={t('newOrder.fee.provider')} required>
        {(field, state) => (
          <FieldRadios
            field={field}
            state={state}
            options={PAYMENT_PROVIDERS.map((provider) => ({
              value: provider,
              label: t(`orders.fee.providers.${provider}`),
            }))}
          />
        )}
      </FormField>
      <FormField control={control} name="trx_id" label={t('newOrder.fee.trxId')} required>
        {(field) => <Input {...field} autoComplete="off" />}
      </FormField>
      <FormField control={control} name="paid_from" label={t('newOrder.fee.paidFrom')} required>
        {(field) => <Input {...field} inputMode="tel" autoComplete="off" />}
      </FormField>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('newOrder.fee.paidHint')}
      </Typography.Paragraph>
    </>
  );
}

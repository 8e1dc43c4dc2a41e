import type { ReactNode } from 'react';
import { Input, Radio } from 'antd';
import type { Control } from 'react-hook-form';
import { PAYMENT_PROVIDERS, type AdvanceFeeConfig } from '@poshak/shared-api';
import { useT } from '@poshak/shared-ui/i18n';
import { FormField } from '@poshak/shared-ui/form';
import { PhoneInput } from '../../../components/phone-input';
import { useDigits } from '../../../lib/use-local';
import { useTaka } from '../../../lib/use-taka';
import { CopyNumber } from './copy-number';
import type { OrderFormInput, OrderFormValues } from '../lib/order-rules';

interface Props {
  control: Control<OrderFormInput, unknown, OrderFormValues>;
  advanceFee: AdvanceFeeConfig;
  /** The chosen area's fee and name; undefined until an area is chosen. */
  area: { fee: number; name: string } | undefined;
  /** What the form says under a field left empty by the last refused submit. */
  stillMissing: (name: 'provider' | 'trx_id' | 'paid_from', label: string) => ReactNode;
}

/**
 * The delivery fee paid in advance: how much, the shop's merchant numbers (only those set, each
 * with a copy button), the steps in short, and the payment's fields — the provider (only those with a number), the TrxID
 * and the number it was paid from.
 */
export function FeePayment({ control, advanceFee, area, stillMissing }: Props) {
  const { t } = useT('storefront');
  const taka = useTaka();
  const digits = useDigits();
  const providers = PAYMENT_PROVIDERS.flatMap((provider) => {
    const number = advanceFee[provider];
    return number ? [{ provider, number }] : [];
  });
  return (
    <section className="sf-fee" aria-labelledby="sf-fee-title">
      <h3 id="sf-fee-title" className="sf-fee__title">
        {t('payment.title')}
      </h3>
      <p className="sf-fee__intro">{t('payment.intro')}</p>
      <p className="sf-fee__amount" aria-live="polite">
        {area
          ? t('payment.fee', { area: area.name, fee: taka(area.fee) })
          : t('payment.chooseArea')}
      </p>
      <h4 className="sf-fee__heading">{t('payment.numbers')}</h4>
      <ul className="sf-fee__numbers">
        {providers.map(({ provider, number }) => (
          <li key={provider} className={`sf-fee__number sf-fee__number--${provider}`}>
            <span className="sf-fee__provider">{t(`payment.${provider}`)}</span>
            <strong className="sf-fee__digits">{digits(number)}</strong>
            <CopyNumber number={number} provider={t(`payment.${provider}`)} />
          </li>
        ))}
      </ul>
      <h4 className="sf-fee__heading">{t('payment.stepsTitle')}</h4>
      <ol className="sf-fee__steps">
        <li>{t('payment.step1')}</li>
        <li>{area ? t('payment.step2', { fee: taka(area.fee) }) : t('payment.step2NoFee')}</li>
        <li>{t('payment.step3')}</li>
        <li>{t('payment.step4')}</li>
      </ol>
      <FormField control={control} name="provider" label={t('payment.provider')} required>
        {({ id, value, onChange, ...aria }, { invalid, labelId }) => (
          <div
            id={id}
            role="group"
            aria-labelledby={labelId}
            aria-invalid={aria['aria-invalid']}
            aria-describedby={aria['aria-describedby']}
            className={`sf-order__areas sf-fee__providers${invalid ? ' sf-order__areas--error' : ''}`}
          >
            <Radio.Group
              value={value}
              onChange={(e) => onChange(e.target.value as string)}
              options={providers.map(({ provider }) => ({
                value: provider,
                label: t(`payment.${provider}`),
              }))}
            />
          </div>
        )}
      </FormField>
      {stillMissing('provider', t('payment.provider'))}
      <FormField control={control} name="trx_id" label={t('payment.trxId')} required>
        {(field) => (
          <Input
            {...field}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            placeholder={t('payment.trxIdPlaceholder')}
          />
        )}
      </FormField>
      {stillMissing('trx_id', t('payment.trxId'))}
      <FormField control={control} name="paid_from" label={t('payment.paidFrom')} required>
        {(field) => <PhoneInput {...field} />}
      </FormField>
      {stillMissing('paid_from', t('payment.paidFrom'))}
    </section>
  );
}

import type { ReactNode } from 'react';
import type { Control } from 'react-hook-form';
import { Input, Radio } from 'antd';
import { useT } from '@poshak/shared-ui/i18n';
import { FormField } from '@poshak/shared-ui/form';
import { PhoneInput } from '../../../components/phone-input';
import { QueryError } from '../../../components/query-error';
import { useDeliveryDays } from '../../../lib/use-delivery-days';
import { useTaka } from '../../../lib/use-taka';
import type { CartLine } from '../../cart';
import { useShippingAreas } from '../api/use-shipping';
import type { OrderFieldName } from '../lib/order-fields';
import {
  deliveryFees,
  isInsideDhaka,
  parcelFee,
  type OrderFormInput,
  type OrderFormValues,
} from '../lib/order-rules';

interface Props {
  control: Control<OrderFormInput, unknown, OrderFormValues>;
  lines: readonly CartLine[];
  shippingId: number | null;
  /** What the form says under a field left empty by the last refused submit. */
  stillMissing: (name: OrderFieldName, label: string) => ReactNode;
}

/** Who and where: name, address, mobile, and the shipping area with its fee and delivery days. */
export function CustomerFields({ control, lines, shippingId, stillMissing }: Props) {
  const { t } = useT('storefront');
  const taka = useTaka();
  const deliveryDays = useDeliveryDays();
  const shipping = useShippingAreas();
  const chosenArea = shipping.data?.find((a) => a.id_shipping === shippingId);
  const fees = shipping.data ? deliveryFees(shipping.data) : undefined;
  return (
    <>
      <FormField control={control} name="customer_name" label={t('order.name')} required>
        {(field) => <Input {...field} autoComplete="name" />}
      </FormField>
      {stillMissing('customer_name', t('order.name'))}
      <FormField control={control} name="customer_address" label={t('order.address')} required>
        {(field) => <Input.TextArea {...field} autoComplete="street-address" rows={2} />}
      </FormField>
      {stillMissing('customer_address', t('order.address'))}
      <FormField control={control} name="customer_phone" label={t('order.mobile')} required>
        {(field) => <PhoneInput {...field} />}
      </FormField>
      {stillMissing('customer_phone', t('order.mobile'))}
      <FormField control={control} name="shipping_id" label={t('order.shippingArea')} required>
        {({ id, value, onChange, ...aria }, { invalid, labelId }) =>
          shipping.isError ? (
            <QueryError />
          ) : (
            <div
              id={id}
              role="group"
              aria-labelledby={labelId}
              aria-invalid={aria['aria-invalid']}
              aria-describedby={aria['aria-describedby']}
              className={`sf-order__areas${invalid ? ' sf-order__areas--error' : ''}`}
            >
              <Radio.Group
                value={value}
                onChange={(e) => onChange(e.target.value as number)}
                options={(shipping.data ?? []).map((area) => ({
                  value: area.id_shipping,
                  label: `${t(isInsideDhaka(area) ? 'order.insideDhaka' : 'order.outsideDhaka')} (${taka(parcelFee(area, lines))})`,
                }))}
              />
            </div>
          )
        }
      </FormField>
      {stillMissing('shipping_id', t('order.shippingArea'))}
      {chosenArea && (
        <p className="sf-order__estimate" aria-live="polite">
          {deliveryDays(chosenArea)}
        </p>
      )}
      {fees?.inside !== undefined && fees.outside !== undefined && (
        <p className="sf-order__fees">
          {t('order.deliveryFee', { inside: taka(fees.inside), outside: taka(fees.outside) })}{' '}
          {t('order.deliveryFeeSteps')}
        </p>
      )}
    </>
  );
}

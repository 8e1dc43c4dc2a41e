import type { UseFormSetValue } from 'react-hook-form';
import { Button, Input, Radio, Space } from 'antd';
import { DISCOUNT_KINDS } from '@poshak/shared-api/schemas';
import { useT } from '@poshak/shared-ui/i18n';
import { FormField } from '@poshak/shared-ui/form';
import type { CouponFormInput } from '../forms/coupon-form';
import { generateCouponCode } from '../generate-code';
import type { CouponControl } from '../hooks/use-coupon-form';
import { CouponTextField } from './coupon-text-field';

interface CouponDiscountSectionProps {
  control: CouponControl;
  setValue: UseFormSetValue<CouponFormInput>;
  kind: CouponFormInput['discount_kind'];
}

/** What the coupon is: its code (typed or generated), name, description, and what it takes off. */
export function CouponDiscountSection({ control, setValue, kind }: CouponDiscountSectionProps) {
  const { t } = useT('backoffice');
  return (
    <>
      <FormField control={control} name="code" label={t('coupons.code')} required>
        {(field) => (
          <Space.Compact style={{ width: '100%' }}>
            <Input {...field} onChange={(e) => field.onChange(e.target.value.toUpperCase())} />
            <Button
              onClick={() => setValue('code', generateCouponCode(), { shouldValidate: true })}
            >
              {t('coupons.generate')}
            </Button>
          </Space.Compact>
        )}
      </FormField>
      <CouponTextField control={control} name="name" label={t('coupons.name')} />
      <FormField control={control} name="description" label={t('coupons.description')}>
        {(field) => <Input.TextArea {...field} rows={2} />}
      </FormField>
      <FormField control={control} name="discount_kind" label={t('coupons.kind')} required>
        {({ id, value, onChange }, { labelId }) => (
          <Radio.Group
            id={id}
            aria-labelledby={labelId}
            value={value}
            onChange={(e) => onChange(e.target.value)}
            optionType="button"
            options={DISCOUNT_KINDS.map((k) => ({ value: k, label: t(`coupons.kinds.${k}`) }))}
          />
        )}
      </FormField>
      {/* The value's label says what it counts: percent of the items, or taka off them. */}
      {kind === 'amount' ? (
        <CouponTextField
          control={control}
          name="discount_value"
          label={t('coupons.discountAmount')}
          inputMode="numeric"
          prefix="৳"
        />
      ) : (
        <CouponTextField
          control={control}
          name="discount_value"
          label={t('coupons.discountPercent')}
          inputMode="decimal"
          suffix="%"
        />
      )}
    </>
  );
}

import { Select } from 'antd';
import { APPLIES_TO, type Coupon } from '@poshak/shared-api';
import { useT } from '@poshak/shared-ui/i18n';
import { FormField } from '@poshak/shared-ui/form';
import type { CouponFormInput } from '../forms/coupon-form';
import type { CouponControl } from '../hooks/use-coupon-form';
import { ProductPicker } from './product-picker';

const APPLIES_TO_KEYS = {
  'Selected Product': 'coupons.appliesToOptions.selected',
  'All Product': 'coupons.appliesToOptions.all',
  'Single Product': 'coupons.appliesToOptions.single',
} as const satisfies Record<(typeof APPLIES_TO)[number], string>;

interface CouponScopeSectionProps {
  control: CouponControl;
  appliesTo: CouponFormInput['applies_to'];
  /** The products the coupon being edited names, with their names. */
  known: Coupon['products'];
}

/** What the coupon applies to: every product, or the products (or the one) picked. */
export function CouponScopeSection({ control, appliesTo, known }: CouponScopeSectionProps) {
  const { t } = useT('backoffice');
  const single = appliesTo === 'Single Product';
  return (
    <>
      <FormField control={control} name="applies_to" label={t('coupons.appliesTo')} required>
        {({ id, value, onChange }) => (
          <Select
            id={id}
            value={value}
            onChange={onChange}
            options={APPLIES_TO.map((v) => ({ value: v, label: t(APPLIES_TO_KEYS[v]) }))}
          />
        )}
      </FormField>
      {appliesTo !== 'All Product' && (
        <FormField
          control={control}
          name="product_codes"
          label={t(single ? 'coupons.product' : 'coupons.products')}
          required
        >
          {(field, { invalid }) => (
            <ProductPicker
              id={field.id}
              value={field.value ?? []}
              onChange={field.onChange}
              single={single}
              known={known}
              invalid={invalid}
              aria-describedby={field['aria-describedby']}
            />
          )}
        </FormField>
      )}
    </>
  );
}

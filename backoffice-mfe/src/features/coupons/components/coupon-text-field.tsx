import { Input } from 'antd';
import { FormField } from '@poshak/shared-ui/form';
import type { CouponControl } from '../hooks/use-coupon-form';

type TextName =
  'name' | 'discount_value' | 'start_day' | 'end_day' | 'max_uses' | 'max_uses_per_phone';

interface CouponTextFieldProps {
  control: CouponControl;
  name: TextName;
  label: string;
  required?: boolean;
  type?: 'date';
  inputMode?: 'decimal' | 'numeric';
  prefix?: string;
  suffix?: string;
  placeholder?: string;
}

/** One of the coupon's fields typed as text (a number or a day too), required unless said. */
export function CouponTextField({
  control,
  name,
  label,
  required = true,
  ...extra
}: CouponTextFieldProps) {
  return (
    <FormField control={control} name={name} label={label} required={required}>
      {(field) => <Input {...field} value={field.value ?? ''} {...extra} />}
    </FormField>
  );
}

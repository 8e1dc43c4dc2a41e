import { useForm, useWatch, type Control } from 'react-hook-form';
import type { Coupon } from '@poshak/shared-api';
import { useT } from '@poshak/shared-ui/i18n';
import { toast, TOAST_MS } from '@poshak/shared-ui/toast';
import { useSingleFlight } from '@poshak/shared-ui/single-flight';
import { formResolver } from '@poshak/shared-ui/form';
import { errorText } from '../../../lib/error-text';
import { useCouponMutations } from '../api/use-coupons';
import {
  couponForm,
  couponToForm,
  emptyCouponForm,
  type CouponFormInput,
  type CouponFormValues,
} from '../forms/coupon-form';

export type CouponControl = Control<CouponFormInput, unknown, CouponFormValues>;

/**
 * The coupon dialog's form, from the coupon edited or empty, checked by the shared schema; Save
 * stores it once at a time, with the outcome's toast, and closes the dialog when it is stored.
 */
export function useCouponForm(coupon: Coupon | null, onClose: () => void) {
  const { t } = useT('backoffice');
  const { save } = useCouponMutations();
  const form = useForm<CouponFormInput, unknown, CouponFormValues>({
    resolver: formResolver(couponForm),
    defaultValues: coupon ? couponToForm(coupon) : emptyCouponForm(),
  });

  const [submit, submitting] = useSingleFlight(async (values: CouponFormValues) => {
    try {
      await save.mutateAsync({ id: coupon?.id_coupon ?? null, body: values });
      toast.success(t('coupons.saved'), { duration: TOAST_MS.backoffice });
      onClose();
    } catch (error) {
      toast.error(t('coupons.failed', { reason: errorText(error) }), {
        duration: TOAST_MS.backofficeLong,
      });
    }
  });

  const kind = useWatch({ control: form.control, name: 'discount_kind' });
  const appliesTo = useWatch({ control: form.control, name: 'applies_to' });
  return {
    control: form.control,
    setValue: form.setValue,
    /** Checks the form, then saves what it holds. */
    submit: () => void form.handleSubmit(submit)(),
    submitting,
    kind,
    appliesTo,
  };
}

import { App } from 'antd';
import type { Coupon } from '@poshak/shared-api';
import { useT } from '@poshak/shared-ui/i18n';
import { toast, TOAST_MS } from '@poshak/shared-ui/toast';
import { errorText } from '../../../lib/error-text';
import { useCouponMutations } from '../api/use-coupons';

/** Deletes a coupon once the member confirms, with the outcome's toast. */
export function useCouponDelete() {
  const { t } = useT('backoffice');
  const { modal } = App.useApp();
  const { remove } = useCouponMutations();
  return async (coupon: Coupon) => {
    const confirmed = await modal.confirm({
      title: t('coupons.confirmDelete'),
      content: `${coupon.name} (${coupon.code})`,
      okText: t('coupons.delete'),
      okButtonProps: { danger: true },
    });
    if (!confirmed) return;
    try {
      await remove.mutateAsync(coupon.id_coupon);
      toast.success(t('coupons.deleted'), { duration: TOAST_MS.backoffice });
    } catch (error) {
      toast.error(t('coupons.deleteFailed', { reason: errorText(error) }), {
        duration: TOAST_MS.backofficeLong,
      });
    }
  };
}

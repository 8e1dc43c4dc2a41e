import { Button, Modal } from 'antd';
import type { Coupon } from '@poshak/shared-api';
import { useT } from '@poshak/shared-ui/i18n';
import { ShopForm } from '@poshak/shared-ui/form';
import { couponForm } from '../forms/coupon-form';
import { useCouponForm } from '../hooks/use-coupon-form';
import { CouponDiscountSection } from './coupon-discount-section';
import { CouponLimitsSection } from './coupon-limits-section';
import { CouponScopeSection } from './coupon-scope-section';

interface Props {
  /** The coupon being edited, or null for a new one. */
  coupon: Coupon | null;
  onClose: () => void;
}

/** The Add New Coupon dialog of spec §2; Save Coupon stores it on the server. */
export function CouponDialog({ coupon, onClose }: Props) {
  const { t } = useT('backoffice');
  const { control, setValue, submit, submitting, kind, appliesTo } = useCouponForm(coupon, onClose);
  return (
    <Modal
      open
      title={coupon ? t('coupons.editTitle') : t('coupons.addNew')}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose}>
          {t('coupons.cancel')}
        </Button>,
        <Button key="save" type="primary" loading={submitting} onClick={submit}>
          {t('coupons.save')}
        </Button>,
      ]}
    >
      <ShopForm texts="backoffice" schema={couponForm} component="div">
        <CouponDiscountSection control={control} setValue={setValue} kind={kind} />
        <CouponScopeSection
          control={control}
          appliesTo={appliesTo}
          known={coupon?.products ?? []}
        />
        <CouponLimitsSection control={control} />
      </ShopForm>
    </Modal>
  );
}

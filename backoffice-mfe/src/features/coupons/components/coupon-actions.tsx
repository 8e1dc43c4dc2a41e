import { Button, Flex, Tooltip } from 'antd';
import type { Coupon } from '@poshak/shared-api';
import { useT } from '@poshak/shared-ui/i18n';

interface Props {
  coupon: Coupon;
  /** Why the member may not change coupons, or null. */
  readOnlyReason: string | null;
  onEdit: (coupon: Coupon) => void;
  onDelete: (coupon: Coupon) => void;
}

/** A coupon's Edit and Delete, each naming the coupon's code for a screen reader. */
export function CouponActions({ coupon, readOnlyReason, onEdit, onDelete }: Props) {
  const { t } = useT('backoffice');
  return (
    <Flex gap={4}>
      <Tooltip title={readOnlyReason}>
        <Button
          size="small"
          disabled={!!readOnlyReason}
          onClick={() => onEdit(coupon)}
          aria-label={`${t('coupons.edit')} ${coupon.code}`}
        >
          {t('coupons.edit')}
        </Button>
      </Tooltip>
      <Tooltip title={readOnlyReason}>
        <Button
          size="small"
          danger
          disabled={!!readOnlyReason}
          onClick={() => onDelete(coupon)}
          aria-label={`${t('coupons.delete')} ${coupon.code}`}
        >
          {t('coupons.delete')}
        </Button>
      </Tooltip>
    </Flex>
  );
}

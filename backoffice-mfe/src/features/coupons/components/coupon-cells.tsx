import { Typography } from 'antd';
import type { Coupon, CouponStatus } from '@poshak/shared-api';
import { couponStatus } from '@poshak/shared-api/schemas';
import { useT } from '@poshak/shared-ui/i18n';
import { ToneTag } from '../../../components/tone-tag';
import type { Tone } from '../../../components/tones';

const STATUS_TONES: Record<CouponStatus, Tone> = {
  Scheduled: 'blue',
  Active: 'green',
  Expired: 'grey',
};

/** The API's rule on today's Dhaka date, so a page left open past midnight moves on too. */
export function CouponStatusTag({ coupon, day }: { coupon: Coupon; day: string }) {
  const { t } = useT('backoffice');
  const status = couponStatus(coupon.start_day, coupon.end_day, day);
  return <ToneTag tone={STATUS_TONES[status]}>{t(`coupons.status.${status}`)}</ToneTag>;
}

/** How often the coupon was used, of how many, and the limit per phone when there is one. */
export function CouponUses({ coupon }: { coupon: Coupon }) {
  const { t } = useT('backoffice');
  return (
    <>
      {coupon.max_uses === null
        ? t('coupons.usesNoLimit', { uses: coupon.uses })
        : t('coupons.usesOf', { uses: coupon.uses, max: coupon.max_uses })}
      {coupon.max_uses_per_phone !== null && (
        <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
          {t('coupons.perPhone', { count: coupon.max_uses_per_phone })}
        </Typography.Text>
      )}
    </>
  );
}

import type { TableColumnsType } from 'antd';
import type { Coupon } from '@poshak/shared-api';
import { shopDay } from '@poshak/shared-api/shop-time';
import { useLanguage, useT } from '@poshak/shared-ui/i18n';
import { formatTaka } from '@poshak/shared-ui/money';
import { CouponActions } from '../components/coupon-actions';
import { CouponStatusTag, CouponUses } from '../components/coupon-cells';
import { useCouponDelete } from './use-coupon-delete';

/** The coupons' columns; a coupon's Edit opens it with `onEdit`, its Delete asks first. */
export function useCouponColumns(
  readOnlyReason: string | null,
  onEdit: (coupon: Coupon) => void,
): TableColumnsType<Coupon> {
  const { t } = useT('backoffice');
  const [language] = useLanguage();
  const erase = useCouponDelete();
  // Today in Dhaka, as the server counts it, wherever the browser is (not its own zone's date).
  const day = shopDay();
  const byDay = (key: 'start_day' | 'end_day') => (a: Coupon, b: Coupon) =>
    a[key].localeCompare(b[key]);
  return [
    {
      key: 'name',
      title: t('coupons.columns.name'),
      dataIndex: 'name',
      sorter: (a, b) => a.name.localeCompare(b.name),
    },
    { key: 'code', title: t('coupons.columns.code'), dataIndex: 'code' },
    {
      key: 'status',
      title: t('coupons.columns.status'),
      render: (_, c) => <CouponStatusTag coupon={c} day={day} />,
    },
    {
      key: 'discount',
      title: t('coupons.columns.discount'),
      align: 'right',
      render: (_, c) =>
        c.discount_kind === 'amount'
          ? formatTaka(c.discount_value, language)
          : t('coupons.percentValue', { value: c.discount_value }),
    },
    { key: 'uses', title: t('coupons.columns.uses'), render: (_, c) => <CouponUses coupon={c} /> },
    {
      key: 'start',
      title: t('coupons.columns.startDay'),
      dataIndex: 'start_day',
      sorter: byDay('start_day'),
    },
    {
      key: 'end',
      title: t('coupons.columns.endDay'),
      dataIndex: 'end_day',
      sorter: byDay('end_day'),
    },
    {
      key: 'actions',
      title: t('coupons.columns.actions'),
      render: (_, c) => (
        <CouponActions
          coupon={c}
          readOnlyReason={readOnlyReason}
          onEdit={onEdit}
          onDelete={(coupon) => void erase(coupon)}
        />
      ),
    },
  ];
}

import { Col, Row, Select } from 'antd';
import { ALLOWED_CUSTOMER } from '@poshak/shared-api';
import { useT } from '@poshak/shared-ui/i18n';
import { FormField } from '@poshak/shared-ui/form';
import type { CouponControl } from '../hooks/use-coupon-form';
import { CouponTextField } from './coupon-text-field';

const ALLOWED_CUSTOMER_KEYS = {
  'Customer Type': 'coupons.allowedCustomerOptions.type',
  'All Customer': 'coupons.allowedCustomerOptions.all',
  'Permanent Customer': 'coupons.allowedCustomerOptions.permanent',
} as const satisfies Record<(typeof ALLOWED_CUSTOMER)[number], string>;

/** When the coupon works, for whom, and how many times (empty: no limit). */
export function CouponLimitsSection({ control }: { control: CouponControl }) {
  const { t } = useT('backoffice');
  const uses = {
    control,
    required: false,
    inputMode: 'numeric',
    placeholder: t('coupons.noLimit'),
  } as const;
  return (
    <>
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <CouponTextField
            control={control}
            name="start_day"
            label={t('coupons.startDay')}
            type="date"
          />
        </Col>
        <Col xs={24} sm={12}>
          <CouponTextField
            control={control}
            name="end_day"
            label={t('coupons.endDay')}
            type="date"
          />
        </Col>
      </Row>
      <FormField
        control={control}
        name="allowed_customer"
        label={t('coupons.allowedCustomer')}
        required
      >
        {({ id, value, onChange }) => (
          <Select
            id={id}
            value={value}
            onChange={onChange}
            options={ALLOWED_CUSTOMER.map((v) => ({
              value: v,
              label: t(ALLOWED_CUSTOMER_KEYS[v]),
            }))}
          />
        )}
      </FormField>
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <CouponTextField {...uses} name="max_uses" label={t('coupons.maxUses')} />
        </Col>
        <Col xs={24} sm={12}>
          <CouponTextField
            {...uses}
            name="max_uses_per_phone"
            label={t('coupons.maxUsesPerPhone')}
          />
        </Col>
      </Row>
    </>
  );
}

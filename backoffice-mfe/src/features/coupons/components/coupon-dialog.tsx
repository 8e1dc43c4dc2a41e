import { useForm } from 'react-hook-form';
import { Button, Col, Input, Modal, Row, Select, Space } from 'antd';
import { ALLOWED_CUSTOMER, APPLIES_TO, type Coupon } from '@poshak/shared-api';
import { useT } from '@poshak/shared-ui/i18n';
import { toast, TOAST_MS } from '@poshak/shared-ui/toast';
import { useSingleFlight } from '@poshak/shared-ui/single-flight';
import { FormField, formResolver, ShopForm } from '@poshak/shared-ui/form';
import { errorText } from '../../../lib/error-text';
import { useCouponMutations } from '../api/use-coupons';
import {
  couponForm,
  couponToForm,
  emptyCouponForm,
  type CouponFormInput,
  type CouponFormValues,
} from '../forms/coupon-form';
import { generateCouponCode } from '../generate-code';

const APPLIES_TO_KEYS = {
  'Selected Product': 'coupons.appliesToOptions.selected',
  'All Product': 'coupons.appliesToOptions.all',
  'Single Product': 'coupons.appliesToOptions.single',
} as const satisfies Record<(typeof APPLIES_TO)[number], string>;
const ALLOWED_CUSTOMER_KEYS = {
  'Customer Type': 'coupons.allowedCustomerOptions.type',
  'All Customer': 'coupons.allowedCustomerOptions.all',
  'Permanent Customer': 'coupons.allowedCustomerOptions.permanent',
} as const satisfies Record<(typeof ALLOWED_CUSTOMER)[number], string>;

type TextName = 'name' | 'discount_value' | 'start_day' | 'end_day';

interface Props {
  /** The coupon being edited, or null for a new one. */
  coupon: Coupon | null;
  onClose: () => void;
}

/** The Add New Coupon dialog of spec §2; Save Coupon stores it on the server. */
export function CouponDialog({ coupon, onClose }: Props) {
  const { t } = useT('backoffice');
  const { save } = useCouponMutations();
  const { control, handleSubmit, setValue } = useForm<CouponFormInput, unknown, CouponFormValues>({
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

  const text = (
    name: TextName,
    label: string,
    extra: { type?: 'date'; inputMode?: 'decimal' } = {},
  ) => (
    <FormField control={control} name={name} label={label} required>
      {(field) => <Input {...field} {...extra} />}
    </FormField>
  );

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
        <Button
          key="save"
          type="primary"
          loading={submitting}
          onClick={() => void handleSubmit(submit)()}
        >
          {t('coupons.save')}
        </Button>,
      ]}
    >
      <ShopForm texts="backoffice" schema={couponForm} component="div">
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
        {text('name', t('coupons.name'))}
        <FormField control={control} name="description" label={t('coupons.description')}>
          {(field) => <Input.TextArea {...field} rows={2} />}
        </FormField>
        {text('discount_value', t('coupons.discount'), { inputMode: 'decimal' })}
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
        <Row gutter={12}>
          <Col xs={24} sm={12}>
            {text('start_day', t('coupons.startDay'), { type: 'date' })}
          </Col>
          <Col xs={24} sm={12}>
            {text('end_day', t('coupons.endDay'), { type: 'date' })}
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
      </ShopForm>
    </Modal>
  );
}

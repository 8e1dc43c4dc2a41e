import { useForm, useWatch } from 'react-hook-form';
import { Button, Col, Input, Modal, Radio, Row, Select, Space } from 'antd';
import { ALLOWED_CUSTOMER, APPLIES_TO, type Coupon } from '@poshak/shared-api';
import { DISCOUNT_KINDS } from '@poshak/shared-api/schemas';
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
import { ProductPicker } from './product-picker';

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

type TextName =
  'name' | 'discount_value' | 'start_day' | 'end_day' | 'max_uses' | 'max_uses_per_phone';

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
  const kind = useWatch({ control, name: 'discount_kind' });
  const appliesTo = useWatch({ control, name: 'applies_to' });

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
    extra: {
      type?: 'date';
      inputMode?: 'decimal' | 'numeric';
      prefix?: string;
      suffix?: string;
      placeholder?: string;
    } = {},
    required = true,
  ) => (
    <FormField control={control} name={name} label={label} required={required}>
      {(field) => <Input {...field} value={field.value ?? ''} {...extra} />}
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
        <FormField control={control} name="discount_kind" label={t('coupons.kind')} required>
          {({ id, value, onChange }, { labelId }) => (
            <Radio.Group
              id={id}
              aria-labelledby={labelId}
              value={value}
              onChange={(e) => onChange(e.target.value)}
              optionType="button"
              options={DISCOUNT_KINDS.map((k) => ({ value: k, label: t(`coupons.kinds.${k}`) }))}
            />
          )}
        </FormField>
        {/* The value's label says what it counts: percent of the items, or taka off them. */}
        {kind === 'amount'
          ? text('discount_value', t('coupons.discountAmount'), {
              inputMode: 'numeric',
              prefix: '৳',
            })
          : text('discount_value', t('coupons.discountPercent'), {
              inputMode: 'decimal',
              suffix: '%',
            })}
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
            label={t(appliesTo === 'Single Product' ? 'coupons.product' : 'coupons.products')}
            required
          >
            {(field, { invalid }) => (
              <ProductPicker
                id={field.id}
                value={field.value ?? []}
                onChange={field.onChange}
                single={appliesTo === 'Single Product'}
                known={coupon?.products ?? []}
                invalid={invalid}
                aria-describedby={field['aria-describedby']}
              />
            )}
          </FormField>
        )}
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
        <Row gutter={12}>
          <Col xs={24} sm={12}>
            {text(
              'max_uses',
              t('coupons.maxUses'),
              { inputMode: 'numeric', placeholder: t('coupons.noLimit') },
              false,
            )}
          </Col>
          <Col xs={24} sm={12}>
            {text(
              'max_uses_per_phone',
              t('coupons.maxUsesPerPhone'),
              { inputMode: 'numeric', placeholder: t('coupons.noLimit') },
              false,
            )}
          </Col>
        </Row>
      </ShopForm>
    </Modal>
  );
}

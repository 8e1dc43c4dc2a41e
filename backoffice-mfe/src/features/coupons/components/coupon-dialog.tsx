import { Controller, useForm, type Control } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Col, Form, Input, Modal, Row, Select, Space } from 'antd';
import { ALLOWED_CUSTOMER, APPLIES_TO, type Coupon } from '@poshak/shared-api';
import { useT } from '@poshak/shared-ui/i18n';
import { toast, TOAST_MS } from '@poshak/shared-ui/toast';
import { useSingleFlight } from '@poshak/shared-ui/single-flight';
import { FormField } from '../../../components/form-field';
import { errorText } from '../../../lib/error-text';
import { useCouponMutations } from '../api/use-coupons';
import {
  couponForm,
  couponToForm,
  emptyCouponForm,
  formToBody,
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

type TextName = 'name' | 'description' | 'discount_value' | 'start_day' | 'end_day';

interface Props {
  /** The coupon being edited, or null for a new one. */
  coupon: Coupon | null;
  onClose: () => void;
}

/** The Add New Coupon dialog of spec §2; Save Coupon stores it on the server. */
export function CouponDialog({ coupon, onClose }: Props) {
  const { t } = useT('backoffice');
  const { save } = useCouponMutations();
  const { control, handleSubmit, setValue, formState } = useForm<
    CouponFormInput,
    unknown,
    CouponFormValues
  >({
    resolver: zodResolver(couponForm),
    defaultValues: coupon ? couponToForm(coupon) : emptyCouponForm(),
  });
  const errors = formState.errors;

  const [submit, submitting] = useSingleFlight(async (values: CouponFormValues) => {
    try {
      await save.mutateAsync({ id: coupon?.id_coupon ?? null, body: formToBody(values) });
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
    extra: { type?: string; inputMode?: 'decimal' } = {},
  ) => (
    <FormField
      label={label}
      htmlFor={`coupon-${name}`}
      error={errors[name]?.message}
      required={name !== 'description'}
    >
      <TextController control={control} name={name} id={`coupon-${name}`} {...extra} />
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
      <Form layout="vertical" component="div">
        <FormField
          label={t('coupons.code')}
          htmlFor="coupon-code"
          error={errors.code?.message}
          required
        >
          <Space.Compact style={{ width: '100%' }}>
            <Controller
              name="code"
              control={control}
              render={({ field }) => (
                <Input
                  {...field}
                  id="coupon-code"
                  maxLength={32}
                  onChange={(e) => field.onChange(e.target.value.toUpperCase())}
                />
              )}
            />
            <Button
              onClick={() => setValue('code', generateCouponCode(), { shouldValidate: true })}
            >
              {t('coupons.generate')}
            </Button>
          </Space.Compact>
        </FormField>
        {text('name', t('coupons.name'))}
        {text('description', t('coupons.description'))}
        {text('discount_value', t('coupons.discount'), { inputMode: 'decimal' })}
        <FormField
          label={t('coupons.appliesTo')}
          htmlFor="coupon-applies-to"
          error={errors.applies_to?.message}
          required
        >
          <Controller
            name="applies_to"
            control={control}
            render={({ field }) => (
              <Select
                id="coupon-applies-to"
                value={field.value}
                onChange={field.onChange}
                options={APPLIES_TO.map((v) => ({ value: v, label: t(APPLIES_TO_KEYS[v]) }))}
              />
            )}
          />
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
          label={t('coupons.allowedCustomer')}
          htmlFor="coupon-allowed-customer"
          error={errors.allowed_customer?.message}
          required
        >
          <Controller
            name="allowed_customer"
            control={control}
            render={({ field }) => (
              <Select
                id="coupon-allowed-customer"
                value={field.value}
                onChange={field.onChange}
                options={ALLOWED_CUSTOMER.map((v) => ({
                  value: v,
                  label: t(ALLOWED_CUSTOMER_KEYS[v]),
                }))}
              />
            )}
          />
        </FormField>
      </Form>
    </Modal>
  );
}

function TextController({
  control,
  name,
  id,
  type,
  inputMode,
}: {
  control: Control<CouponFormInput, unknown, CouponFormValues>;
  name: TextName;
  id: string;
  type?: string;
  inputMode?: 'decimal';
}) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) =>
        name === 'description' ? (
          <Input.TextArea {...field} id={id} rows={2} maxLength={1000} />
        ) : (
          <Input {...field} id={id} type={type} inputMode={inputMode} />
        )
      }
    />
  );
}

import { useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { Button, Card, Col, Flex, Input, Row, Select, Tooltip, Typography } from 'antd';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import type { VariantProductCreated } from '@poshak/shared-api';
import { VARIANT_MAX_COLORS, VARIANT_MAX_SIZES } from '@poshak/shared-api/schemas';
import { FormField, formResolver, ShopForm, useRequiredFlash } from '@poshak/shared-ui/form';
import { useT } from '@poshak/shared-ui/i18n';
import { toast, TOAST_MS } from '@poshak/shared-ui/toast';
import { useSingleFlight } from '@poshak/shared-ui/single-flight';
import { errorText } from '../../../lib/error-text';
import { useCreateVariants } from '../api/use-stock';
import type { Choice, LookupField, Option } from '../model/stock-form';
import {
  emptyColour,
  emptyVariantForm,
  toVariantRequest,
  variantForm,
  type VariantForm,
  type VariantFormValues,
} from '../model/variant-form';
import { ImagePicker } from './image-picker';
import { LookupInput } from './lookup-input';

const check = formResolver(variantForm);

interface Props {
  options: Record<LookupField | 'priority', readonly Option[]>;
  priority: Choice;
  readOnlyReason: string | null;
  onSaved: (created: VariantProductCreated) => void;
}

/**
 * Add Product's "all colours and sizes" mode: the product once, the sizes it comes in, and for
 * each colour its picture and the units of every size. One Save writes every colour × size as a
 * stock entry, in one transaction on the server: all of them or none.
 */
export function VariantsForm({ options, priority, readOnlyReason, onSaved }: Props) {
  const { t } = useT('backoffice');
  const { control, handleSubmit, reset, clearErrors } = useForm<
    VariantForm,
    unknown,
    VariantFormValues
  >({ resolver: check, defaultValues: emptyVariantForm(priority) });
  const colours = useFieldArray({ control, name: 'colours' });
  const sizes = useWatch({ control, name: 'sizes' });
  const rows = useWatch({ control, name: 'colours' });
  const flashRequired = useRequiredFlash(clearErrors);
  const [progress, setProgress] = useState<number | null>(null);
  const create = useCreateVariants();
  const sizeName = (id: number) => options.size.find((o) => o.id === id)?.name ?? String(id);
  const colourName = (i: number) =>
    rows[i]?.color.text.trim() || t('variants.colourN', { n: i + 1 });
  const locked = !!readOnlyReason;

  const [save, saving] = useSingleFlight(async () => {
    await handleSubmit(
      async (values) => {
        const request = toVariantRequest(values);
        const id = toast.loading(t('stock.waiting'));
        setProgress(0);
        try {
          const created = await create.mutateAsync({ ...request, onProgress: setProgress });
          toast.success(t('variants.saved', { count: created.entries.length }), {
            id,
            duration: TOAST_MS.backoffice,
          });
          reset(emptyVariantForm(priority));
          onSaved(created);
        } catch (error) {
          toast.error(t('stock.failed', { reason: errorText(error) }), {
            id,
            duration: TOAST_MS.backofficeLong,
          });
        } finally {
          setProgress(null);
        }
      },
      (errors) => {
        flashRequired(errors);
        toast.error(t('stock.fieldsWrong'), { duration: TOAST_MS.backoffice });
      },
    )();
  });

  const lookup = (
    name: 'category' | 'brand' | 'material' | 'priority',
    list: LookupField | 'priority',
    label: string,
    required: boolean,
  ) => (
    <Col xs={24} sm={12} lg={8}>
      <FormField
        control={control}
        name={name}
        label={label}
        id={`variants-${name}`}
        required={required}
        style={{ marginBottom: 12 }}
      >
        {({ ref: _ref, ...field }) => <LookupInput {...field} options={options[list]} />}
      </FormField>
    </Col>
  );
  const text = (
    name: 'product_code' | 'product_name' | 'product_name_bn' | 'price' | 'weight_grams',
    label: string,
    required: boolean,
  ) => (
    <Col xs={24} sm={12} lg={8}>
      <FormField
        control={control}
        name={name}
        label={label}
        id={`variants-${name}`}
        required={required}
        style={{ marginBottom: 12 }}
      >
        {(field) => (
          <Input
            {...field}
            inputMode={name === 'price' || name === 'weight_grams' ? 'numeric' : undefined}
            suffix={name === 'weight_grams' ? t('stock.weightSuffix') : undefined}
          />
        )}
      </FormField>
    </Col>
  );

  return (
    <ShopForm texts="backoffice" schema={variantForm} component="div">
      <Typography.Paragraph type="secondary">{t('variants.intro')}</Typography.Paragraph>
      <Row gutter={16}>
        {text('product_code', t('stock.fields.productCode'), true)}
        {text('product_name', t('stock.fields.productName'), true)}
        {text('product_name_bn', t('stock.fields.productNameBn'), false)}
        {lookup('category', 'category', t('stock.fields.category'), true)}
        {lookup('brand', 'brand', t('stock.fields.brand'), true)}
        {lookup('material', 'material', t('stock.fields.material'), false)}
        {text('price', t('stock.fields.price'), true)}
        {text('weight_grams', t('stock.fields.weight'), true)}
        {lookup('priority', 'priority', t('stock.fields.imagePriority'), true)}
        <Col xs={24} sm={12} lg={8}>
          <FormField
            control={control}
            name="sizes"
            label={t('variants.sizes')}
            id="variants-sizes"
            required
            style={{ marginBottom: 12 }}
          >
            {({ ref: _ref, onChange, value, ...field }) => (
              <Select<number[]>
                {...field}
                mode="multiple"
                value={value}
                onChange={(next) => onChange(next.slice(0, VARIANT_MAX_SIZES))}
                placeholder={t('variants.chooseSizes')}
                options={options.size.map((o) => ({ value: o.id, label: o.name }))}
                optionFilterProp="label"
                style={{ width: '100%' }}
              />
            )}
          </FormField>
        </Col>
      </Row>
      <Typography.Title level={2} style={{ fontSize: 16 }}>
        {t('variants.colours')}
      </Typography.Title>
      <Flex vertical gap={12}>
        {colours.fields.map((row, i) => (
          <Card
            key={row.id}
            size="small"
            data-testid={`variant-colour-${i}`}
            title={t('variants.colourN', { n: i + 1 })}
            extra={
              colours.fields.length > 1 && (
                <Button
                  size="small"
                  icon={<DeleteOutlined />}
                  onClick={() => colours.remove(i)}
                  aria-label={`${t('variants.removeColour')} ${i + 1}`}
                  disabled={locked || saving}
                />
              )
            }
          >
            <Row gutter={16}>
              <Col xs={24} md={8}>
                <FormField
                  control={control}
                  name={`colours.${i}.color`}
                  label={t('stock.fields.color')}
                  id={`variants-colour-${i}`}
                  required
                  style={{ marginBottom: 12 }}
                >
                  {({ ref: _ref, ...field }) => <LookupInput {...field} options={options.color} />}
                </FormField>
              </Col>
              <Col xs={24} md={16}>
                <FormField
                  control={control}
                  name={`colours.${i}.image`}
                  label={t('variants.pictureFor', { colour: colourName(i) })}
                  id={`variants-picture-${i}`}
                  required
                  style={{ marginBottom: 12 }}
                >
                  {(field, { invalid }) => (
                    <ImagePicker
                      id={field.id}
                      file={field.value}
                      currentUrl={null}
                      onChange={field.onChange}
                      progress={progress}
                      invalid={invalid}
                    />
                  )}
                </FormField>
              </Col>
            </Row>
            {sizes.length > 0 && (
              <Flex wrap gap={12}>
                {sizes.map((size) => (
                  <FormField
                    key={size}
                    control={control}
                    name={`colours.${i}.quantities.${size}`}
                    label={sizeName(size)}
                    id={`variants-quantity-${i}-${size}`}
                    required
                    style={{ marginBottom: 8, width: 110 }}
                  >
                    {(field) => (
                      <Input
                        {...field}
                        value={field.value ?? ''}
                        inputMode="numeric"
                        aria-label={t('variants.quantityFor', {
                          colour: colourName(i),
                          size: sizeName(size),
                        })}
                      />
                    )}
                  </FormField>
                ))}
              </Flex>
            )}
          </Card>
        ))}
      </Flex>
      <Flex wrap gap={8} style={{ marginTop: 16 }}>
        <Tooltip title={readOnlyReason}>
          <Button
            icon={<PlusOutlined />}
            onClick={() => colours.append(emptyColour())}
            disabled={locked || saving || colours.fields.length >= VARIANT_MAX_COLORS}
          >
            {t('variants.addColour')}
          </Button>
        </Tooltip>
        <Tooltip title={readOnlyReason}>
          <Button onClick={() => reset(emptyVariantForm(priority))} disabled={locked || saving}>
            {t('stock.reset')}
          </Button>
        </Tooltip>
        <Tooltip title={readOnlyReason}>
          <Button type="primary" onClick={() => void save()} loading={saving} disabled={locked}>
            {t('variants.save')}
          </Button>
        </Tooltip>
      </Flex>
    </ShopForm>
  );
}

import type { Control } from 'react-hook-form';
import { Col, Input, Row, Select } from 'antd';
import { VARIANT_MAX_SIZES } from '@poshak/shared-api/schemas';
import { FormField } from '@poshak/shared-ui/form';
import { useT } from '@poshak/shared-ui/i18n';
import { DigitsInput } from '../../../components/digits-input';
import type { LookupField, Option } from '../model/stock-form';
import type { VariantForm, VariantFormValues } from '../model/variant-form';
import { LookupInput } from './lookup-input';

interface Props {
  control: Control<VariantForm, unknown, VariantFormValues>;
  options: Record<LookupField | 'priority', readonly Option[]>;
}

/** What every variant shares: the product's code, names, lists, price, weight and its sizes. */
export function VariantProductFields({ control, options }: Props) {
  const { t } = useT('backoffice');
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
        {(field) =>
          name === 'price' || name === 'weight_grams' ? (
            <DigitsInput
              {...field}
              inputMode="numeric"
              suffix={name === 'weight_grams' ? t('stock.weightSuffix') : undefined}
            />
          ) : (
            <Input {...field} />
          )
        }
      </FormField>
    </Col>
  );

  return (
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
  );
}

import type { ReactNode } from 'react';
import { Col, Input, Row, Typography } from 'antd';
import { useWatch, type Control } from 'react-hook-form';
import { useT } from '@poshak/shared-ui/i18n';
import {
  FormField,
  ShopForm,
  type FieldControlProps,
  type FieldState,
} from '@poshak/shared-ui/form';
import {
  stockForm,
  type LookupField,
  type Option,
  type StockForm,
  type StockFormValues,
} from '../model/stock-form';
import { DigitsInput } from '../../../components/digits-input';
import { ImagePicker } from './image-picker';
import { LookupInput } from './lookup-input';

interface Props {
  control: Control<StockForm, unknown, StockFormValues>;
  options: Record<LookupField | 'priority', readonly Option[]>;
  progress: number | null;
}

type TextField =
  | 'product_code'
  | 'product_name'
  | 'product_name_bn'
  | 'type'
  | 'type_bn'
  | 'model'
  | 'price'
  | 'weight_grams'
  | 'quantity';
type Key = TextField | LookupField | 'priority' | 'image';

const LABEL_KEYS = {
  product_code: 'stock.fields.productCode',
  product_name: 'stock.fields.productName',
  product_name_bn: 'stock.fields.productNameBn',
  category: 'stock.fields.category',
  type: 'stock.fields.type',
  type_bn: 'stock.fields.typeBn',
  model: 'stock.fields.model',
  material: 'stock.fields.material',
  brand: 'stock.fields.brand',
  price: 'stock.fields.price',
  weight_grams: 'stock.fields.weight',
  color: 'stock.fields.color',
  size: 'stock.fields.size',
  quantity: 'stock.fields.quantity',
  priority: 'stock.fields.imagePriority',
  image: 'stock.fields.image',
} as const satisfies Record<Key, string>;

/** The form of spec §2 in its order, required ones marked, each with its error under it. */
export function StockFormFields({ control, options, progress }: Props) {
  const { t } = useT('backoffice');
  const selected = useWatch({ control, name: 'selected' });

  const cell = <K extends Key>(
    key: K,
    required: boolean,
    render: (field: FieldControlProps<StockForm, K>, state: FieldState) => ReactNode,
  ) => {
    const labelKey: (typeof LABEL_KEYS)[Key] = LABEL_KEYS[key];
    return (
      <Col xs={24} sm={12} lg={8} key={key}>
        <FormField
          control={control}
          name={key}
          label={t(labelKey)}
          id={`stock-${key}`}
          required={required}
          style={{ marginBottom: 12 }}
        >
          {render}
        </FormField>
      </Col>
    );
  };
  const text = (key: TextField, required: boolean, numeric = false) =>
    cell(key, required, (field) =>
      numeric ? <DigitsInput {...field} inputMode="numeric" /> : <Input {...field} />,
    );
  const lookup = (key: LookupField | 'priority', required: boolean) =>
    cell(key, required, ({ ref: _ref, ...field }) => (
      <LookupInput {...field} options={options[key]} />
    ));

  return (
    <ShopForm texts="backoffice" schema={stockForm} component="div">
      <Row gutter={16}>
        {text('product_code', true)}
        {text('product_name', true)}
        {text('product_name_bn', false)}
        {lookup('category', true)}
        {text('type', false)}
        {text('type_bn', false)}
        {text('model', false)}
        {lookup('material', false)}
        {lookup('brand', true)}
        {text('price', true, true)}
        {cell('weight_grams', true, (field) => (
          <DigitsInput {...field} inputMode="numeric" suffix={t('stock.weightSuffix')} />
        ))}
        {lookup('color', true)}
        {lookup('size', true)}
        {cell('quantity', true, (field) => (
          <>
            <DigitsInput {...field} inputMode={selected ? 'text' : 'numeric'} />
            {/* A delivery arrives: +10 adds ten to what the entry holds when it is saved. */}
            {selected && (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {t('stock.quantityHint')}
              </Typography.Text>
            )}
          </>
        ))}
        {lookup('priority', true)}
        {cell('image', true, (field, { invalid }) => (
          <ImagePicker
            id={field.id}
            file={field.value}
            currentUrl={selected?.imageUrl ?? null}
            onChange={field.onChange}
            progress={progress}
            invalid={invalid}
          />
        ))}
      </Row>
    </ShopForm>
  );
}

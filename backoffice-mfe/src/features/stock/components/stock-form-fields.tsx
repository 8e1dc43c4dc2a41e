import type { ReactNode } from 'react';
import { Col, Form, Input, Row } from 'antd';
import { useT } from '@poshak/shared-ui/i18n';
import {
  NO_CHOICE,
  type LookupField,
  type Option,
  type RequiredField,
  type StockForm,
} from '../model/stock-form';
import { ImagePicker } from './image-picker';
import { LookupInput } from './lookup-input';

interface Props {
  form: StockForm;
  onChange: (patch: Partial<StockForm>) => void;
  /** Fields whose error border is showing. */
  invalid: ReadonlySet<RequiredField>;
  options: Record<LookupField | 'priority', readonly Option[]>;
  progress: number | null;
}

type TextField = 'product_code' | 'product_name' | 'type' | 'model' | 'price' | 'quantity';

const LABEL_KEYS = {
  product_code: 'stock.fields.productCode',
  product_name: 'stock.fields.productName',
  category: 'stock.fields.category',
  type: 'stock.fields.type',
  model: 'stock.fields.model',
  material: 'stock.fields.material',
  brand: 'stock.fields.brand',
  price: 'stock.fields.price',
  color: 'stock.fields.color',
  size: 'stock.fields.size',
  quantity: 'stock.fields.quantity',
  priority: 'stock.fields.imagePriority',
  image: 'stock.fields.image',
} as const;
type Key = keyof typeof LABEL_KEYS;

/** The form of spec §2 in its order, required ones marked, empty ones outlined red for 2.6 s. */
export function StockFormFields({ form, onChange, invalid, options, progress }: Props) {
  const { t } = useT('backoffice');
  const isInvalid = (key: Key) => (invalid as ReadonlySet<string>).has(key);

  const cell = (key: Key, required: boolean, control: ReactNode) => (
    <Col xs={24} sm={12} lg={8} key={key}>
      <Form.Item
        label={t(LABEL_KEYS[key])}
        htmlFor={`stock-${key}`}
        required={required}
        validateStatus={isInvalid(key) ? 'error' : undefined}
        style={{ marginBottom: 12 }}
      >
        {control}
      </Form.Item>
    </Col>
  );
  const text = (key: TextField, required: boolean, numeric = false) =>
    cell(
      key,
      required,
      <Input
        id={`stock-${key}`}
        value={form[key]}
        inputMode={numeric ? 'numeric' : undefined}
        maxLength={numeric ? 8 : 120}
        status={isInvalid(key) ? 'error' : undefined}
        onChange={(e) => onChange({ [key]: e.target.value })}
      />,
    );
  const lookup = (key: LookupField | 'priority', required: boolean) =>
    cell(
      key,
      required,
      <LookupInput
        id={`stock-${key}`}
        value={form[key] ?? NO_CHOICE}
        options={options[key]}
        invalid={isInvalid(key)}
        onChange={(choice) => onChange({ [key]: choice })}
      />,
    );

  return (
    <Form layout="vertical" component="div">
      <Row gutter={16}>
        {text('product_code', true)}
        {text('product_name', true)}
        {lookup('category', true)}
        {text('type', false)}
        {text('model', false)}
        {lookup('material', false)}
        {lookup('brand', true)}
        {text('price', true, true)}
        {lookup('color', true)}
        {lookup('size', true)}
        {text('quantity', true, true)}
        {lookup('priority', true)}
        {cell(
          'image',
          true,
          <ImagePicker
            id="stock-image"
            file={form.image}
            currentUrl={form.selected?.imageUrl ?? null}
            onChange={(image) => onChange({ image })}
            progress={progress}
            invalid={isInvalid('image')}
          />,
        )}
      </Row>
    </Form>
  );
}

import { stockEntry, lookups } from '../../../testing/fixtures';
import {
  afterSave,
  choose,
  defaultsFrom,
  emptyForm,
  fromEntry,
  missingFields,
  toFields,
  toUpdateFields,
  withDefaults,
  type StockForm,
} from './stock-form';

const colors = lookups.color.map((c) => ({ id: c.id_color, name: c.color_name }));
const defaults = defaultsFrom(lookups.operationTypes, lookups.imagePriorities);
const image = new File(['png'], 'panjabi.png', { type: 'image/png' });

function complete(): StockForm {
  return withDefaults(
    {
      ...emptyForm(),
      product_code: 'PJ-1',
      product_name: 'Cotton Panjabi',
      category: { text: 'Panjabi', id: 1 },
      brand: { text: 'Aarong', id: 1 },
      color: { text: 'White', id: 1 },
      size: { text: 'L', id: 2 },
      price: '1500',
      quantity: '12',
      image,
    },
    defaults,
  );
}

describe('choose', () => {
  it('takes the id of the entry the text names, ignoring case and spaces', () => {
    expect(choose(colors, ' red ')).toEqual({ text: ' red ', id: 2 });
  });

  it('clears the id when the text names nothing in the list (spec §5)', () => {
    expect(choose(colors, 'Re')).toEqual({ text: 'Re', id: null });
    expect(choose(colors, '')).toEqual({ text: '', id: null });
  });
});

describe('defaults', () => {
  it('uses the second operation type and the first image priority (spec §9)', () => {
    expect(defaults).toEqual({
      operation_type_id: 2,
      priority: { text: 'Collection', id: 1 },
    });
    const form = withDefaults(emptyForm(), defaults);
    expect(form.operation_type_id).toBe(2);
    expect(form.priority).toEqual({ text: 'Collection', id: 1 });
  });

  it('keeps what the user typed over the default', () => {
    const typed = { ...emptyForm(), priority: { text: 'Ban', id: null } };
    expect(withDefaults(typed, defaults).priority).toEqual({ text: 'Ban', id: null });
  });
});

describe('missingFields', () => {
  it('lists every empty required field of spec §5', () => {
    expect(missingFields(withDefaults(emptyForm(), defaults))).toEqual([
      'product_code',
      'product_name',
      'category',
      'color',
      'price',
      'size',
      'brand',
      'quantity',
      'image',
    ]);
    expect(missingFields(emptyForm())).toContain('operation_type');
    expect(missingFields(emptyForm())).toContain('priority');
  });

  it('accepts a complete form, Type, Model and Material being optional', () => {
    expect(missingFields(complete())).toEqual([]);
  });

  it('refuses a price or quantity that is not a whole number', () => {
    expect(missingFields({ ...complete(), price: '12.5', quantity: '-1' })).toEqual([
      'price',
      'quantity',
    ]);
  });

  it('flags a Material typed but not in the list', () => {
    expect(missingFields({ ...complete(), material: { text: 'Silkk', id: null } })).toEqual([
      'material',
    ]);
  });

  it('does not ask a loaded entry for a new image', () => {
    const loaded = fromEntry(stockEntry(9));
    expect(missingFields(loaded)).toEqual([]);
  });
});

describe('afterSave', () => {
  it('clears color, size, quantity, priority and image and keeps the rest (spec §4)', () => {
    const form = {
      ...complete(),
      type: 'Festive',
      model: 'Eid',
      material: { text: 'Cotton', id: 1 },
    };
    const next = afterSave(form);
    expect(next.color).toEqual({ text: '', id: null });
    expect(next.size).toEqual({ text: '', id: null });
    expect(next.quantity).toBe('');
    expect(next.priority).toEqual({ text: '', id: null });
    expect(next.image).toBeNull();
    expect(next).toMatchObject({
      product_code: 'PJ-1',
      product_name: 'Cotton Panjabi',
      category: { text: 'Panjabi', id: 1 },
      brand: { text: 'Aarong', id: 1 },
      price: '1500',
      type: 'Festive',
      model: 'Eid',
      material: { text: 'Cotton', id: 1 },
      operation_type_id: 2,
    });
  });
});

describe('fromEntry and the request fields', () => {
  it('loads a row into the form with its ids', () => {
    const form = fromEntry(stockEntry(9));
    expect(form.selected).toEqual({
      id_transaction: 9,
      id_image: 209,
      id_product_trace: 109,
      imageUrl: '/uploads/9-320.webp',
    });
    expect(form.color).toEqual({ text: 'White', id: 1 });
    expect(form.priority).toEqual({ text: 'Collection', id: 1 });
  });

  it('sends trimmed text, numbers and the chosen ids', () => {
    expect(toFields({ ...complete(), product_name: '  Cotton Panjabi ' })).toEqual({
      product_code: 'PJ-1',
      product_name: 'Cotton Panjabi',
      category_id: 1,
      color_id: 1,
      size_id: 2,
      brand_id: 1,
      material_id: undefined,
      type: '',
      model: '',
      price: 1500,
      quantity: 12,
      operation_type_id: 2,
      image_priority_id: 1,
    });
  });

  it('adds the ids of the selected entry for an update', () => {
    expect(toUpdateFields({ ...fromEntry(stockEntry(9)), quantity: '3' })).toMatchObject({
      id_transaction: 9,
      id_image: 209,
      id_product_trace: 109,
      quantity: 3,
    });
  });
});

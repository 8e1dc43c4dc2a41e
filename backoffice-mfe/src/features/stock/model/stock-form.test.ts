import { formErrorMap, formMessage } from '@poshak/shared-api/schemas';
import { stockEntry, lookups } from '../../../testing/fixtures';
import * as model from './stock-form';

const colors = lookups.color.map((c) => ({ id: c.id_color, name: c.color_name }));
const defaults = model.defaultsFrom(lookups.operationTypes, lookups.imagePriorities);
const image = new File(['png'], 'panjabi.png', { type: 'image/png' });

function complete(): model.StockForm {
  return {
    ...model.emptyForm(defaults),
    product_code: 'PJ-1',
    product_name: 'Cotton Panjabi',
    category: { text: 'Panjabi', id: 1 },
    brand: { text: 'Aarong', id: 1 },
    color: { text: 'White', id: 1 },
    size: { text: 'L', id: 2 },
    price: '1500',
    quantity: '12',
    image,
  };
}

/** Each field the form marks, with the key of the message under it. */
function marked(
  form: model.StockForm,
  schema: typeof model.stockForm | typeof model.stockUpdateForm = model.stockForm,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of schema.safeParse(form, { error: formErrorMap }).error?.issues ?? [])
    out[issue.path.join('.')] ??= formMessage(issue.message).key;
  return out;
}

describe('choose', () => {
  it('takes the id of the entry the text names, ignoring case and spaces', () => {
    expect(model.choose(colors, ' red ')).toEqual({ text: ' red ', id: 2 });
  });

  it('clears the id when the text names nothing in the list (spec §5)', () => {
    expect(model.choose(colors, 'Re')).toEqual({ text: 'Re', id: null });
    expect(model.choose(colors, '')).toEqual({ text: '', id: null });
  });
});

describe('an empty form', () => {
  it('uses the second operation type and the first image priority (spec §9)', () => {
    const form = model.emptyForm(defaults);
    expect(form.operation_type_id).toBe(2);
    expect(form.priority).toEqual({ text: 'Collection', id: 1 });
  });
});

describe('the form’s rules', () => {
  it('marks every empty required field of spec §5', () => {
    expect(marked(model.emptyForm(defaults))).toEqual({
      product_code: 'required',
      product_name: 'required',
      category: 'required',
      color: 'required',
      price: 'required',
      size: 'required',
      brand: 'required',
      quantity: 'required',
      image: 'required',
    });
    const noDefaults = model.emptyForm(model.defaultsFrom([], []));
    expect(marked(noDefaults)).toMatchObject({
      operation_type_id: 'required',
      priority: 'required',
    });
  });

  it('accepts a complete form, Type, Model and Material being optional', () => {
    expect(marked(complete())).toEqual({});
  });

  it('holds price, quantity and text to what the server accepts', () => {
    expect(
      marked({ ...complete(), price: '12.5', quantity: '-1', product_code: 'P'.repeat(41) }),
    ).toEqual({ price: 'wholeNumber', quantity: 'tooSmall', product_code: 'tooLong' });
    expect(marked({ ...complete(), price: '0' })).toEqual({ price: 'priceMin' });
  });

  it('says a Color or Material typed but not in the list is not in it', () => {
    expect(
      marked({
        ...complete(),
        color: { text: 'Purple', id: null },
        material: { text: 'Silkk', id: null },
      }),
    ).toEqual({ color: 'notInList', material: 'notInList' });
  });

  it('marks every wrong field at once, the missing image too', () => {
    expect(
      marked({ ...complete(), image: null, price: '0', quantity: '1.5', product_code: '' }),
    ).toEqual({
      product_code: 'required',
      price: 'priceMin',
      quantity: 'wholeNumber',
      image: 'required',
    });
  });

  it('takes a restock (+10, -2) on a loaded entry as a change, and says what is wrong otherwise', () => {
    const loaded = (quantity: string) => ({ ...model.fromEntry(stockEntry(9)), quantity });
    expect(model.stockUpdateForm.parse(loaded('+10')).quantity).toEqual({ change: 10 });
    expect(model.stockUpdateForm.parse(loaded(' -2 ')).quantity).toEqual({ change: -2 });
    expect(model.stockUpdateForm.parse(loaded('25')).quantity).toBe(25);
    expect(marked(loaded('+ten'), model.stockUpdateForm)).toEqual({ quantity: 'quantityChange' });
    expect(marked(loaded('2.5'), model.stockUpdateForm)).toEqual({ quantity: 'wholeNumber' });
    expect(marked(loaded(''), model.stockUpdateForm)).toEqual({ quantity: 'required' });
    // Sent as the change it is: the server adds it to what the entry holds then.
    const values = model.stockUpdateForm.parse(loaded('+10'));
    expect(model.toUpdateFields(values).quantity).toBe('+10');
    // A new entry holds nothing yet to add to: Add reads "-1" as a total, too small.
    expect(marked({ ...complete(), quantity: '-1' })).toMatchObject({ quantity: 'tooSmall' });
  });

  it('does not ask a loaded entry for a new image when it is updated', () => {
    expect(marked(model.fromEntry(stockEntry(9)))).toEqual({ image: 'required' });
    expect(marked(model.fromEntry(stockEntry(9)), model.stockUpdateForm)).toEqual({});
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
    const next = model.afterSave(form);
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
    const form = model.fromEntry(stockEntry(9));
    expect(form.selected).toEqual({
      id_transaction: 9,
      id_image: 209,
      id_product_trace: 109,
      imageUrl: '/uploads/9-320.webp',
      archived: false,
    });
    expect(form.color).toEqual({ text: 'White', id: 1 });
    expect(form.priority).toEqual({ text: 'Collection', id: 1 });
  });

  it('loads and sends the type in Bengali beside the English one', () => {
    const form = model.fromEntry(stockEntry(9));
    expect(form).toMatchObject({ type: 'Festive', type_bn: 'উৎসবের' });
    const values = model.stockUpdateForm.parse({ ...form, type_bn: ' পার্টি ' });
    expect(model.toUpdateFields(values)).toMatchObject({ type: 'Festive', type_bn: 'পার্টি' });
    // A type that hides text is refused under its field, as the server would.
    const refused = model.stockUpdateForm.safeParse({ ...form, type_bn: 'পার্টি\u202e' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['type_bn']);
  });

  it('sends trimmed text, numbers and the chosen ids', () => {
    const values = model.stockForm.parse({ ...complete(), product_name: '  Cotton Panjabi ' });
    expect(model.toFields(values)).toEqual({
      product_code: 'PJ-1',
      product_name: 'Cotton Panjabi',
      product_name_bn: '',
      category_id: 1,
      color_id: 1,
      size_id: 2,
      brand_id: 1,
      material_id: undefined,
      type: '',
      type_bn: '',
      model: '',
      price: 1500,
      quantity: 12,
      weight_grams: 500,
      operation_type_id: 2,
      image_priority_id: 1,
    });
  });

  it('adds the ids of the selected entry for an update', () => {
    const values = model.stockUpdateForm.parse({
      ...model.fromEntry(stockEntry(9)),
      quantity: '3',
    });
    expect(model.toUpdateFields(values)).toMatchObject({
      id_transaction: 9,
      id_image: 209,
      id_product_trace: 109,
      quantity: 3,
    });
  });
});

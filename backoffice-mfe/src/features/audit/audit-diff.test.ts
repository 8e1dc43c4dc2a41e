import { fieldChanges } from './audit-diff';

describe('fieldChanges', () => {
  it('puts the changed fields first and marks them', () => {
    const rows = fieldChanges(
      { product_name: 'Shirt', price: 1000, quantity: 4 },
      { product_name: 'Shirt', price: 1200, quantity: 4 },
    );
    expect(rows).toEqual([
      { field: 'price', before: '1000', after: '1200', changed: true },
      { field: 'product_name', before: 'Shirt', after: 'Shirt', changed: false },
      { field: 'quantity', before: '4', after: '4', changed: false },
    ]);
  });

  it('shows every field of a creation as changed from nothing', () => {
    expect(fieldChanges(null, { category_name: 'শাড়ি' })).toEqual([
      { field: 'category_name', before: null, after: 'শাড়ি', changed: true },
    ]);
  });

  it('shows every field of a deletion as changed to nothing', () => {
    expect(fieldChanges({ code: 'EID10', product_codes: ['P1'] }, null)).toEqual([
      { field: 'code', before: 'EID10', after: null, changed: true },
      { field: 'product_codes', before: '["P1"]', after: null, changed: true },
    ]);
  });

  it('treats a field that appears or goes as changed', () => {
    expect(fieldChanges({ a: 1 }, { a: 1, b: false })).toEqual([
      { field: 'b', before: null, after: 'false', changed: true },
      { field: 'a', before: '1', after: '1', changed: false },
    ]);
  });
});

import { compare, shownOrder } from './rows';

describe('the list page rows', () => {
  const columns = [
    { key: 'name', title: 'Name', value: (row: { id: number; name: string }) => row.name },
    { key: 'id', title: 'Id', value: (row: { id: number; name: string }) => row.id },
  ];
  const rows = [
    { id: 2, name: 'Size 10' },
    { id: 10, name: 'size 9' },
    { id: 1, name: 'Size 1' },
  ];

  it('compares numbers by value and text as a person reads it', () => {
    expect(compare(2, 10)).toBeLessThan(0);
    expect(compare('Size 9', 'Size 10')).toBeLessThan(0);
    expect(compare('size 9', 'Size 9')).toBe(0);
  });

  it('shows the rows in the order of the sorted header, or as given', () => {
    expect(shownOrder(rows, columns, null)).toBe(rows);
    expect(shownOrder(rows, columns, { key: 'name', order: 'ascend' }).map((r) => r.id)).toEqual([
      1, 10, 2,
    ]);
    expect(shownOrder(rows, columns, { key: 'id', order: 'descend' }).map((r) => r.id)).toEqual([
      10, 2, 1,
    ]);
  });
});

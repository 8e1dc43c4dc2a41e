import { DEFAULT_VIEW, listParams, searchFromView, viewFromSearch } from './stock-url';

describe('the stock table in the address', () => {
  it('reads back every choice it wrote', () => {
    const view = {
      ...DEFAULT_VIEW,
      page: 3,
      q: 'SHA-010',
      category: 2,
      brand: 4,
      color: 5,
      size: 1,
      lowStock: true,
      sort: 'price' as const,
      order: 'asc' as const,
    };
    expect(viewFromSearch(searchFromView(view))).toEqual(view);
    expect(searchFromView(view).toString()).toBe(
      'q=SHA-010&category=2&brand=4&color=5&size=1&low=1&sort=price&order=asc&page=3',
    );
  });

  it('writes nothing for the defaults and falls back to them on malformed values', () => {
    expect(searchFromView(DEFAULT_VIEW).toString()).toBe('');
    expect(
      viewFromSearch(new URLSearchParams('page=-2&pageSize=7&sort=colour&order=up&category=abc')),
    ).toEqual(DEFAULT_VIEW);
  });

  it('asks the server for exactly the shown rows', () => {
    expect(listParams({ ...DEFAULT_VIEW, q: 'saree', lowStock: true, sort: 'quantity' })).toEqual({
      page: 1,
      pageSize: DEFAULT_VIEW.pageSize,
      q: 'saree',
      low_stock: 'true',
      sort: 'quantity',
    });
    // The spec's search by transaction id shows that one entry alone.
    expect(listParams({ ...DEFAULT_VIEW, id: 31, q: 'ignored' })).toEqual({
      id_transaction: 31,
      pageSize: 1,
    });
  });
});

import {
  EMPTY_SEARCH,
  changePage,
  clearSearch,
  collectionQuery,
  isSearching,
  parseShopSearch,
  searchByCategory,
  searchByName,
  shopSearchParams,
} from './shop-search';

const parse = (query: string) => parseShopSearch(new URLSearchParams(query));

describe('shop search in the URL', () => {
  it('reads the plain home page as the full list, page 1 of 18', () => {
    expect(parse('')).toEqual({ page: 1, pageSize: 18 });
    expect(isSearching(parse(''))).toBe(false);
  });

  it('reads a name search, a category and the page', () => {
    expect(parse('q=%20Panjabi%20&page=3&size=72')).toEqual({
      q: 'Panjabi',
      page: 3,
      pageSize: 72,
    });
    expect(parse('category=4')).toEqual({ category: 4, page: 1, pageSize: 18 });
  });

  it('falls back to defaults for values it cannot use', () => {
    expect(parse('q=&category=-2&page=0&size=50')).toEqual(EMPTY_SEARCH);
    expect(parse('category=abc&page=1e3')).toEqual(EMPTY_SEARCH);
    expect(parse(`q=${'x'.repeat(300)}`).q).toHaveLength(100);
  });

  it('writes only what differs from the plain home page, and reads back what it wrote', () => {
    expect(shopSearchParams(EMPTY_SEARCH).toString()).toBe('');
    const search = { q: 'saree', page: 2, pageSize: 36 as const };
    const written = shopSearchParams(search);
    expect(written.toString()).toBe('q=saree&page=2&size=36');
    expect(parseShopSearch(written)).toEqual(search);
  });
});

describe('searching', () => {
  const onPage3 = { category: 2, page: 3, pageSize: 36 as const };

  it('a name search replaces the category, marks searching and goes to page 1', () => {
    const next = searchByName(onPage3, '  Kurti ');
    expect(next).toEqual({ q: 'Kurti', page: 1, pageSize: 36 });
    expect(isSearching(next)).toBe(true);
  });

  it('a blank name search shows the full list again', () => {
    expect(searchByName(onPage3, '   ')).toEqual({ page: 1, pageSize: 36 });
  });

  it('a category search replaces the name search and goes to page 1', () => {
    const next = searchByCategory({ q: 'kurti', page: 5, pageSize: 18 }, 7);
    expect(next).toEqual({ category: 7, page: 1, pageSize: 18 });
    expect(isSearching(next)).toBe(true);
  });

  it('clearing the search keeps the page size and returns to page 1', () => {
    const next = clearSearch(onPage3);
    expect(next).toEqual({ page: 1, pageSize: 36 });
    expect(isSearching(next)).toBe(false);
  });

  it('changing the page keeps the search; changing the page size starts at page 1', () => {
    expect(changePage(onPage3, 4, 36)).toEqual({ ...onPage3, page: 4 });
    expect(changePage(onPage3, 4, 100)).toEqual({ ...onPage3, page: 1, pageSize: 100 });
    expect(changePage(onPage3, 4, 55)).toEqual({ ...onPage3, page: 4 });
  });

  it('asks the server for the collection grid with the search applied', () => {
    expect(collectionQuery({ q: 'shirt', page: 2, pageSize: 18 })).toEqual({
      priority: 1,
      q: 'shirt',
      page: 2,
      pageSize: 18,
    });
    expect(collectionQuery({ category: 3, page: 1, pageSize: 200 })).toEqual({
      priority: 1,
      category: 3,
      page: 1,
      pageSize: 200,
    });
  });
});

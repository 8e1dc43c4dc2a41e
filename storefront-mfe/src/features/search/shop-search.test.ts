import {
  EMPTY_SEARCH,
  changePage,
  clearSearch,
  collectionQuery,
  filterGrid,
  isFiltered,
  isSearching,
  parsePrice,
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

describe('order and price range', () => {
  it('reads the order and the price range from the URL, as typed in either digits', () => {
    expect(parse('category=4&sort=price-asc&min=500&max=2000')).toEqual({
      category: 4,
      sort: 'price-asc',
      min: 500,
      max: 2000,
      page: 1,
      pageSize: 18,
    });
    expect(parse('sort=price-desc&min=%E0%A7%AB%E0%A7%A6%E0%A7%A6')).toEqual({
      sort: 'price-desc',
      min: 500,
      page: 1,
      pageSize: 18,
    });
    // Newest first is the default and is not kept; nor is a lowest price of 0.
    expect(parse('sort=newest&min=0&max=')).toEqual(EMPTY_SEARCH);
  });

  it('falls back to the defaults for an order or range the server would refuse', () => {
    expect(parse('sort=cheapest&min=abc&max=-5')).toEqual(EMPTY_SEARCH);
    expect(parse('min=2000&max=500')).toEqual(EMPTY_SEARCH);
    expect(parse('max=99999999')).toEqual(EMPTY_SEARCH);
    expect(parse('min=1.5')).toEqual(EMPTY_SEARCH);
  });

  it('reads a price as a shopper types it: ৳, separators, Bengali digits', () => {
    expect(parsePrice('৳ ১,৫০০')).toBe(1500);
    expect(parsePrice(' 2,000 ')).toBe(2000);
    expect(parsePrice('')).toBeUndefined();
    expect(parsePrice('12a')).toBeUndefined();
    expect(parsePrice('1000001')).toBeUndefined();
  });

  it('writes the order and range into the URL and reads back what it wrote', () => {
    const search = {
      category: 3,
      sort: 'price-desc' as const,
      min: 500,
      page: 2,
      pageSize: 18 as const,
    };
    const written = shopSearchParams(search);
    expect(written.toString()).toBe('category=3&sort=price-desc&min=500&page=2');
    expect(parseShopSearch(written)).toEqual(search);
  });

  it('a new order or range keeps the name or category and goes to page 1', () => {
    const onPage3 = { category: 2, page: 3, pageSize: 36 as const };
    const next = filterGrid(onPage3, { sort: 'price-asc', min: 100, max: 900 });
    expect(next).toEqual({
      category: 2,
      sort: 'price-asc',
      min: 100,
      max: 900,
      page: 1,
      pageSize: 36,
    });
    expect(isFiltered(next)).toBe(true);
    expect(filterGrid(next, { sort: 'newest' })).toEqual({ category: 2, page: 1, pageSize: 36 });
  });

  it('a category or name search keeps the order and range; clearing the search drops them', () => {
    const sorted = {
      q: 'kurti',
      sort: 'price-asc' as const,
      max: 900,
      page: 4,
      pageSize: 18 as const,
    };
    expect(searchByCategory(sorted, 7)).toEqual({
      category: 7,
      sort: 'price-asc',
      max: 900,
      page: 1,
      pageSize: 18,
    });
    expect(searchByName(sorted, 'saree')).toEqual({ ...sorted, q: 'saree', page: 1 });
    expect(clearSearch(sorted)).toEqual(EMPTY_SEARCH);
  });

  it('asks the server for the order and range, and nothing for newest first', () => {
    expect(
      collectionQuery({
        category: 3,
        sort: 'price-asc',
        min: 500,
        max: 2000,
        page: 1,
        pageSize: 18,
      }),
    ).toEqual({
      priority: 1,
      category: 3,
      sort: 'price-asc',
      min: 500,
      max: 2000,
      page: 1,
      pageSize: 18,
    });
    expect(collectionQuery(EMPTY_SEARCH)).toEqual({ priority: 1, page: 1, pageSize: 18 });
  });
});

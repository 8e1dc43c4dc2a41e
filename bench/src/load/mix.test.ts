import {
  MIX_WEIGHTS,
  mixOrderBodies,
  nameWords,
  priceRanges,
  searchTerms,
  sortedListPaths,
} from './mix';

describe('the shopper mix', () => {
  it('searches for words of 3 letters or more of the names, whole or by a prefix', () => {
    const words = nameWords(['Monsoon Cotton Shirt', 'Eid Silk Panjabi', 'A to Z']);
    expect(words).toEqual(['cotton', 'eid', 'monsoon', 'panjabi', 'shirt', 'silk']);
    let k = 0;
    const terms = searchTerms(words, 200, () => ((k = (k * 7 + 3) % 101) + 0.5) / 101);
    expect(terms.length).toBe(200);
    for (const term of terms) {
      expect(term.length).toBeGreaterThanOrEqual(3);
      expect(words.some((w) => w.startsWith(term))).toBe(true);
    }
    expect(terms.some((t) => !words.includes(t))).toBe(true);
  });

  it('orders one unit of an entry that is in stock', () => {
    const cards = [
      { id_transaction: 5, id_product_trace: 5, product_name: 'x', stock: 0, price: 900 },
      { id_transaction: 9, id_product_trace: 9, product_name: 'y', stock: 3, price: 1200 },
    ];
    const bodies = mixOrderBodies(cards, 20, Math.random).map(
      (b) => JSON.parse(b) as { lines: { id_transaction: number; quantity: number }[] },
    );
    expect(bodies.every((b) => b.lines.length === 1 && b.lines[0]?.id_transaction === 9)).toBe(
      true,
    );
    expect(mixOrderBodies([cards[0] as (typeof cards)[number]], 5, Math.random)).toEqual([]);
  });

  it('keeps the issue-15 shares, the sorted lists taking theirs from the grid and categories', () => {
    // The weights are relative; their sum is issue 15's, unchanged.
    expect(Object.values(MIX_WEIGHTS).reduce((a, b) => a + b, 0)).toBe(97);
    expect(MIX_WEIGHTS.grid + MIX_WEIGHTS.category + MIX_WEIGHTS.sorted).toBe(30);
    expect(MIX_WEIGHTS).toMatchObject({ home: 8, 'product-page': 10, search: 15, detail: 25 });
  });

  it('chooses price ranges at the quartiles of the prices shown, and none', () => {
    const prices = Array.from({ length: 100 }, (_, i) => 100 + i * 10);
    expect(priceRanges(prices)).toEqual([{}, { max: 350 }, { min: 350, max: 850 }, { min: 850 }]);
    expect(priceRanges([])).toEqual([{}]);
  });

  it('asks the grid and each category by price both ways and newest within a range, pages 1–3', () => {
    const paths = sortedListPaths([4, 7], [{}, { min: 500, max: 2000 }]);
    // 3 scopes × (price-asc 2 ranges + price-desc 2 + newest 1) × 3 pages.
    expect(paths).toHaveLength(3 * 5 * 3);
    const queries = paths.map((p) => new URLSearchParams(p.split('?')[1]));
    // Never the plain newest-first list: that is the grid's and the categories' class.
    expect(queries.some((q) => !q.has('sort') && !q.has('min') && !q.has('max'))).toBe(false);
    expect(paths).toContain(
      '/api/storefront/products?priority=1&page=1&pageSize=18&category=7&sort=price-asc&min=500&max=2000',
    );
    expect(paths).toContain(
      '/api/storefront/products?priority=1&page=3&pageSize=18&sort=price-desc',
    );
    expect(queries.every((q) => Number(q.get('page')) <= 3)).toBe(true);
  });
});

import { productListQuery } from '@poshak/shared-api/schemas';
import {
  categoryPagePaths,
  decileRanges,
  isBengali,
  LONG_TAIL_WEIGHTS,
  productPagePath,
  searchVocabulary,
} from './long-tail';
import { seeded } from './mix';

describe('the long tail', () => {
  it('searches every word, two neighbouring words and 3+ letter prefix of the names, each once', () => {
    const terms = searchVocabulary(['Festive Oxford Shirt', 'Festive Linen Shirt', 'A to Z']);
    expect(terms).toEqual(
      expect.arrayContaining(['fes', 'festive', 'festive oxford', 'oxford shirt', 'shi', 'shirt']),
    );
    expect(new Set(terms).size).toBe(terms.length);
    expect(terms).not.toContain('to');
    expect(terms.every((t) => [...t].length >= 3)).toBe(true);
  });

  it('keeps Bengali words whole with their vowel signs, and every term is one the shop takes', () => {
    const terms = searchVocabulary(['উৎসবের পাঞ্জাবি', 'শীতের র‍্যাপ শাল']);
    // A vowel sign or the hasanta is part of its word, not a break in it.
    expect(terms).toEqual(expect.arrayContaining(['পাঞ্জাবি', 'উৎসবের পাঞ্জাবি', 'র‍্যাপ শাল']));
    expect(terms.every(isBengali)).toBe(true);
    // র‍্যাপ is written with a joiner after র: no prefix stops at it (the shop refuses one there).
    expect(terms.some((t) => /\u200d$/u.test(t))).toBe(false);
    for (const q of terms) expect(productListQuery.safeParse({ q }).success).toBe(true);
    expect(isBengali('festive')).toBe(false);
  });

  it('chooses price ranges up to, from and between the deciles of the prices shown, and none', () => {
    const prices = Array.from({ length: 100 }, (_, i) => 100 + i * 10);
    const ranges = decileRanges(prices);
    expect(ranges[0]).toEqual({});
    expect(ranges).toEqual(
      expect.arrayContaining([{ max: 200 }, { min: 1_000 }, { min: 100, max: 300 }]),
    );
    expect(new Set(ranges.map((r) => JSON.stringify(r))).size).toBe(ranges.length);
    expect(decileRanges([])).toEqual([{}]);
  });

  it('asks sorted and filtered pages 1–3 of the grid and each category, and each category deep', () => {
    const paths = categoryPagePaths(
      [
        { id: 4, pages: 2 },
        { id: 7, pages: 90 },
      ],
      [{}, { min: 500, max: 2000 }],
    );
    const queries = paths.map((p) => new URLSearchParams(p.split('?')[1]));
    // 3 scopes × (price-asc 2 ranges + price-desc 2 + newest 1) × 3 pages, then the deep pages:
    // category 4 has page 2 only, category 7 pages 2–30.
    expect(paths).toHaveLength(3 * 5 * 3 + 1 + 29);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toContain(
      '/api/storefront/products?priority=1&page=3&pageSize=18&category=7&sort=price-desc&min=500&max=2000',
    );
    expect(paths).toContain('/api/storefront/products?priority=1&page=30&pageSize=18&category=7');
    // Never the plain first page: the shopper mix's.
    expect(queries.some((q) => !q.has('sort') && !q.has('min') && q.get('page') === '1')).toBe(
      false,
    );
  });

  it("asks a product page as a first visit from a post does: a third in Bengali, half with Facebook's tag", () => {
    const random = seeded(3);
    const paths = Array.from({ length: 6 }, (_, k) => productPagePath(100 + k, k, random));
    expect(paths[0]).toMatch(/^\/productdetails\/100\?fbclid=IwAR[0-9a-z]+$/);
    expect(paths[1]).toBe('/productdetails/101?lang=bn');
    expect(paths[3]).toBe('/productdetails/103');
    expect(paths.filter((p) => p.includes('lang=bn'))).toHaveLength(2);
    expect(paths.filter((p) => p.includes('fbclid='))).toHaveLength(3);
  });

  it('weighs its classes to 100%, 2% of them orders', () => {
    expect(Object.values(LONG_TAIL_WEIGHTS).reduce((a, b) => a + b, 0)).toBe(100);
    expect(LONG_TAIL_WEIGHTS.order).toBe(2);
  });
});

import { checkoutOrderBody } from '@poshak/shared-api/schemas';
import {
  MIX_WEIGHTS,
  nameWords,
  orderBody,
  orderTag,
  orderUnits,
  seeded,
  shopperName,
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

  it('takes no entry more often than it has units, and sold-out ones never', () => {
    const entries = [
      { id_transaction: 5, stock: 0 },
      { id_transaction: 9, stock: 3 },
      { id_transaction: 11, stock: 40 },
    ];
    const units = orderUnits(entries, 1_000, seeded(7));
    expect(units).toHaveLength(43);
    expect(units.filter((u) => u === 9)).toHaveLength(3);
    expect(units).not.toContain(5);
    // Shuffled: the scarce entry is not left for the end.
    expect(units.slice(-3)).not.toEqual([9, 9, 9]);
    expect(orderUnits(entries, 10, seeded(7))).toHaveLength(10);
  });

  it('orders one unit each, paying the fee by bKash with a transaction ID of its own when asked', () => {
    const plan = { tag: orderTag(), fee: true };
    const bodies = Array.from({ length: 300 }, (_, k) => orderBody(9, k, plan, 'Mix Shopper'));
    const parsed = bodies.map((b) => checkoutOrderBody.parse(JSON.parse(b)));
    expect(parsed.every((o) => o.lines.length === 1 && o.lines[0]?.quantity === 1)).toBe(true);
    const ids = parsed.map((o) => o.payment?.trx_id);
    expect(new Set(ids).size).toBe(300);
    expect(parsed.every((o) => o.payment?.provider === 'bkash')).toBe(true);
    expect(parsed.every((o) => o.payment?.paid_from === o.customer_phone)).toBe(true);
    // The paced shopper's IDs never meet the mix's.
    const paced = checkoutOrderBody.parse(JSON.parse(orderBody(9, 0, plan, 'Paced Shopper')));
    expect(ids).not.toContain(paced.payment?.trx_id);
    expect(paced.customer_name.startsWith(shopperName('Paced Shopper', plan))).toBe(true);
    expect(parsed[0]?.customer_name.startsWith(shopperName('Mix Shopper', plan))).toBe(true);
    // Cash on delivery where the shop does not ask for the fee in advance.
    expect(JSON.parse(orderBody(9, 0, { ...plan, fee: false }, 'Mix Shopper'))).not.toHaveProperty(
      'payment',
    );
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

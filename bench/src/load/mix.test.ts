import { mixOrderBodies, nameWords, searchTerms } from './mix';

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
      { id_transaction: 5, id_product_trace: 5, product_name: 'x', stock: 0 },
      { id_transaction: 9, id_product_trace: 9, product_name: 'y', stock: 3 },
    ];
    const bodies = mixOrderBodies(cards, 20, Math.random).map(
      (b) => JSON.parse(b) as { lines: { id_transaction: number; quantity: number }[] },
    );
    expect(bodies.every((b) => b.lines.length === 1 && b.lines[0]?.id_transaction === 9)).toBe(
      true,
    );
    expect(mixOrderBodies([cards[0] as (typeof cards)[number]], 5, Math.random)).toEqual([]);
  });
});

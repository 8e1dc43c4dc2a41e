import { stockEntry } from '../../../testing/fixtures';
import { addLine, lineOf, removeLine, setQuantity, LINE_UNITS_MAX } from './order-lines';

describe('the lines of an order being taken', () => {
  const shirt = stockEntry(8, { quantity: 5 });

  it('adds units of an entry already in the order to its line, never past what it holds', () => {
    const once = addLine([], lineOf(shirt, 2));
    const twice = addLine(once, lineOf(shirt, 2));
    expect(twice).toHaveLength(1);
    expect(twice[0]?.quantity).toBe(4);
    expect(addLine(twice, lineOf(shirt, 3))[0]?.quantity).toBe(5);
  });

  it('keeps a quantity typed between one and what the entry holds, within the order’s limit per line', () => {
    const lines = addLine([], lineOf(shirt, 1));
    expect(setQuantity(lines, 8, 9)[0]?.quantity).toBe(5);
    expect(setQuantity(lines, 8, 0)[0]?.quantity).toBe(1);
    const plenty = addLine([], lineOf(stockEntry(9, { quantity: 5000 }), 1));
    expect(setQuantity(plenty, 9, 5000)[0]?.quantity).toBe(LINE_UNITS_MAX);
  });

  it('takes a line away', () => {
    const lines = addLine(addLine([], lineOf(shirt, 1)), lineOf(stockEntry(9), 1));
    expect(removeLine(lines, 8).map((l) => l.id_transaction)).toEqual([9]);
  });

  it('carries each entry’s weight, so the areas can show this parcel’s fee', () => {
    expect(lineOf(stockEntry(8, { weight_grams: 1200 }), 2)).toMatchObject({
      weight_grams: 1200,
      quantity: 2,
    });
  });
});

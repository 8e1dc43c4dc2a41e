import { formatKg, formatTaka, formatWholeNumber, TAKA_SPACE } from './money';

const intl = (locale: string, value: number, useGrouping = true) =>
  new Intl.NumberFormat(locale, { maximumFractionDigits: 0, useGrouping }).format(value);

// Every length of number up to the largest safe integer, and a spread of values in between.
const values = [0, 1, 7, 9, 10, 99, 100, 999, 1000, 1001, 9999, 10000, 12345, 99999, 100000];
for (let digits = 1; digits <= 16; digits += 1) values.push(Number('9'.repeat(digits)));
for (let i = 0; i < 500; i += 1) values.push(Math.floor(Math.random() * 10 ** (1 + (i % 15))));
values.push(Number.MAX_SAFE_INTEGER);

describe('formatWholeNumber', () => {
  it('writes whole numbers exactly as Intl.NumberFormat does in English (en-BD)', () => {
    for (const value of values) {
      expect(formatWholeNumber(value, 'en')).toBe(intl('en-BD', value));
      expect(formatWholeNumber(value, 'en', false)).toBe(intl('en-BD', value, false));
    }
  });

  it('writes whole numbers exactly as Intl.NumberFormat does in Bengali (bn-BD: lakh and crore)', () => {
    for (const value of values) {
      expect(formatWholeNumber(value, 'bn')).toBe(intl('bn-BD', value));
      expect(formatWholeNumber(value, 'bn', false)).toBe(intl('bn-BD', value, false));
    }
    expect(formatWholeNumber(1234567, 'bn')).toBe('১২,৩৪,৫৬৭');
  });

  it('leaves fractions, negatives and unsafe integers to Intl.NumberFormat', () => {
    for (const value of [-1, -1234567, 12.5, 1249.5, 0.4, 2 ** 60]) {
      expect(formatWholeNumber(value, 'en')).toBe(intl('en-BD', value));
      expect(formatWholeNumber(value, 'bn')).toBe(intl('bn-BD', value));
    }
  });
});

describe('formatTaka', () => {
  it('puts the taka sign before the amount in the reader’s digits, joined by a no-break space', () => {
    expect(formatTaka(1250)).toBe('৳\u00a01,250');
    expect(formatTaka(1250, 'bn')).toBe('৳\u00a0১,২৫০');
    expect(formatTaka(125000, 'bn')).toBe('৳\u00a0১,২৫,০০০');
    expect(TAKA_SPACE).toBe('\u00a0');
  });

  it('leaves no place where a line may break between the sign and the amount', () => {
    // A line may end at an ordinary space (or any other breaking white space), never at U+00A0.
    const breakable = /[^\S\u00a0]/;
    for (const value of [0, 80, 130, 1250, 125000, 12345678]) {
      for (const language of ['en', 'bn'] as const) {
        const taka = formatTaka(value, language);
        expect(taka).not.toMatch(breakable);
        expect(taka.startsWith(`৳${TAKA_SPACE}`)).toBe(true);
      }
    }
  });
});

describe('formatKg', () => {
  it('says grams as kilograms to one decimal, rounded up as a courier weighs, in the reader’s digits', () => {
    expect([500, 1000, 1201, 2200, 0, 12_345].map((g) => formatKg(g, 'en'))).toEqual([
      '0.5',
      '1.0',
      '1.3',
      '2.2',
      '0.0',
      '12.4',
    ]);
    expect(formatKg(2200, 'bn')).toBe('২.২');
    expect(formatKg(1_234_000, 'en')).toBe('1,234.0');
  });
});

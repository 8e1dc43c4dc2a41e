import { bengaliDigits } from '@poshak/shared-api/digits';
import type { Language } from './i18n/language';

/** Made on first use, and only for what the quick path below does not cover. */
const formatters = new Map<string, Intl.NumberFormat>();
const LOCALES: Record<Language, string> = { en: 'en-BD', bn: 'bn-BD' };
export { bengaliDigits };

/**
 * A whole number as `Intl.NumberFormat` writes it for the shop's two languages (`en-BD`: 1,234,567;
 * `bn-BD`: ১২,৩৪,৫৬৭ — thousands, then lakhs and crores), written by hand for the numbers a shop
 * shows (whole, not negative): a page's first `Intl.NumberFormat` costs ≈ 15 ms of CPU
 * (≈ 60 ms on a phone) to build, right while React adopts a server-drawn page. Anything else
 * (fractions, negatives, huge values) goes to `Intl.NumberFormat`, which `money.test.ts` checks
 * the quick path against.
 */
export function formatWholeNumber(value: number, language: Language, grouping = true): string {
  if (!Number.isSafeInteger(value) || value < 0) return intlFormat(value, language, grouping);
  let digits = String(value);
  if (grouping && digits.length > 3) {
    const last = digits.slice(-3);
    let rest = digits.slice(0, -3);
    // English groups by threes; Bengali by threes once, then by twos.
    const size = language === 'bn' ? 2 : 3;
    const groups: string[] = [];
    while (rest.length > size) {
      groups.unshift(rest.slice(-size));
      rest = rest.slice(0, -size);
    }
    groups.unshift(rest);
    digits = `${groups.join(',')},${last}`;
  }
  return language === 'bn' ? bengaliDigits(digits) : digits;
}

function intlFormat(value: number, language: Language, grouping: boolean): string {
  const key = `${language}${grouping ? '' : '-plain'}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(LOCALES[language], {
      maximumFractionDigits: 0,
      useGrouping: grouping,
    });
    formatters.set(key, format);
  }
  return format.format(value);
}

/**
 * Between the ৳ sign and its amount: a no-break space. It looks like the space the shop has always
 * shown but never lets a line end there ("৳" at one line's end, "130" at the next's), and, unlike
 * `white-space: nowrap`, it holds wherever the text goes: inside sentences, attributes, charts.
 */
export const TAKA_SPACE = '\u00a0';

/**
 * A weight in grams as kilograms to one decimal (rounded up: 1,201 g is "1.3"), in the reader's
 * digits, without its unit (the dictionaries say "kg" or "কেজি").
 */
export function formatKg(grams: number, language: Language = 'en'): string {
  const tenths = Math.ceil(Math.max(0, grams) / 100);
  const text = `${formatWholeNumber(Math.floor(tenths / 10), 'en')}.${tenths % 10}`;
  return language === 'bn' ? bengaliDigits(text) : text;
}

/** Whole taka with the ৳ sign, in the reader's digits: "৳ 1,250" or "৳ ১,২৫০" (a no-break space). */
export function formatTaka(amount: number, language: Language = 'en'): string {
  return `৳${TAKA_SPACE}${formatWholeNumber(amount, language)}`;
}

import type { Language } from './i18n/language';

/** Made on first use: a Bengali number format takes a few milliseconds to build. */
const formatters: Partial<Record<Language, Intl.NumberFormat>> = {};
const LOCALES: Record<Language, string> = { en: 'en-BD', bn: 'bn-BD' };

/** Whole taka with the ৳ sign, in the reader's digits: "৳ 1,250" or "৳ ১,২৫০". */
export function formatTaka(amount: number, language: Language = 'en'): string {
  const formatter = (formatters[language] ??= new Intl.NumberFormat(LOCALES[language], {
    maximumFractionDigits: 0,
  }));
  return `৳ ${formatter.format(amount)}`;
}

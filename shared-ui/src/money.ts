import type { Language } from './i18n/language';

const formatters: Record<Language, Intl.NumberFormat> = {
  en: new Intl.NumberFormat('en-BD', { maximumFractionDigits: 0 }),
  bn: new Intl.NumberFormat('bn-BD', { maximumFractionDigits: 0 }),
};

/** Whole taka with the ৳ sign, in the reader's digits: "৳ 1,250" or "৳ ১,২৫০". */
export function formatTaka(amount: number, language: Language = 'en'): string {
  return `৳ ${formatters[language].format(amount)}`;
}

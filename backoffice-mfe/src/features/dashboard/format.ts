import type { Language } from '@poshak/shared-ui/i18n';

const LOCALES: Record<Language, string> = { en: 'en-BD', bn: 'bn-BD' };
const numbers: Partial<Record<Language, Intl.NumberFormat>> = {};
const days: Partial<Record<Language, Intl.DateTimeFormat>> = {};

/** A count in the reader's digits: "1,250" or "১,২৫০". */
export function formatCount(value: number, language: Language): string {
  return (numbers[language] ??= new Intl.NumberFormat(LOCALES[language])).format(value);
}

/** A shop day (YYYY-MM-DD, already Dhaka's) as "24 Nov" or "২৪ নভে", in the reader's digits. */
export function formatDay(day: string, language: Language): string {
  const format = (days[language] ??= new Intl.DateTimeFormat(LOCALES[language], {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }));
  return format.format(new Date(`${day}T00:00:00Z`));
}

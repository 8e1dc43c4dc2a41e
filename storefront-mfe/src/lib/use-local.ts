import { useCallback } from 'react';
import { SHOP_TIME_ZONE } from '@poshak/shared-api/shop-time';
import { useLanguage } from '@poshak/shared-ui/i18n';
import { bengaliDigits, formatWholeNumber } from '@poshak/shared-ui/money';

/** A whole number in the reader's digits: "12" or "১২"; ids (an invoice number) without grouping. */
export function formatNumber(value: number, language: 'en' | 'bn', grouping = true): string {
  return formatWholeNumber(value, language, grouping);
}

/** Numbers a shopper reads (quantities, counts, page numbers) in the reader's digits. */
export function useNumber() {
  const [language] = useLanguage();
  return useCallback(
    (value: number, grouping = true) => formatNumber(value, language, grouping),
    [language],
  );
}

/** A name in the reader's language: its Bengali name on Bengali pages, else the English one. */
export function localName(
  name: string,
  nameBn: string | null | undefined,
  language: 'en' | 'bn',
): string {
  // Every number a Bengali page shows is in Bengali digits, a name's too: a waist size "32" is
  // "৩২", and a name staff typed with Latin digits reads as the page does.
  return language === 'bn' ? bengaliDigits(nameBn || name) : name;
}

/**
 * Something named in English and maybe in Bengali (a product, a category, a colour, a size…):
 * Bengali pages show the Bengali name if any, else the English one, in Bengali digits.
 */
export function useLocalName() {
  const [language] = useLanguage();
  return useCallback(
    (name: string, nameBn: string | null | undefined) => localName(name, nameBn, language),
    [language],
  );
}

/** Digits inside a text (a phone number as typed) in the reader's digits. */
export function useDigits() {
  const [language] = useLanguage();
  return useCallback(
    (text: string) => (language === 'bn' ? bengaliDigits(text) : text),
    [language],
  );
}

const DATE_LOCALES = { en: 'en-BD', bn: 'bn-BD' } as const;
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** A moment as Dhaka's clock showed it, in the reader's language ("November 23, 2026 at 5:30 AM"). */
function formatDhakaTime(iso: string, language: 'en' | 'bn'): string {
  let format = dateFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(DATE_LOCALES[language], {
      timeZone: SHOP_TIME_ZONE,
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      // Bengali says the part of the day ("৫:৩০ ভোর", "৩:১০ বিকাল"), not AM and PM.
      ...(language === 'bn' && { dayPeriod: 'short' }),
    });
    dateFormats.set(language, format);
  }
  return format.format(new Date(iso));
}

/** Moments (an order's steps) in Dhaka time, in the reader's digits and month names. */
export function useDhakaTime() {
  const [language] = useLanguage();
  return useCallback((iso: string) => formatDhakaTime(iso, language), [language]);
}

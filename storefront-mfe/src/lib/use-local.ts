import { useCallback } from 'react';
import { useLanguage } from '@poshak/shared-ui/i18n';

const formats = new Map<string, Intl.NumberFormat>();
const LOCALES = { en: 'en-BD', bn: 'bn-BD' } as const;

/** A whole number in the reader's digits: "12" or "১২"; ids (an invoice number) without grouping. */
export function formatNumber(value: number, language: 'en' | 'bn', grouping = true): string {
  const key = `${language}${grouping ? '' : '-plain'}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(LOCALES[language], {
      maximumFractionDigits: 0,
      useGrouping: grouping,
    });
    formats.set(key, format);
  }
  return format.format(value);
}

/** Numbers a shopper reads (quantities, counts, page numbers) in the reader's digits. */
export function useNumber() {
  const [language] = useLanguage();
  return useCallback(
    (value: number, grouping = true) => formatNumber(value, language, grouping),
    [language],
  );
}

/** Something named in English and maybe in Bengali: Bengali pages show the Bengali name if any. */
export function useLocalName() {
  const [language] = useLanguage();
  return useCallback(
    (name: string, nameBn: string | null | undefined) =>
      language === 'bn' && nameBn ? nameBn : name,
    [language],
  );
}

const BENGALI_DIGITS = '০১২৩৪৫৬৭৮৯';

/** Digits inside a text (a phone number as typed) in the reader's digits. */
export function useDigits() {
  const [language] = useLanguage();
  return useCallback(
    (text: string) =>
      language === 'bn' ? text.replace(/[0-9]/g, (d) => BENGALI_DIGITS[Number(d)] ?? d) : text,
    [language],
  );
}

import { useMemo } from 'react';
import { useLanguage } from '@poshak/shared-ui/i18n';
import { readerDigits } from './reader-format';

/** A recorded value's digits in the reader's digits (Bengali for a Bengali reader). */
export function useDigits(): (text: string) => string {
  const [language] = useLanguage();
  return useMemo(() => readerDigits(language), [language]);
}

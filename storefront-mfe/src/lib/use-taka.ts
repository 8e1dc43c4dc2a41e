import { useCallback } from 'react';
import { useLanguage } from '@poshak/shared-ui/i18n';
import { formatTaka } from '@poshak/shared-ui/money';

/** ৳ amounts in the reader's digits, following the language switch. */
export function useTaka() {
  const [language] = useLanguage();
  return useCallback((amount: number) => formatTaka(amount, language), [language]);
}

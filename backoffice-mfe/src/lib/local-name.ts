import type { Language } from '@poshak/shared-ui/i18n';
import { toBengaliDigits } from './reader-format';

/**
 * A catalogue name in the reader's language: the Bengali one where there is one (its digits
 * Bengali too), as the storefront does; the English one otherwise.
 */
export const localName = (name: string, nameBn: string | null, language: Language) =>
  language === 'bn' ? toBengaliDigits(nameBn || name) : name;

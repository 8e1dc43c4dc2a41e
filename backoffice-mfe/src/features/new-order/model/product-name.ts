import type { Language } from '@poshak/shared-ui/i18n';
import { localName } from '../../../lib/local-name';

/** A product's name in the reader's language. */
export const productName = (
  p: { product_name: string; product_name_bn: string | null },
  language: Language,
) => localName(p.product_name, p.product_name_bn, language);

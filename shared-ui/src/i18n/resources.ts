import { common as enCommon } from './locales/en/common';
import { shell as enShell } from './locales/en/shell';
import { common as bnCommon } from './locales/bn/common';
import { shell as bnShell } from './locales/bn/shell';

/**
 * The texts the shell itself needs. Each remote brings its own namespace (see `addTexts`), so a
 * wording fix in the storefront or the back-office ships with that remote alone.
 */
export const resources = {
  en: { common: enCommon, shell: enShell },
  bn: { common: bnCommon, shell: bnShell },
} as const;

export type Namespace =
  keyof (typeof resources)['en'] | 'storefront' | 'backoffice' | 'listPage' | 'form';
export const namespaces = Object.keys(resources.en) as Namespace[];

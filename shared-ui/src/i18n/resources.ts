import { common as enCommon } from './locales/en/common';
import { shell as enShell } from './locales/en/shell';
import { storefront as enStorefront } from './locales/en/storefront';
import { backoffice as enBackoffice } from './locales/en/backoffice';
import { common as bnCommon } from './locales/bn/common';
import { shell as bnShell } from './locales/bn/shell';
import { storefront as bnStorefront } from './locales/bn/storefront';
import { backoffice as bnBackoffice } from './locales/bn/backoffice';

export const resources = {
  en: { common: enCommon, shell: enShell, storefront: enStorefront, backoffice: enBackoffice },
  bn: { common: bnCommon, shell: bnShell, storefront: bnStorefront, backoffice: bnBackoffice },
} as const;

export type Namespace = keyof (typeof resources)['en'];
export const namespaces = Object.keys(resources.en) as Namespace[];

import { SHOP_TIME_ZONE } from '@poshak/shared-api/shop-time';
import type { Language } from '@poshak/shared-ui/i18n';

/** Days and moments as the shop keeps them (Dhaka time), in the reader's language and digits. */
const format = (language: Language, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(language === 'bn' ? 'bn-BD' : 'en-GB', {
    ...options,
    timeZone: SHOP_TIME_ZONE,
  });

const MOMENT = {
  en: format('en', { dateStyle: 'medium', timeStyle: 'short' }),
  bn: format('bn', { dateStyle: 'medium', timeStyle: 'short' }),
};

export const dhakaMoment = (iso: string, language: Language) =>
  MOMENT[language].format(new Date(iso));

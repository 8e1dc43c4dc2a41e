// Free of React: the back-office's first screen is drawn with these before React is here
// (first-screen-early.ts); pages read them through their hooks (use-digits.ts).
import { SHOP_TIME_ZONE } from '@poshak/shared-api/shop-time';
import { bengaliDigits } from '@poshak/shared-api/digits';
import type { Language } from '@poshak/shared-ui/i18n';

/** When, as the reader reads it, in Dhaka time ("২৪ নভে, ২০২৬, ১৮:০৫" for a Bengali reader). */
export const DHAKA_TIME: Record<'en' | 'bn', Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: SHOP_TIME_ZONE,
  }),
  // A 24-hour clock: bn-BD would otherwise end the time with a Latin "AM" or "PM".
  bn: new Intl.DateTimeFormat('bn-BD', {
    dateStyle: 'medium',
    timeStyle: 'short',
    hourCycle: 'h23',
    timeZone: SHOP_TIME_ZONE,
  }),
};

/** Latin digits written as Bengali ones. */
export const toBengaliDigits = bengaliDigits;

/** A recorded value's digits in the reader's digits (Bengali for a Bengali reader). */
export const readerDigits =
  (language: Language) =>
  (text: string): string =>
    language === 'bn' ? toBengaliDigits(text) : text;

import { plainText } from './common';
import { SCHEMA_MESSAGES } from './error-map';
import { latinDigits } from '../digits';

/**
 * The shop's one idea of a phone number, for every form (storefront and back-office) and the
 * server: how a typed number is read, which numbers are taken, and how two spellings of one
 * number are found to be the same (`mobileDigits`, also the SQL of the server's
 * `customers_mobile_digits` index, and the orders search).
 */

export { latinDigits };

/** A number as people type it ("০১৭১১-০০০ ০০০", "+88 01711 000000"): Latin digits, no separators. */
export function normalisePhone(typed: string): string {
  return latinDigits(typed).replace(/[\s-]/g, '').trim();
}

/** Bangladeshi mobile numbers: 01XXXXXXXXX, optionally with +88 / 88 before it. */
const MOBILE = /^(?:\+?88)?01[3-9]\d{8}$/;

/**
 * A mobile number as the shop takes it (normalised first by the forms). The length is the customer
 * list's, so a form's input stops where the back-office's does.
 */
export const phone = plainText().regex(MOBILE, SCHEMA_MESSAGES.mobileInvalid).max(20);

/** True when the text, as typed, is a mobile number the shop takes. */
export const isMobile = (typed: string): boolean => MOBILE.test(normalisePhone(typed));

/**
 * A mobile number as its 11 national digits (01XXXXXXXXX), however it was typed or stored: two
 * spellings of one number give the same digits. The server's SQL twin is `mobileDigitsSql`.
 */
export const mobileDigits = (typed: string): string =>
  latinDigits(typed).replace(/\D/g, '').slice(-11);

/**
 * What a search box's text looks for among stored numbers, when it is a phone number or a piece
 * of one (only digits, in any script, with separators or a +88): `contains`, digits every stored
 * spelling of a matching number holds ("+8801822…" looks for "01822…", as "01822…" does), and
 * `mobile`, the whole number's 11 digits when the text is a whole number. Null: not a number.
 */
export function phoneSearch(text: string): { contains: string; mobile: string | null } | null {
  const typed = normalisePhone(text);
  if (!/^\+?\d+$/.test(typed)) return null;
  if (MOBILE.test(typed)) {
    const mobile = mobileDigits(typed);
    return { contains: mobile, mobile };
  }
  // A country code before the national 0 is not in every stored spelling: look past it.
  return { contains: typed.replace(/^\+/, '').replace(/^88(?=0)/, ''), mobile: null };
}

/**
 * A mobile number however it was typed (Bengali digits, spaces, dashes, +88), read as `phone`
 * reads a normalised one: for a query that takes what a caller read out as it was typed.
 */
export const anyWrittenPhone = plainText().max(40).transform(normalisePhone).pipe(phone);

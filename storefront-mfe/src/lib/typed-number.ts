const BENGALI_DIGITS = '০১২৩৪৫৬৭৮৯';

/** Bengali digits typed by a shopper as the Latin digits the server reads ("১২" → "12"). */
export function latinDigits(text: string): string {
  return text.replace(/[০-৯]/g, (d) => String(BENGALI_DIGITS.indexOf(d)));
}

/** Shoppers type numbers as "01711-000 000" or in Bengali digits; the server wants "01711000000". */
export function normalisePhone(phone: string): string {
  return latinDigits(phone).replace(/[\s-]/g, '').trim();
}

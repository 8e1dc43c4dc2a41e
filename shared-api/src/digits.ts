/** The shop's one pair of digit conversions: Bengali is read and written as a first language. */
const BENGALI_DIGITS = '০১২৩৪৫৬৭৮৯';

/** Every Latin digit of a text in Bengali digits ("28", "2-3Y" → "২৮", "২-৩Y"); the rest as it is. */
export function bengaliDigits(text: string): string {
  return text.replace(/[0-9]/g, (d) => BENGALI_DIGITS[Number(d)] ?? d);
}

/** Bengali digits as the Latin digits the server reads ("১২" → "12"); other text as it is. */
export function latinDigits(text: string): string {
  return text.replace(/[০-৯]/g, (d) => String(BENGALI_DIGITS.indexOf(d)));
}

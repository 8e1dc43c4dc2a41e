import type { Language } from '@poshak/shared-ui/i18n';

/**
 * Who a text is written for: their language, and the back-office's texts in it. A page gets one
 * from `useReader`; the first screen drawn before React is here reads the same dictionaries
 * (first-screen-words.ts), so a figure is worded alike by both.
 */
export interface Reader {
  language: Language;
  /** A back-office text by its key; the texts read this way take no values. */
  t: (key: string) => string;
}

import type { Language } from '@poshak/shared-ui/i18n';
import { backoffice as bn } from '../i18n/bn';
import { backoffice as en } from '../i18n/en';
import type { Reader } from '../lib/reader';

/*
 * The back-office's own dictionaries read without i18next, for the early script: the texts it
 * draws take no values, so a plain look-up gives what i18next gives for them
 * (first-screen-early.test.ts draws both ways and compares).
 */

const DICTIONARIES: Record<Language, object> = { en, bn };

function lookUp(dictionary: object, key: string): string | undefined {
  let found: unknown = dictionary;
  for (const part of key.split('.')) {
    found =
      typeof found === 'object' && found !== null
        ? (found as Record<string, unknown>)[part]
        : undefined;
  }
  return typeof found === 'string' ? found : undefined;
}

/** A reader of `language`: English where a text has no Bengali (as i18next falls back), else the key. */
export function dictionaryReader(language: Language): Reader {
  return { language, t: (key) => lookUp(DICTIONARIES[language], key) ?? lookUp(en, key) ?? key };
}

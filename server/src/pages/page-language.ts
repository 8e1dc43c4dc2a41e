import { LANGUAGE_PARAMETER, LANGUAGES, type Language } from '@poshak/shared-api/page';

/** The language a page's address names (`?lang=bn`), or undefined when it names none it knows. */
export function namedLanguage(url: string): Language | undefined {
  const question = url.indexOf('?');
  if (question < 0) return undefined;
  const value = new URLSearchParams(url.slice(question + 1)).get(LANGUAGE_PARAMETER);
  return LANGUAGES.find((language) => language === value);
}

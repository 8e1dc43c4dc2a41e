import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { useSyncExternalStore } from 'react';
import { useStore } from 'zustand';
import { languageStore, type Language } from './language';
import { namespaces, resources, type Namespace } from './resources';
import { formatWholeNumber } from '../money';

export {
  LANGUAGES,
  LANGUAGE_COOKIE,
  languageFromCookie,
  languageStore,
  type Language,
} from './language';
export { resources, namespaces, type Namespace } from './resources';
export type { Dictionary } from './dictionary';

/**
 * The one i18next instance of the shop. Apps translate only through `useT` from here, never through
 * their own copy of react-i18next, so the shell and both remotes read the same language.
 */
export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  resources,
  lng: languageStore.getState().language,
  fallbackLng: 'en',
  ns: namespaces,
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});

/** The options of `Intl.NumberFormat` a text's `{{n, number(…)}}` may set (the rest are t's own). */
const NUMBER_OPTIONS = [
  'minimumIntegerDigits',
  'minimumFractionDigits',
  'maximumFractionDigits',
  'minimumSignificantDigits',
  'maximumSignificantDigits',
  'useGrouping',
  'style',
  'currency',
  'currencyDisplay',
  'unit',
  'unitDisplay',
  'notation',
  'compactDisplay',
  'signDisplay',
  'numberingSystem',
] as const;
const numberFormats = new Map<string, Intl.NumberFormat>();

/**
 * `{{count, number}}` in a text, with one `Intl.NumberFormat` per language and format options.
 * i18next's own formatter keeps its formats by language AND every option of the `t` call (the
 * count, the name, …), so each different count or picture number built a new `Intl.NumberFormat`
 * (a Bengali one costs milliseconds): ≈ 160 ms of a phone's CPU while a product grid started.
 * Whole numbers in the shop's languages skip Intl altogether (`formatWholeNumber`).
 */
function formatNumber(value: unknown, lng: string | undefined, options?: object): string {
  const chosen: Record<string, unknown> = {};
  const given = (options ?? {}) as Record<string, unknown>;
  for (const name of NUMBER_OPTIONS) if (given[name] !== undefined) chosen[name] = given[name];
  // The shop's languages and plain `number`: written by hand, without building any Intl format.
  if (
    (lng === 'en' || lng === 'bn') &&
    typeof value === 'number' &&
    Object.keys(chosen).length === 0
  )
    return formatWholeNumber(value, lng);
  const key = `${lng ?? ''}|${JSON.stringify(chosen)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(lng, chosen as Intl.NumberFormatOptions);
    numberFormats.set(key, format);
  }
  return format.format(value as number);
}
i18n.services.formatter?.add('number', formatNumber);

languageStore.subscribe((state) => {
  if (i18n.language !== state.language) void i18n.changeLanguage(state.language);
  if (typeof document !== 'undefined') document.documentElement.lang = state.language;
});

/**
 * Registers a namespace's texts in both languages. Remotes call it when their code loads, before
 * anything of theirs renders; registering again replaces the texts (a redeployed remote).
 */
export function addTexts(ns: Namespace, texts: Record<Language, object>) {
  for (const language of Object.keys(texts) as Language[])
    i18n.addResourceBundle(language, ns, texts[language], true, true);
}

export function useT(ns: Namespace | Namespace[] = 'common') {
  return useTranslation(ns, { i18n });
}

const currentLanguage = () => languageStore.getState().language;

export function useLanguage(): [Language, (language: Language) => void] {
  // The language in use, also while a page is drawn on the server and adopted in the browser:
  // zustand's own hook would read the store's initial value there (English on the server), so a
  // Bengali page came out with English digits and switch, and the browser drew it again.
  const language = useSyncExternalStore(languageStore.subscribe, currentLanguage, currentLanguage);
  const setLanguage = useStore(languageStore, (s) => s.setLanguage);
  return [language, setLanguage];
}

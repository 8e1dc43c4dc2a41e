import { createStore } from 'zustand/vanilla';
import { LANGUAGE_COOKIE, type Language } from '@poshak/shared-api/page';

export { LANGUAGES, LANGUAGE_COOKIE, type Language } from '@poshak/shared-api/page';

const STORAGE_KEY = 'poshak.language';
// The same choice is kept as a cookie (LANGUAGE_COOKIE), so the server renders a first page in
// the reader's language (the page it sends must match what the browser then renders, or React
// re-renders it from scratch).
const ONE_YEAR_S = 365 * 24 * 60 * 60;

const isLanguage = (value: unknown): value is Language => value === 'en' || value === 'bn';

/** The language a request's Cookie header asks for; English when it names none. */
export function languageFromCookie(cookieHeader: string | undefined): Language {
  const match = cookieHeader?.match(new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`));
  return isLanguage(match?.[1]) ? match[1] : 'en';
}

function rememberInCookie(language: Language) {
  if (typeof document === 'undefined') return;
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${ONE_YEAR_S}; samesite=lax`;
}

function storedLanguage(): Language {
  // The cookie is what the server drew this page in: the browser must adopt it in the same one.
  if (typeof document !== 'undefined' && document.cookie.includes(`${LANGUAGE_COOKIE}=`))
    return languageFromCookie(document.cookie);
  if (typeof localStorage === 'undefined') return 'en';
  const value = localStorage.getItem(STORAGE_KEY);
  if (!isLanguage(value)) return 'en';
  // A choice made before the cookie existed: the server learns it from the next page on.
  if (typeof document !== 'undefined' && languageFromCookie(document.cookie) !== value)
    rememberInCookie(value);
  return value;
}

export interface LanguageState {
  language: Language;
  setLanguage: (language: Language) => void;
}

/** The reader's language, remembered across visits; one instance for the shell and both remotes. */
export const languageStore = createStore<LanguageState>()((set) => ({
  language: storedLanguage(),
  setLanguage: (language) => {
    localStorage.setItem(STORAGE_KEY, language);
    rememberInCookie(language);
    set({ language });
  },
}));

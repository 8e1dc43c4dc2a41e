import { createStore } from 'zustand/vanilla';

export const LANGUAGES = ['en', 'bn'] as const;
export type Language = (typeof LANGUAGES)[number];

const STORAGE_KEY = 'poshak.language';

function storedLanguage(): Language {
  if (typeof localStorage === 'undefined') return 'en';
  const value = localStorage.getItem(STORAGE_KEY);
  return value === 'bn' || value === 'en' ? value : 'en';
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
    set({ language });
  },
}));

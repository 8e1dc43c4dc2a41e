// Texts used by more than one app. Spec wording is kept verbatim, spellings included.
export const common = {
  language: { label: 'Language', en: 'English', bn: 'বাংলা' },
  retry: 'Retry',
  loading: 'Loading…',
  backHome: 'Back to home',
  errors: {
    loadFailed: 'Could not load this. Check your connection and try again.',
    networkError: 'Network Error',
    requestFailed: 'Request failed with status code {{status}}',
    timeout: 'timeout of {{ms}}ms exceeded',
    aborted: 'Request aborted',
  },
};

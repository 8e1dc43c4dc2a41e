import type { Dictionary } from '../../dictionary';
import type { common as en } from '../en/common';

export const common: Dictionary<typeof en> = {
  language: { label: 'ভাষা', en: 'English', bn: 'বাংলা' },
  retry: 'আবার চেষ্টা করুন',
  loading: 'লোড হচ্ছে…',
  backHome: 'হোমে ফিরে যান',
  errors: {
    loadFailed: 'লোড করা যায়নি। সংযোগ দেখে আবার চেষ্টা করুন।',
    networkError: 'নেটওয়ার্ক ত্রুটি',
    requestFailed: 'অনুরোধ ব্যর্থ হয়েছে, স্ট্যাটাস কোড {{status}}',
    timeout: '{{ms}} মিলিসেকেন্ডের সময়সীমা পেরিয়ে গেছে',
    aborted: 'অনুরোধ বাতিল হয়েছে',
  },
};

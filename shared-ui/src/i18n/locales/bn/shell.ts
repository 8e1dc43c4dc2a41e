import type { Dictionary } from '../../dictionary';
import type { shell as en } from '../en/shell';

export const shell: Dictionary<typeof en> = {
  notFound: { title: '৪০৪', message: 'দুঃখিত, আপনি যে পাতাটি খুঁজছেন সেটি নেই।' },
  unexpectedError: 'অপ্রত্যাশিত ত্রুটি!',
  remoteUnavailable: {
    title: 'শপের এই অংশটি লোড করা যায়নি',
    message: 'এটি হয়তো এখন হালনাগাদ হচ্ছে। একটু পরে আবার চেষ্টা করুন।',
  },
};

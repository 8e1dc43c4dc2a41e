import {
  isSmsPlaceholder,
  type SmsEvent,
  type SmsLanguage,
  type SmsPlaceholder,
} from '@poshak/shared-api/schemas';

export type TemplateValues = Record<SmsPlaceholder, string>;

/**
 * The shop's own wording, short enough for one part in English and two in Bengali with a usual
 * name and link; the owner's edits replace them (table sms_templates).
 */
export const DEFAULT_TEMPLATES: Record<SmsEvent, Record<SmsLanguage, string>> = {
  order_placed: {
    en: '{shop}: Thank you {name}! Order #{invoice} is received, total {total}. Track it: {link}',
    bn: '{shop}: ধন্যবাদ {name}! অর্ডার #{invoice} পেয়েছি, মোট {total}। ট্র্যাক করুন: {link}',
  },
  fee_verified: {
    en: '{shop}: Your delivery fee {fee} for order #{invoice} is verified. We are packing your parcel.',
    bn: '{shop}: অর্ডার #{invoice}-এর ডেলিভারি চার্জ {fee} যাচাই হয়েছে। পার্সেল প্রস্তুত হচ্ছে।',
  },
  fee_rejected: {
    en: '{shop}: We could not find your delivery fee payment for order #{invoice}. Please call {phone}.',
    bn: '{shop}: অর্ডার #{invoice}-এর ডেলিভারি চার্জের পেমেন্ট পাওয়া যায়নি। অনুগ্রহ করে {phone} নম্বরে কল করুন।',
  },
  shipped: {
    en: '{shop}: Order #{invoice} is on its way. Track it: {link}',
    bn: '{shop}: অর্ডার #{invoice} পাঠানো হয়েছে। ট্র্যাক করুন: {link}',
  },
  delivered: {
    en: '{shop}: Order #{invoice} is delivered. Thank you for shopping with us!',
    bn: '{shop}: অর্ডার #{invoice} পৌঁছে গেছে। আমাদের সাথে কেনাকাটার জন্য ধন্যবাদ!',
  },
  returned: {
    en: '{shop}: Order #{invoice} came back to us and is cancelled. Questions? Call {phone}.',
    bn: '{shop}: অর্ডার #{invoice} ফেরত এসেছে ও বাতিল হয়েছে। প্রশ্ন থাকলে কল করুন {phone}।',
  },
  cancelled: {
    en: '{shop}: Order #{invoice} is cancelled. Questions? Call {phone}.',
    bn: '{shop}: অর্ডার #{invoice} বাতিল হয়েছে। প্রশ্ন থাকলে কল করুন {phone}।',
  },
};

const TOKEN = /\{([^{}]*)\}/g;

/** The wording with its placeholders filled in (a checked wording: every name is known). */
export function renderTemplate(text: string, values: TemplateValues): string {
  return text.replace(TOKEN, (whole, name: string) =>
    isSmsPlaceholder(name) ? values[name] : whole,
  );
}

import { SCHEMA_MESSAGES } from '@poshak/shared-api';
import { SMS_TEMPLATE_FORM_KEYS, type FormMessageKey } from '@poshak/shared-api/schemas';
import { describeDictionaries } from '@poshak/shared-ui/testing/dictionaries';
import { backoffice as en } from './en';
import { backoffice as bn } from './bn';
import { smsTexts as smsEn } from './sms-en';
import { smsTexts as smsBn } from './sms-bn';
import { codTexts as codEn } from './cod-en';
import { codTexts as codBn } from './cod-bn';

describeDictionaries('backoffice', { en, bn });
// The SMS page's, which arrive with its chunk.
describeDictionaries('backoffice SMS page', { en: smsEn, bn: smsBn });
describeDictionaries('backoffice COD page', { en: codEn, bn: codBn });

/** The spec's sign-in and sign-up texts: the server replies with the very same words. */
const SPEC_FORM_TEXTS = [
  'usernameRequired',
  'passwordRequired',
  'passwordMin',
  'emailRequired',
  'emailInvalid',
  'otpRequired',
  'otpFormat',
] as const;

describe('backoffice form texts', () => {
  it('say each field-specific key the shared error map gives the back-office forms', () => {
    const forms: FormMessageKey[] = [
      ...SPEC_FORM_TEXTS,
      'usernameFormat',
      'couponCodeFormat',
      'endBeforeStart',
      'priceMin',
      // The coupon form's rules across fields, and the delivery areas' days.
      'percentAtMost100',
      'couponProducts',
      'latestBeforeEarliest',
      // The customers page's phone, said as the storefront says it.
      'mobileInvalid',
      // Add Product's Quantity: a new total, or a restock such as +10.
      'quantityChange',
      // The SMS wordings' own rules.
      ...SMS_TEMPLATE_FORM_KEYS,
    ];
    expect(Object.keys(en.form).sort()).toEqual([...forms].sort());
  });

  it('give the spec’s sign-in and sign-up texts in the very words the server replies with', () => {
    for (const key of SPEC_FORM_TEXTS) {
      expect([key, en.form[key]]).toEqual([key, SCHEMA_MESSAGES[key]]);
    }
  });
});

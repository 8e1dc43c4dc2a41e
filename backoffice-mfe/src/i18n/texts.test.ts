import {
  GENERIC_FORM_KEYS,
  SCHEMA_MESSAGES,
  type FormMessageKey,
} from '@poshak/shared-api/schemas';
import { describeDictionaries } from '@poshak/shared-ui/testing/dictionaries';
import { backoffice as en } from './en';
import { backoffice as bn } from './bn';

describeDictionaries('backoffice', { en, bn });

describe('backoffice form texts', () => {
  it('say every key the shared error map gives the back-office forms', () => {
    const forms: FormMessageKey[] = [
      ...GENERIC_FORM_KEYS,
      'controlCharacters',
      'usernameRequired',
      'usernameFormat',
      'passwordRequired',
      'passwordMin',
      'emailRequired',
      'emailInvalid',
      'otpRequired',
      'otpFormat',
      'couponCodeFormat',
      'endBeforeStart',
      'priceMin',
    ];
    expect(Object.keys(en.form).sort()).toEqual([...forms].sort());
  });

  it('keep the spec’s sign-in and sign-up texts verbatim', () => {
    for (const key of [
      'usernameRequired',
      'passwordRequired',
      'passwordMin',
      'emailRequired',
      'emailInvalid',
      'otpRequired',
    ] as const)
      expect(en.form[key]).toBe(SCHEMA_MESSAGES[key]);
  });
});

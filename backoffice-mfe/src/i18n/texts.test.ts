import { SCHEMA_MESSAGES } from '@poshak/shared-api';
import type { FormMessageKey } from '@poshak/shared-api/schemas';
import { describeDictionaries } from '@poshak/shared-ui/testing/dictionaries';
import { backoffice as en } from './en';
import { backoffice as bn } from './bn';

describeDictionaries('backoffice', { en, bn });

describe('backoffice form texts', () => {
  it('say each field-specific key the shared error map gives the back-office forms', () => {
    const forms: FormMessageKey[] = [
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

  it('give the spec’s sign-in and sign-up texts in the very words the server replies with', () => {
    const spec = [
      'usernameRequired',
      'passwordRequired',
      'passwordMin',
      'emailRequired',
      'emailInvalid',
      'otpRequired',
      'otpFormat',
    ] as const;
    for (const key of spec) expect([key, en.form[key]]).toEqual([key, SCHEMA_MESSAGES[key]]);
  });
});

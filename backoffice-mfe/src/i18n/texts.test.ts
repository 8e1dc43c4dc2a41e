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
});

import type { FormMessageKey } from '@poshak/shared-api/schemas';
import { describeDictionaries } from '@poshak/shared-ui/testing/dictionaries';
import { storefront as en } from './en';
import { storefront as bn } from './bn';

describeDictionaries('storefront', { en, bn });

describe('storefront form texts', () => {
  it('say the field-specific key the shared error map gives the order form', () => {
    const forms: FormMessageKey[] = ['mobileInvalid', 'trxIdFormat', 'trxIdUsed'];
    expect(Object.keys(en.form)).toEqual(forms);
  });
});

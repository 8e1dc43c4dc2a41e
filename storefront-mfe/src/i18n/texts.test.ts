import { GENERIC_FORM_KEYS, type FormMessageKey } from '@poshak/shared-api/schemas';
import { describeDictionaries } from '@poshak/shared-ui/testing/dictionaries';
import { storefront as en } from './en';
import { storefront as bn } from './bn';

describeDictionaries('storefront', { en, bn });

describe('storefront form texts', () => {
  it('say every key the shared error map gives the order form', () => {
    const forms: FormMessageKey[] = [...GENERIC_FORM_KEYS, 'controlCharacters', 'mobileInvalid'];
    expect(Object.keys(en.form).sort()).toEqual([...forms].sort());
  });
});

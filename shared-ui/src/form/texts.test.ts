import { GENERIC_FORM_KEYS } from '@poshak/shared-api/schemas';
import { formTexts } from './texts';

describe('the shared form texts', () => {
  it('say every key of the error map that is not tied to one field', () => {
    expect(Object.keys(formTexts.en).sort()).toEqual(
      [...GENERIC_FORM_KEYS, 'controlCharacters', 'hiddenCharacters', 'loneSurrogates'].sort(),
    );
  });
});

import { describeDictionaries } from '@poshak/shared-ui/testing/dictionaries';
import { storefront as en } from './en';
import { storefront as bn } from './bn';

describeDictionaries('storefront', { en, bn });

import { describeDictionaries } from '@poshak/shared-ui/testing/dictionaries';
import { backoffice as en } from './en';
import { backoffice as bn } from './bn';

describeDictionaries('backoffice', { en, bn });

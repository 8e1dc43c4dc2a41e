import { describeDictionaries } from '../../testing/dictionaries';
import { formTexts } from '../form/texts';
import { listPageTexts } from '../list-page/texts';
import { resources } from './resources';

describeDictionaries('common', { en: resources.en.common, bn: resources.bn.common });
describeDictionaries('shell', { en: resources.en.shell, bn: resources.bn.shell });
describeDictionaries('listPage', listPageTexts);
describeDictionaries('form', formTexts);

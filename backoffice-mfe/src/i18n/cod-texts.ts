import { addTexts } from '@poshak/shared-ui/i18n';
import { codTexts as en } from './cod-en';
import { codTexts as bn } from './cod-bn';

// Merged into the back-office's texts when the COD page's code arrives (imported by the page).
addTexts('backoffice', { en: { cod: en }, bn: { cod: bn } });

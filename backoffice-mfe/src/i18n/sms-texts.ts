import { addTexts } from '@poshak/shared-ui/i18n';
import { smsTexts as en } from './sms-en';
import { smsTexts as bn } from './sms-bn';

// Merged into the back-office's texts when the SMS page's code arrives (imported by the page):
// a staff page that never shows it does not download its words.
addTexts('backoffice', { en: { sms: en }, bn: { sms: bn } });

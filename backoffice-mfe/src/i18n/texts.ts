import { addTexts } from '@poshak/shared-ui/i18n';
import { backoffice as en } from './en';
import { backoffice as bn } from './bn';

// The backoffice's texts ship in its own bundle and register when its code loads (the exposed app
// imports this first), so a wording fix is deployed with this remote alone.
addTexts('backoffice', { en, bn });

import { addTexts } from '@poshak/shared-ui/i18n';
import { storefront as en } from './en';
import { storefront as bn } from './bn';

// The storefront's texts ship in its own bundle and register when its code loads (the exposed app
// imports this first), so a wording fix is deployed with this remote alone.
addTexts('storefront', { en, bn });

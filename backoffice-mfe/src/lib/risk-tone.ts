import type { CustomerRisk } from '@poshak/shared-api';
import type { Tone } from '../components/tones';

/** A number's risk words in colour: the same on the New order screen and on an order. */
export const RISK_TONES: Record<CustomerRisk, Tone> = {
  new: 'blue',
  good: 'green',
  watch: 'gold',
  high: 'red',
};

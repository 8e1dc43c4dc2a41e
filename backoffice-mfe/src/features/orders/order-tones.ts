import type { OrderFeeStatus, OrderStatusName } from '@poshak/shared-api';
import { TONES, type Tone, type ToneColors } from '../../components/tones';

/**
 * One colour per status of spec §4, each told apart at a glance (Delivered is a light green tag,
 * Completed a filled dark green one) and each text at least 4.5:1 against its background (WCAG AA).
 */
export const STATUS_COLORS: Record<OrderStatusName, ToneColors> = {
  Pending: TONES.amber,
  Processing: TONES.blue,
  'Ready-To-Shift': TONES.teal,
  Shifted: TONES.purple,
  Delivered: TONES.green,
  Completed: TONES.greenFilled,
  Canceled: TONES.red,
};

/**
 * The advance delivery fee at a glance: amber while it waits for staff, green once found, red when
 * not found, plain for cash on delivery; the words, not the colour alone, say it.
 */
export const FEE_TONES: Record<OrderFeeStatus, Tone> = {
  none: 'grey',
  unverified: 'gold',
  verified: 'green',
  rejected: 'red',
};

/** A status's colours, or none for a name the shop does not know (shown plainly). */
export const statusColors = (name: string): ToneColors | undefined =>
  name in STATUS_COLORS ? STATUS_COLORS[name as OrderStatusName] : undefined;

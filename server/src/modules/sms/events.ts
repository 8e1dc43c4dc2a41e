import type { OrderStatusName, SmsEvent, SmsLanguage } from '@poshak/shared-api/schemas';

export const DEFAULT_SMS_LANGUAGE: SmsLanguage = 'bn';

/**
 * The message a status move sends, if any. A parcel that comes back is Canceled from Shifted
 * (the state machine's "returned"), which the shopper is told apart from an order cancelled
 * before it left.
 */
export function smsEventForMove(from: OrderStatusName, to: OrderStatusName): SmsEvent | null {
  if (to === 'Shifted') return 'shipped';
  if (to === 'Delivered') return 'delivered';
  if (to === 'Canceled') return from === 'Shifted' ? 'returned' : 'cancelled';
  return null;
}

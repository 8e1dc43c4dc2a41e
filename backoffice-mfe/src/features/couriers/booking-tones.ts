import type { CourierBookingStatus } from '@poshak/shared-api';
import type { Tone } from '../../components/tones';

/** A booking's state by colour: waiting amber, on its way blue, done green, wrong red. */
export const BOOKING_TONES: Record<CourierBookingStatus, Tone> = {
  pending: 'amber',
  sending: 'blue',
  booked: 'green',
  failed: 'red',
  unsure: 'red',
};

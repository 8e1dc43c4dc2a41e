import type { CourierBooking } from '@poshak/shared-api';

/** The booking's tracking code, opening the courier's own page when it has one. */
export function TrackingCode({ booking }: { booking: CourierBooking }) {
  if (!booking.tracking_code) return '—';
  if (!booking.tracking_link) return booking.tracking_code;
  return (
    <a href={booking.tracking_link} target="_blank" rel="noopener noreferrer">
      {booking.tracking_code}
    </a>
  );
}

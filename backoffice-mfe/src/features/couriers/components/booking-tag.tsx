import { Flex, Typography } from 'antd';
import type { CourierBookingBrief } from '@poshak/shared-api';
import { useT } from '@poshak/shared-ui/i18n';
import { ToneTag } from '../../../components/tone-tag';
import { BOOKING_TONES } from '../booking-tones';
import { useCourierName } from '../courier-texts';

/**
 * An order's courier booking as the orders list shows it under the status: the courier and how
 * far the booking got, and the tracking code once the courier gave one (kept in Latin letters:
 * it is typed into the courier's site as it is).
 */
export function BookingTag({ booking }: { booking: CourierBookingBrief | null | undefined }) {
  const { t } = useT('backoffice');
  const name = useCourierName();
  if (!booking) return null;
  return (
    <Flex vertical gap={2} align="start" data-testid="booking-tag">
      <ToneTag tone={BOOKING_TONES[booking.status]}>
        {`${name(booking.courier)} · ${t(`couriers.statuses.${booking.status}`)}`}
      </ToneTag>
      {booking.tracking_code && (
        <Typography.Text copyable style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
          {booking.tracking_code}
        </Typography.Text>
      )}
    </Flex>
  );
}

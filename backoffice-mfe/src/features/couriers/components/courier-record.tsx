import { Spin, Typography } from 'antd';
import type { CourierBooking } from '@poshak/shared-api';
import { ErrorState } from '@poshak/shared-ui/error-state';
import { useT } from '@poshak/shared-ui/i18n';
import { errorText } from '../../../lib/error-text';
import { useCourierRecord } from '../hooks/use-courier-record';
import { BookingFacts } from './booking-facts';
import { CourierEvents } from './courier-events';
import { EarlierBookings } from './earlier-bookings';

/**
 * An order's parcel in its details: the live booking (courier, state, consignment, tracking code
 * with the courier's own page, the cash it collects) and every word the courier sent, newest
 * last, with what it did to the order.
 */
export function CourierRecord({
  invoiceNo,
  booking,
}: {
  invoiceNo: number;
  /** The order's live booking as its details carry it (null: none). */
  booking: CourierBooking | null | undefined;
}) {
  const { t } = useT('backoffice');
  const { record, live, earlier, events } = useCourierRecord(invoiceNo, booking);
  return (
    <section aria-label={t('couriers.record.title')}>
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {t('couriers.record.title')}
      </Typography.Title>
      {!live ? (
        <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
          {t('couriers.record.notBooked')}
        </Typography.Paragraph>
      ) : (
        <BookingFacts live={live} />
      )}
      {record.isError ? (
        <ErrorState message={errorText(record.error)} onRetry={() => void record.refetch()} />
      ) : !record.data ? (
        <Spin size="small" />
      ) : (
        <>
          <CourierEvents events={events} />
          <EarlierBookings bookings={earlier} />
        </>
      )}
    </section>
  );
}

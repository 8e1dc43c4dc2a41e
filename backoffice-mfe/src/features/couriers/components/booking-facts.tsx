import { Descriptions } from 'antd';
import type { CourierBooking } from '@poshak/shared-api';
import { useBookingFacts } from '../hooks/use-booking-facts';

/** The live booking's facts, one a line. */
export function BookingFacts({ live }: { live: CourierBooking }) {
  return <Descriptions size="small" column={1} items={useBookingFacts(live)} />;
}

import type { CourierBooking } from '@poshak/shared-api';
import { useOrderCourierRecord } from '../api/use-couriers';

/**
 * An order's courier record: its live booking (the one the details carry, else the last that did
 * not fail), the earlier ones, and every word the couriers sent.
 */
export function useCourierRecord(invoiceNo: number, booking: CourierBooking | null | undefined) {
  const record = useOrderCourierRecord(invoiceNo);
  const live = booking ?? record.data?.bookings.find((b) => b.status !== 'failed') ?? null;
  return {
    record,
    live,
    earlier: (record.data?.bookings ?? []).filter((b) => b.id !== live?.id),
    events: record.data?.events ?? [],
  };
}

import { and, eq, inArray, ne, or } from 'drizzle-orm';
import type { CourierName } from '@poshak/shared-api/schemas';
import { payoutOf } from '@poshak/shared-api/money';
import type { Database, Executor } from '../../db/database';
import { codSettlements, courierBookings } from '../../db/schema';
import { badRequest } from '../../errors';
import { problemList, type SettlementRow } from './settlement-csv';

type Booking = typeof courierBookings.$inferSelect;
type Settlement = typeof codSettlements.$inferSelect;

interface SettlementFigures {
  source: 'webhook' | 'csv';
  reference: string | null;
  collected: number | null;
  courierFee: number;
  paid: number;
  paidAt: Date | null;
  recordedBy: number | null;
}

const sameFigures = (row: Settlement, figures: SettlementFigures) =>
  row.source === figures.source &&
  row.reference === figures.reference &&
  row.collected_amount === figures.collected &&
  row.courier_fee === figures.courierFee &&
  row.paid_amount === figures.paid &&
  (row.paid_at?.getTime() ?? null) === (figures.paidAt?.getTime() ?? null);

/**
 * Records what the courier paid for one booking: one row per booking, so the same settlement
 * heard again (a CSV uploaded twice, a replayed webhook) changes nothing.
 */
async function recordSettlement(
  tx: Executor,
  booking: Pick<Booking, 'id' | 'invoice_no' | 'courier'>,
  figures: SettlementFigures,
  now: Date,
): Promise<'added' | 'updated' | 'unchanged'> {
  const [existing] = await tx
    .select()
    .from(codSettlements)
    .where(eq(codSettlements.booking_id, booking.id))
    .for('update');
  const values = {
    source: figures.source,
    reference: figures.reference,
    collected_amount: figures.collected,
    courier_fee: figures.courierFee,
    paid_amount: figures.paid,
    paid_at: figures.paidAt,
    recorded_by: figures.recordedBy,
    updated_at: now,
  };
  if (!existing) {
    await tx.insert(codSettlements).values({
      booking_id: booking.id,
      invoice_no: booking.invoice_no,
      courier: booking.courier,
      ...values,
    });
    return 'added';
  }
  if (sameFigures(existing, figures)) return 'unchanged';
  await tx.update(codSettlements).set(values).where(eq(codSettlements.id, existing.id));
  return 'updated';
}

/**
 * A courier's "paid" word on a parcel (Pathao's `order.paid`), worked with its event: it names
 * the parcel and the payment, not the amount, so the payout is the cash collected less the fee
 * the courier charged. A settlement from an uploaded CSV carries the courier's own figures and
 * is never overwritten by it.
 */
export async function settleFromPaidEvent(
  tx: Executor,
  booking: Booking,
  event: { collected: number | null; reference: string | null; happenedAt: Date | null },
  now: Date,
): Promise<string> {
  const collected = event.collected ?? booking.collected_amount;
  if (collected === null) return 'recorded: paid, but the shop has not heard it was delivered';
  const [fromCsv] = await tx
    .select({ id: codSettlements.id })
    .from(codSettlements)
    .where(and(eq(codSettlements.booking_id, booking.id), eq(codSettlements.source, 'csv')));
  if (fromCsv) return 'recorded: paid; the uploaded settlement stands';
  const courierFee = booking.delivery_fee ?? 0;
  const outcome = await recordSettlement(
    tx,
    booking,
    {
      source: 'webhook',
      reference: event.reference,
      collected,
      courierFee,
      paid: payoutOf({ collected, courierFee }),
      paidAt: event.happenedAt ?? now,
      recordedBy: null,
    },
    now,
  );
  return outcome === 'unchanged' ? 'recorded: paid already' : 'settled: paid';
}

/**
 * A courier's settlement CSV: every row must name one of this courier's booked parcels, once;
 * the whole file is written in one transaction or refused naming each bad row and column.
 */
export async function uploadSettlements(
  db: Database,
  courier: CourierName,
  rows: SettlementRow[],
  staffId: number | null,
  now: Date,
): Promise<{ rows: number; added: number; updated: number; unchanged: number }> {
  return db.transaction(async (tx) => {
    const consignments = rows.flatMap((row) => (row.consignmentId ? [row.consignmentId] : []));
    const invoices = rows.flatMap((row) => (row.invoiceNo !== null ? [row.invoiceNo] : []));
    const bookings = await tx
      .select()
      .from(courierBookings)
      .where(
        and(
          eq(courierBookings.courier, courier),
          ne(courierBookings.status, 'failed'),
          or(
            consignments.length > 0
              ? inArray(courierBookings.consignment_id, consignments)
              : undefined,
            invoices.length > 0 ? inArray(courierBookings.invoice_no, invoices) : undefined,
          ),
        ),
      )
      .for('update');
    const byConsignment = new Map(bookings.map((b) => [b.consignment_id, b]));
    const byInvoice = new Map(bookings.map((b) => [b.invoice_no, b]));

    const problems: string[] = [];
    const seen = new Map<number, number>();
    const matched = rows.map((row) => {
      const booking = row.consignmentId
        ? byConsignment.get(row.consignmentId)
        : byInvoice.get(row.invoiceNo ?? -1);
      const column = row.consignmentId ? 'consignment_id' : 'invoice_no';
      if (!booking) {
        problems.push(
          `row ${row.row}, ${column}: no parcel booked with ${courier} is ` +
            `${row.consignmentId ?? row.invoiceNo}`,
        );
        return null;
      }
      if (row.consignmentId && row.invoiceNo !== null && row.invoiceNo !== booking.invoice_no) {
        problems.push(
          `row ${row.row}, invoice_no: consignment ${row.consignmentId} is invoice ` +
            `${booking.invoice_no}, not ${row.invoiceNo}`,
        );
      }
      const earlier = seen.get(booking.id);
      if (earlier !== undefined)
        problems.push(`row ${row.row}, ${column}: the same parcel as row ${earlier}`);
      seen.set(booking.id, row.row);
      return { row, booking };
    });
    if (problems.length > 0) throw badRequest(problemList(problems));

    const counts = { rows: rows.length, added: 0, updated: 0, unchanged: 0 };
    for (const item of matched) {
      if (!item) continue;
      const { row, booking } = item;
      const outcome = await recordSettlement(
        tx,
        booking,
        {
          source: 'csv',
          reference: row.reference,
          collected: row.collected,
          courierFee: row.courierFee,
          paid: row.paid,
          paidAt: row.paidAt,
          recordedBy: staffId,
        },
        now,
      );
      counts[outcome] += 1;
    }
    return counts;
  });
}

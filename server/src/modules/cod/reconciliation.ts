import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import {
  COURIER_NAMES,
  orderStatusName,
  type CodParcel,
  type CodReconciliation,
  type CodSummary,
  type CourierName,
} from '@poshak/shared-api/schemas';
import { reckonCod, type CodState } from '@poshak/shared-api/money';
import type { Executor } from '../../db/database';
import { codSettlements, courierBookings, customers, orders } from '../../db/schema';

/** Mismatches first (they need staff), then cash to chase, parcels on the way, settled last. */
const STATE_ORDER: Record<CodState, number> = {
  mismatch: 0,
  with_courier: 1,
  awaiting: 2,
  settled: 3,
};

/**
 * Every parcel a courier carries or carried (booked), with money's reckoning of its cash. The
 * state is money's rule, not a second one in SQL, so the parcels are reckoned here: one row per
 * booked parcel, which a shop's few thousand a month read in milliseconds.
 */
async function reckonedParcels(
  db: Executor,
  filter: { courier?: CourierName | undefined; q?: string | undefined },
): Promise<CodParcel[]> {
  const where: (SQL | undefined)[] = [eq(courierBookings.status, 'booked')];
  if (filter.courier) where.push(eq(courierBookings.courier, filter.courier));
  const q = filter.q?.trim();
  if (q) {
    where.push(
      or(
        sql`${courierBookings.invoice_no}::text = ${q}`,
        eq(courierBookings.consignment_id, q),
        eq(courierBookings.tracking_code, q),
      ),
    );
  }
  const rows = await db
    .select({
      invoice_no: courierBookings.invoice_no,
      courier: courierBookings.courier,
      consignment_id: courierBookings.consignment_id,
      to_collect: courierBookings.amount_to_collect,
      booking_collected: courierBookings.collected_amount,
      booking_fee: courierBookings.delivery_fee,
      customer_name: customers.customer_name,
      status_id: orders.order_status_id,
      settled_by: codSettlements.source,
      settlement_collected: codSettlements.collected_amount,
      settlement_fee: codSettlements.courier_fee,
      paid_out: codSettlements.paid_amount,
      reference: codSettlements.reference,
      paid_at: codSettlements.paid_at,
    })
    .from(courierBookings)
    .innerJoin(orders, eq(orders.invoice_no, courierBookings.invoice_no))
    .innerJoin(customers, eq(customers.id_customer, orders.customer_id))
    .leftJoin(codSettlements, eq(codSettlements.booking_id, courierBookings.id))
    .where(and(...where));
  return rows.map((row) => {
    // The courier's settlement says what it collected and kept; before it, its webhooks do.
    const collected = row.settlement_collected ?? row.booking_collected;
    const courierFee = row.settled_by ? row.settlement_fee : row.booking_fee;
    const paidOut = row.paid_out ?? null;
    const reckoning = reckonCod({
      toCollect: row.to_collect,
      collected,
      paidOut,
      courierFee,
    });
    return {
      invoice_no: row.invoice_no,
      courier: row.courier as CourierName,
      consignment_id: row.consignment_id,
      customer_name: row.customer_name,
      order_status_name: orderStatusName(row.status_id) ?? '',
      to_collect: row.to_collect,
      collected,
      paid_out: paidOut,
      courier_fee: courierFee ?? null,
      difference: reckoning.difference,
      state: reckoning.state,
      settled_by: (row.settled_by as 'webhook' | 'csv' | null) ?? null,
      reference: row.reference ?? null,
      paid_at: row.paid_at ? row.paid_at.toISOString() : null,
    };
  });
}

export async function reconciliation(
  db: Executor,
  query: {
    courier?: CourierName | undefined;
    state?: CodState | undefined;
    q?: string | undefined;
    page: number;
    page_size: number;
  },
): Promise<CodReconciliation> {
  const parcels = await reckonedParcels(db, query);
  const mismatches = parcels.filter((p) => p.state === 'mismatch').length;
  const chosen = (query.state ? parcels.filter((p) => p.state === query.state) : parcels).sort(
    (a, b) => STATE_ORDER[a.state] - STATE_ORDER[b.state] || b.invoice_no - a.invoice_no,
  );
  const start = (query.page - 1) * query.page_size;
  return {
    items: chosen.slice(start, start + query.page_size),
    total: chosen.length,
    page: query.page,
    page_size: query.page_size,
    mismatches,
  };
}

/** The dashboard's figure: cash collected at the door and not yet paid to the shop, per courier. */
export async function codSummary(db: Executor): Promise<CodSummary> {
  const parcels = await reckonedParcels(db, {});
  const by_courier = COURIER_NAMES.map((courier) => {
    const held = parcels
      .filter((p) => p.courier === courier)
      .map((p) =>
        reckonCod({
          toCollect: p.to_collect,
          collected: p.collected,
          paidOut: p.paid_out,
          courierFee: p.courier_fee,
        }),
      )
      .filter((r) => r.withCourier > 0);
    return {
      courier,
      with_courier: held.reduce((sum, r) => sum + r.withCourier, 0),
      parcels: held.length,
    };
  });
  return {
    with_couriers: by_courier.reduce((sum, c) => sum + c.with_courier, 0),
    parcels_with_couriers: by_courier.reduce((sum, c) => sum + c.parcels, 0),
    mismatches: parcels.filter((p) => p.state === 'mismatch').length,
    by_courier,
  };
}

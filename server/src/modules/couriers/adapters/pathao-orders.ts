import type { PathaoSettings } from '../../../config';
import type {
  BookingOutcome,
  CourierFailure,
  CourierPlace,
  ParcelToBook,
  StatusAnswer,
} from './courier';
import {
  amountOf,
  isFailure,
  messageOf,
  successfulAnswer,
  textOf,
  unavailable,
  type CourierAnswer,
} from './http';
import type { PathaoSession } from './pathao-session';

/** Pathao's delivery types and item types (its merchant API's enums). */
const NORMAL_DELIVERY = 48;
/** Pathao's lightest weight, in kg: it refuses less (and charges as much for a lighter parcel). */
const PATHAO_MIN_KG = 0.5;
const PARCEL = 2;

/** What Pathao answers in its `data`. */
const dataOf = (answer: CourierAnswer) =>
  ((answer.body ?? {}) as { data?: Record<string, unknown> }).data ?? {};

const orderOf = (settings: PathaoSettings, parcel: ParcelToBook) => ({
  store_id: settings.storeId,
  merchant_order_id: parcel.merchantOrderId,
  recipient_name: parcel.recipientName,
  recipient_phone: parcel.recipientPhone,
  recipient_address: parcel.recipientAddress,
  // Sent only when mapped: Pathao reads them from the address otherwise, and refuses null.
  ...(parcel.location.cityId ? { recipient_city: parcel.location.cityId } : {}),
  ...(parcel.location.zoneId ? { recipient_zone: parcel.location.zoneId } : {}),
  ...(parcel.location.areaId ? { recipient_area: parcel.location.areaId } : {}),
  delivery_type: NORMAL_DELIVERY,
  item_type: PARCEL,
  item_quantity: parcel.itemQuantity,
  // Pathao weighs from half a kilo up: a lighter parcel is charged as half a kilo anyway.
  item_weight: Math.max(PATHAO_MIN_KG, parcel.weightKg),
  item_description: parcel.description,
  amount_to_collect: parcel.amountToCollect,
});

async function bookOne(
  session: PathaoSession,
  settings: PathaoSettings,
  parcel: ParcelToBook,
): Promise<BookingOutcome> {
  const answer = successfulAnswer(
    'Pathao',
    await session.call('POST', '/orders', orderOf(settings, parcel)),
  );
  if (isFailure(answer)) return answer;
  const data = dataOf(answer);
  const consignment = textOf(data.consignment_id);
  if (!consignment) return unavailable(`Pathao named no consignment: ${messageOf(answer)}`);
  // Pathao's consignment id is also what its tracking page asks for.
  return {
    ok: true,
    consignmentId: consignment,
    trackingCode: consignment,
    deliveryFee: amountOf(data.delivery_fee),
  };
}

/**
 * Books each parcel by its own call, which answers with its consignment id; with a webhook set
 * up, several in one bulk call, which is asynchronous: the consignment ids come only by webhook.
 */
export async function bookAtPathao(
  session: PathaoSession,
  settings: PathaoSettings,
  parcels: readonly ParcelToBook[],
): Promise<Map<number, BookingOutcome>> {
  const outcomes = new Map<number, BookingOutcome>();
  if (parcels.length === 1 || !settings.webhookSecret) {
    for (const parcel of parcels) {
      outcomes.set(parcel.invoiceNo, await bookOne(session, settings, parcel));
    }
    return outcomes;
  }
  const orders = parcels.map((parcel) => orderOf(settings, parcel));
  const answer = successfulAnswer('Pathao', await session.call('POST', '/orders/bulk', { orders }));
  const failed = isFailure(answer) ? answer : null;
  for (const parcel of parcels) {
    outcomes.set(
      parcel.invoiceNo,
      failed ?? { ok: true, consignmentId: null, trackingCode: null, deliveryFee: null },
    );
  }
  return outcomes;
}

export async function pathaoStatus(
  session: PathaoSession,
  booking: { consignmentId: string | null },
): Promise<StatusAnswer> {
  if (!booking.consignmentId) return unavailable('Pathao has not named the consignment yet');
  const path = `/orders/${encodeURIComponent(booking.consignmentId)}/info`;
  const answer = successfulAnswer('Pathao', await session.call('GET', path));
  if (isFailure(answer)) return answer;
  const data = dataOf(answer);
  const slug = textOf(data.order_status_slug) ?? textOf(data.order_status);
  if (!slug) return unavailable('Pathao gave no status');
  return { ok: true, courierStatus: slug, collected: amountOf(data.collected_amount) };
}

/** What Pathao would charge for a parcel to its city and zone. */
export async function pathaoPriceQuote(
  session: PathaoSession,
  settings: PathaoSettings,
  parcel: ParcelToBook,
): Promise<{ ok: true; price: number } | CourierFailure> {
  const answer = successfulAnswer(
    'Pathao',
    await session.call('POST', '/merchant/price-plan', {
      store_id: settings.storeId,
      item_type: PARCEL,
      delivery_type: NORMAL_DELIVERY,
      item_weight: Math.max(PATHAO_MIN_KG, parcel.weightKg),
      recipient_city: parcel.location.cityId,
      recipient_zone: parcel.location.zoneId,
    }),
  );
  if (isFailure(answer)) return answer;
  const data = dataOf(answer);
  const price = amountOf(data.final_price) ?? amountOf(data.price);
  if (price === null) return unavailable('Pathao gave no price');
  return { ok: true, price };
}

/** Pathao's cities, a city's zones or a zone's areas. */
export async function pathaoPlaces(
  session: PathaoSession,
  kind: 'city' | 'zone' | 'area',
  parentId: number | null,
): Promise<CourierPlace[] | CourierFailure> {
  const path =
    kind === 'city'
      ? '/city-list'
      : kind === 'zone'
        ? `/cities/${parentId ?? 0}/zone-list`
        : `/zones/${parentId ?? 0}/area-list`;
  const answer = successfulAnswer('Pathao', await session.call('GET', path));
  if (isFailure(answer)) return answer;
  const rows = ((answer.body as { data?: { data?: unknown } } | null)?.data?.data ?? []) as Record<
    string,
    unknown
  >[];
  const idKey = `${kind}_id`;
  const nameKey = `${kind}_name`;
  return rows.flatMap((row): CourierPlace[] => {
    const id = amountOf(row[idKey]);
    const name = textOf(row[nameKey]);
    return id && name ? [{ id, name: name.trim(), parentId: parentId ?? 0 }] : [];
  });
}

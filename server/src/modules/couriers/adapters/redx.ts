import type { RedxSettings } from '../../../config';
import { trackingLinkOf } from '../tracking-links';
import type {
  BookingOutcome,
  CourierAdapter,
  CourierFailure,
  CourierPlace,
  ParcelToBook,
  StatusAnswer,
} from './courier';
import {
  amountOf,
  callCourier,
  isFailure,
  messageOf,
  successfulAnswer,
  textOf,
  unavailable,
  type CourierCall,
} from './http';
import { redxWebhook } from './redx-webhook';

const parcelOf = (settings: RedxSettings, parcel: ParcelToBook) => ({
  customer_name: parcel.recipientName,
  customer_phone: parcel.recipientPhone,
  delivery_area: parcel.location.areaName ?? '',
  delivery_area_id: parcel.location.areaId ?? 0,
  customer_address: parcel.recipientAddress,
  merchant_invoice_id: parcel.merchantOrderId,
  cash_collection_amount: String(parcel.amountToCollect),
  // Grams, as its parcel info reports the weight.
  parcel_weight: String(Math.round(parcel.weightKg * 1000)),
  instruction: '',
  value: String(parcel.value),
  ...(settings.pickupStoreId ? { pickup_store_id: settings.pickupStoreId } : {}),
});

async function bookOne(
  call: CourierCall,
  settings: RedxSettings,
  parcel: ParcelToBook,
): Promise<BookingOutcome> {
  const answer = successfulAnswer(
    'RedX',
    await call('POST', '/parcel', parcelOf(settings, parcel)),
  );
  if (isFailure(answer)) return answer;
  const tracking = textOf(((answer.body ?? {}) as { tracking_id?: unknown }).tracking_id);
  if (!tracking) return unavailable(`RedX named no tracking id: ${messageOf(answer)}`);
  return { ok: true, consignmentId: tracking, trackingCode: tracking, deliveryFee: null };
}

async function redxStatus(
  call: CourierCall,
  booking: { consignmentId: string | null; trackingCode: string | null },
): Promise<StatusAnswer> {
  const id = booking.trackingCode ?? booking.consignmentId;
  if (!id) return unavailable('RedX has not named the parcel yet');
  const answer = successfulAnswer(
    'RedX',
    await call('GET', `/parcel/info/${encodeURIComponent(id)}`),
  );
  if (isFailure(answer)) return answer;
  const parcel = ((answer.body ?? {}) as { parcel?: Record<string, unknown> }).parcel ?? {};
  const status = textOf(parcel.status);
  if (!status) return unavailable('RedX gave no status');
  return { ok: true, courierStatus: status, collected: null };
}

/** RedX's areas: it has no cities or zones. */
async function redxPlaces(
  call: CourierCall,
  kind: 'city' | 'zone' | 'area',
): Promise<CourierPlace[] | CourierFailure> {
  if (kind !== 'area') return [];
  const answer = successfulAnswer('RedX', await call('GET', '/areas'));
  if (isFailure(answer)) return answer;
  const areas = ((answer.body ?? {}) as { areas?: Record<string, unknown>[] }).areas ?? [];
  return areas.flatMap((area): CourierPlace[] => {
    const id = amountOf(area.id);
    const name = textOf(area.name);
    return id && name ? [{ id, name, parentId: 0 }] : [];
  });
}

/**
 * RedX's OpenAPI (v1.0.0-beta): the token in its `API-ACCESS-TOKEN: Bearer …` header; create
 * parcel (one per call: no bulk call), parcel info and tracking, the area list; webhooks to a
 * callback URL whose query carries the shop's token. RedX documents no refusal of a repeated
 * merchant invoice, so a booking cut by a crash is not sent again (docs/couriers.md).
 */
export function redxAdapter(settings: RedxSettings): CourierAdapter {
  const call: CourierCall = (method, path, body) =>
    callCourier('RedX', `${settings.url}${path}`, {
      method,
      headers: {
        'API-ACCESS-TOKEN': `Bearer ${settings.accessToken}`,
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  return {
    name: 'redx',
    bulkLimit: 1,
    idempotent: false,
    needsLocation: 'area',
    host: new URL(settings.url).host,
    async book(parcels) {
      const outcomes = new Map<number, BookingOutcome>();
      for (const parcel of parcels)
        outcomes.set(parcel.invoiceNo, await bookOne(call, settings, parcel));
      return outcomes;
    },
    status: (booking) => redxStatus(call, booking),
    async testConnection() {
      const answer = successfulAnswer('RedX', await call('GET', '/pickup/stores'));
      if (isFailure(answer)) return answer;
      const stores = ((answer.body ?? {}) as { pickup_stores?: unknown[] }).pickup_stores ?? [];
      return { ok: true, detail: `RedX answered: ${stores.length} pickup store(s)` };
    },
    places: (kind) => redxPlaces(call, kind),
    webhook: redxWebhook(settings),
    trackingLink: (parcel) => trackingLinkOf('redx', parcel),
  };
}

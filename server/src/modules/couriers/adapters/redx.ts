import { trackingLinkOf } from '../tracking-links';
import type { RedxSettings } from '../../../config';
import type {
  BookingOutcome,
  CourierAdapter,
  CourierPlace,
  ParcelToBook,
  StatusAnswer,
} from './courier';
import {
  amountOf,
  callCourier,
  failureOfStatus,
  isFailure,
  messageOf,
  sameSecret,
  textOf,
  timeOf,
} from './http';

/**
 * RedX's OpenAPI (v1.0.0-beta): the token in its `API-ACCESS-TOKEN: Bearer …` header; create
 * parcel (one per call: no bulk call), parcel info and tracking, the area list; webhooks to a
 * callback URL whose query carries the shop's token. RedX documents no refusal of a repeated
 * merchant invoice, so a booking cut by a crash is not sent again (docs/couriers.md).
 */
export function redxAdapter(settings: RedxSettings): CourierAdapter {
  const call = (method: 'GET' | 'POST', path: string, body?: unknown) =>
    callCourier('RedX', `${settings.url}${path}`, {
      method,
      headers: {
        'API-ACCESS-TOKEN': `Bearer ${settings.accessToken}`,
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });

  async function bookOne(parcel: ParcelToBook): Promise<BookingOutcome> {
    const answer = await call('POST', '/parcel', {
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
    if (isFailure(answer)) return answer;
    const failed = failureOfStatus('RedX', answer);
    if (failed) return failed;
    const tracking = textOf(((answer.body ?? {}) as { tracking_id?: unknown }).tracking_id);
    if (!tracking)
      return {
        ok: false,
        retry: true,
        code: 'courier_unavailable',
        reason: `RedX named no tracking id: ${messageOf(answer)}`,
      };
    return { ok: true, consignmentId: tracking, trackingCode: tracking, deliveryFee: null };
  }

  return {
    name: 'redx',
    bulkLimit: 1,
    idempotent: false,
    needsLocation: 'area',
    host: new URL(settings.url).host,

    async book(parcels) {
      const outcomes = new Map<number, BookingOutcome>();
      for (const parcel of parcels) outcomes.set(parcel.invoiceNo, await bookOne(parcel));
      return outcomes;
    },

    async status(booking): Promise<StatusAnswer> {
      const id = booking.trackingCode ?? booking.consignmentId;
      if (!id)
        return {
          ok: false,
          retry: true,
          code: 'courier_unavailable',
          reason: 'RedX has not named the parcel yet',
        };
      const answer = await call('GET', `/parcel/info/${encodeURIComponent(id)}`);
      if (isFailure(answer)) return answer;
      const failed = failureOfStatus('RedX', answer);
      if (failed) return failed;
      const parcel = ((answer.body ?? {}) as { parcel?: Record<string, unknown> }).parcel ?? {};
      const status = textOf(parcel.status);
      if (!status)
        return {
          ok: false,
          retry: true,
          code: 'courier_unavailable',
          reason: 'RedX gave no status',
        };
      return { ok: true, courierStatus: status, collected: null };
    },

    async testConnection() {
      const answer = await call('GET', '/pickup/stores');
      if (isFailure(answer)) return answer;
      const failed = failureOfStatus('RedX', answer);
      if (failed) return failed;
      const stores = ((answer.body ?? {}) as { pickup_stores?: unknown[] }).pickup_stores ?? [];
      return { ok: true, detail: `RedX answered: ${stores.length} pickup store(s)` };
    },

    async places(kind) {
      if (kind !== 'area') return [];
      const answer = await call('GET', '/areas');
      if (isFailure(answer)) return answer;
      const failed = failureOfStatus('RedX', answer);
      if (failed) return failed;
      const areas = ((answer.body ?? {}) as { areas?: Record<string, unknown>[] }).areas ?? [];
      return areas.flatMap((area): CourierPlace[] => {
        const id = amountOf(area.id);
        const name = textOf(area.name);
        return id && name ? [{ id, name, parentId: 0 }] : [];
      });
    },

    webhook: {
      configured: settings.webhookToken !== null,
      check(request) {
        const given = request.query.token;
        if (typeof given !== 'string' || given === '') return 'missing';
        return settings.webhookToken && sameSecret(given, settings.webhookToken) ? 'ok' : 'forged';
      },
      handshake: () => null,
      parse(body) {
        const tracking = textOf(body.tracking_number);
        const status = textOf(body.status) ?? 'unknown';
        return {
          dedupeKey: `${tracking ?? textOf(body.invoice_number) ?? ''}|${status}|${textOf(body.timestamp) ?? ''}`,
          courierStatus: status,
          consignmentId: tracking,
          merchantOrderId: textOf(body.invoice_number),
          trackingCode: tracking,
          collected: null,
          happenedAt: timeOf(body.timestamp),
        };
      },
      accepted: (replayed) => ({
        status: 200,
        headers: {},
        body: { success: true, message: replayed ? 'Already received' : 'Received' },
      }),
    },

    trackingLink: (parcel) => trackingLinkOf('redx', parcel),
  };
}

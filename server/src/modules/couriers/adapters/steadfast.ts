import { trackingLinkOf } from '../tracking-links';
import type { SteadfastSettings } from '../../../config';
import type {
  BookingOutcome,
  CourierAdapter,
  CourierFailure,
  ParcelToBook,
  StatusAnswer,
} from './courier';
import {
  amountOf,
  callCourier,
  failureOfStatus,
  headerOf,
  isFailure,
  messageOf,
  sameSecret,
  textOf,
  timeOf,
  type CourierAnswer,
} from './http';

/** Steadfast's documented ceiling of one bulk call. */
export const STEADFAST_BULK_LIMIT = 500;

/** Steadfast refused an invoice it already has: the order was made by an earlier try. */
const isDuplicateInvoice = (answer: CourierAnswer) => {
  const errors = ((answer.body ?? {}) as { errors?: Record<string, unknown> }).errors;
  const said = errors?.invoice ? JSON.stringify(errors.invoice) : messageOf(answer);
  return /invoice/i.test(said) || errors?.invoice
    ? /taken|already|duplicate|exist|unique/i.test(said)
    : false;
};

/**
 * Steadfast's merchant API v1 (portal.packzy.com): the Api-Key and Secret-Key headers on every
 * call; create order (its `invoice` must be unique, so a repeat is refused, never made twice),
 * bulk create (up to 500, `data` a JSON-encoded array as its documentation's example sends it),
 * status by consignment id, invoice or tracking code, balance; webhooks with a bearer token.
 */
export function steadfastAdapter(settings: SteadfastSettings): CourierAdapter {
  const headers = {
    'Api-Key': settings.apiKey,
    'Secret-Key': settings.secretKey,
    'content-type': 'application/json',
    accept: 'application/json',
  };
  const call = (method: 'GET' | 'POST', path: string, body?: unknown, timeoutMs?: number) =>
    callCourier(
      'Steadfast',
      `${settings.url}${path}`,
      { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) },
      timeoutMs,
    );

  const orderOf = (parcel: ParcelToBook) => ({
    invoice: parcel.merchantOrderId,
    recipient_name: parcel.recipientName,
    recipient_phone: parcel.recipientPhone,
    recipient_address: parcel.recipientAddress,
    cod_amount: parcel.amountToCollect,
    note: `Invoice ${parcel.invoiceNo}`,
    item_description: parcel.description,
    total_lot: parcel.itemQuantity,
    delivery_type: 0,
  });

  async function statusBy(path: string): Promise<StatusAnswer> {
    const answer = await call('GET', path);
    if (isFailure(answer)) return answer;
    const failed = failureOfStatus('Steadfast', answer);
    if (failed) return failed;
    const status = textOf(((answer.body ?? {}) as { delivery_status?: unknown }).delivery_status);
    if (!status)
      return {
        ok: false,
        retry: true,
        code: 'courier_unavailable',
        reason: 'Steadfast gave no status',
      };
    return { ok: true, courierStatus: status, collected: null };
  }

  async function bookOne(parcel: ParcelToBook): Promise<BookingOutcome> {
    const answer = await call('POST', '/create_order', orderOf(parcel));
    if (isFailure(answer)) return answer;
    if (
      answer.status >= 400 &&
      answer.status < 500 &&
      answer.status !== 429 &&
      isDuplicateInvoice(answer)
    ) {
      // Made by a try whose answer was lost: Steadfast still knows it by the invoice.
      const known = await statusBy(
        `/status_by_invoice/${encodeURIComponent(parcel.merchantOrderId)}`,
      );
      if (known.ok) return { ok: true, consignmentId: null, trackingCode: null, deliveryFee: null };
      return known;
    }
    const failed = failureOfStatus('Steadfast', answer);
    if (failed) return failed;
    const consignment = ((answer.body ?? {}) as { consignment?: Record<string, unknown> })
      .consignment;
    const id = textOf(consignment?.consignment_id);
    if (!id)
      return {
        ok: false,
        retry: true,
        code: 'courier_unavailable',
        reason: `Steadfast named no consignment: ${messageOf(answer)}`,
      };
    return {
      ok: true,
      consignmentId: id,
      trackingCode: textOf(consignment?.tracking_code),
      deliveryFee: null,
    };
  }

  async function bookMany(parcels: readonly ParcelToBook[]): Promise<Map<number, BookingOutcome>> {
    const outcomes = new Map<number, BookingOutcome>();
    const answer = await call('POST', '/create_order/bulk-order', {
      data: JSON.stringify(parcels.map(orderOf)),
    });
    const failed = isFailure(answer) ? answer : failureOfStatus('Steadfast', answer);
    if (failed) {
      for (const parcel of parcels) outcomes.set(parcel.invoiceNo, failed);
      return outcomes;
    }
    const reply = (answer as CourierAnswer).body;
    const items = (
      Array.isArray(reply) ? reply : ((reply as { data?: unknown } | null)?.data ?? [])
    ) as Record<string, unknown>[];
    const byInvoice = new Map(items.map((item) => [textOf(item.invoice), item]));
    for (const parcel of parcels) {
      const item = byInvoice.get(parcel.merchantOrderId);
      const id = textOf(item?.consignment_id);
      if (item && item.status === 'success' && id) {
        outcomes.set(parcel.invoiceNo, {
          ok: true,
          consignmentId: id,
          trackingCode: textOf(item.tracking_code),
          deliveryFee: null,
        });
      } else {
        const why: CourierFailure = item
          ? {
              ok: false,
              retry: false,
              code: 'courier_rejected',
              reason: `Steadfast refused invoice ${parcel.merchantOrderId}${textOf(item.message) ? `: ${textOf(item.message)}` : ' (status error)'}`,
            }
          : {
              ok: false,
              retry: true,
              code: 'courier_unavailable',
              reason: `Steadfast's bulk answer did not mention invoice ${parcel.merchantOrderId}`,
            };
        outcomes.set(parcel.invoiceNo, why);
      }
    }
    return outcomes;
  }

  return {
    name: 'steadfast',
    bulkLimit: STEADFAST_BULK_LIMIT,
    idempotent: true,
    needsLocation: 'none',
    host: new URL(settings.url).host,

    async book(parcels) {
      if (parcels.length === 1) {
        const [parcel] = parcels as [ParcelToBook];
        return new Map([[parcel.invoiceNo, await bookOne(parcel)]]);
      }
      return bookMany(parcels);
    },

    status(booking) {
      if (booking.consignmentId)
        return statusBy(`/status_by_cid/${encodeURIComponent(booking.consignmentId)}`);
      if (booking.trackingCode)
        return statusBy(`/status_by_trackingcode/${encodeURIComponent(booking.trackingCode)}`);
      return statusBy(`/status_by_invoice/${encodeURIComponent(booking.merchantOrderId)}`);
    },

    async testConnection() {
      const answer = await call('GET', '/get_balance');
      if (isFailure(answer)) return answer;
      const failed = failureOfStatus('Steadfast', answer);
      if (failed) return failed;
      const balance = amountOf(
        ((answer.body ?? {}) as { current_balance?: unknown }).current_balance,
      );
      return { ok: true, detail: `Steadfast answered: balance ৳${balance ?? '?'}` };
    },

    places: async () => [],

    // GET /fraud_check/{phone}: the number's parcels across Steadfast's merchants, as public
    // clients of its merchant API read it (not in its API document v1; docs/risk.md).
    async fraudCheck(phone, timeoutMs) {
      const answer = await call(
        'GET',
        `/fraud_check/${encodeURIComponent(phone)}`,
        undefined,
        timeoutMs,
      );
      if (isFailure(answer)) return answer;
      const failed = failureOfStatus('Steadfast', answer);
      if (failed) return failed;
      const said = (answer.body ?? {}) as Record<string, unknown>;
      const total = amountOf(said.total_parcels);
      const delivered = amountOf(said.total_delivered);
      const cancelled = amountOf(said.total_cancelled);
      if (total === null || delivered === null || cancelled === null) {
        return {
          ok: false,
          retry: false,
          code: 'courier_rejected',
          reason: `Steadfast's fraud check answered without its counts: ${messageOf(answer)}`,
        };
      }
      return { totalParcels: total, delivered, cancelled };
    },

    webhook: {
      configured: settings.webhookToken !== null,
      check(request) {
        const given = headerOf(request.headers, 'authorization');
        const bearer = given && /^Bearer\s+(.+)$/i.exec(given)?.[1]?.trim();
        if (!bearer) return 'missing';
        return settings.webhookToken && sameSecret(bearer, settings.webhookToken) ? 'ok' : 'forged';
      },
      handshake: () => null,
      parse(body) {
        const type = textOf(body.notification_type) ?? 'unknown';
        const status = textOf(body.status);
        const consignment = textOf(body.consignment_id);
        const courierStatus = type === 'delivery_status' && status ? status.toLowerCase() : type;
        return {
          dedupeKey: [
            type,
            consignment ?? textOf(body.invoice) ?? '',
            status ?? '',
            textOf(body.updated_at) ?? '',
            textOf(body.tracking_message) ?? '',
          ].join('|'),
          courierStatus,
          consignmentId: consignment,
          merchantOrderId: textOf(body.invoice),
          trackingCode: textOf(body.tracking_code),
          collected: type === 'delivery_status' ? amountOf(body.cod_amount) : null,
          happenedAt: timeOf(body.updated_at),
        };
      },
      accepted: (replayed) => ({
        status: 200,
        headers: {},
        body: {
          status: 'success',
          message: replayed ? 'Already received.' : 'Webhook received successfully.',
        },
      }),
    },

    trackingLink: (parcel) => trackingLinkOf('steadfast', parcel),
  };
}

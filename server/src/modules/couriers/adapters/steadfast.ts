import type { SteadfastSettings } from '../../../config';
import { trackingLinkOf } from '../tracking-links';
import type { CourierAdapter, CourierFailure, FraudCheckAnswer } from './courier';
import {
  amountOf,
  callCourier,
  isFailure,
  messageOf,
  successfulAnswer,
  type CourierAnswer,
} from './http';
import { bookAtSteadfast, steadfastStatus } from './steadfast-orders';
import { steadfastWebhook } from './steadfast-webhook';

/** Steadfast's documented ceiling of one bulk call. */
export const STEADFAST_BULK_LIMIT = 500;

/** A fraud check's counts, or why the answer is of no use. */
function fraudCountsOf(answer: CourierAnswer): FraudCheckAnswer | CourierFailure {
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
}

/**
 * Steadfast's merchant API v1 (portal.packzy.com): the Api-Key and Secret-Key headers on every
 * call; create order (its `invoice` must be unique, so a repeat is refused, never made twice),
 * bulk create (up to 500, `data` a JSON-encoded array as its documentation's example sends it),
 * status by consignment id, invoice or tracking code (steadfast-orders), balance; webhooks with
 * a bearer token (steadfast-webhook).
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
  return {
    name: 'steadfast',
    bulkLimit: STEADFAST_BULK_LIMIT,
    idempotent: true,
    needsLocation: 'none',
    host: new URL(settings.url).host,
    book: (parcels) => bookAtSteadfast(call, parcels),
    status: (booking) => steadfastStatus(call, booking),
    async testConnection() {
      const answer = successfulAnswer('Steadfast', await call('GET', '/get_balance'));
      if (isFailure(answer)) return answer;
      const balance = amountOf(
        ((answer.body ?? {}) as { current_balance?: unknown }).current_balance,
      );
      return { ok: true, detail: `Steadfast answered: balance ৳${balance ?? '?'}` };
    },
    places: async () => [],
    // GET /fraud_check/{phone}: the number's parcels across Steadfast's merchants, as public
    // clients of its merchant API read it (not in its API document v1; docs/risk.md).
    async fraudCheck(phone, timeoutMs) {
      const path = `/fraud_check/${encodeURIComponent(phone)}`;
      const answer = successfulAnswer('Steadfast', await call('GET', path, undefined, timeoutMs));
      return isFailure(answer) ? answer : fraudCountsOf(answer);
    },
    webhook: steadfastWebhook(settings),
    trackingLink: (parcel) => trackingLinkOf('steadfast', parcel),
  };
}

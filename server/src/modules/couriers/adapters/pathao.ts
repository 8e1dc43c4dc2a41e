import { trackingLinkOf } from '../tracking-links';
import type { PathaoSettings } from '../../../config';
import type {
  BookingOutcome,
  CourierAdapter,
  CourierFailure,
  CourierPlace,
  ParcelToBook,
  StatusAnswer,
  WebhookRequest,
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

/** Pathao's delivery types and item types (its merchant API's enums). */
const NORMAL_DELIVERY = 48;
/** Pathao's lightest weight, in kg: it refuses less (and charges as much for a lighter parcel). */
const PATHAO_MIN_KG = 0.5;
const PARCEL = 2;
/** Pathao's webhook headers: the secret it sends, and the one it wants back. */
export const PATHAO_SIGNATURE_HEADER = 'x-pathao-signature';
const PATHAO_INTEGRATION_HEADER = 'X-Pathao-Merchant-Webhook-Integration-Secret';
/** A token is renewed this long before Pathao says it expires: a call never leaves with a dying one. */
const TOKEN_MARGIN_MS = 5 * 60_000;

interface Token {
  access: string;
  refresh: string | null;
  expiresAt: number;
}

/**
 * Pathao's merchant API (api-hermes, "aladdin" v1): an OAuth2 token from the client id and secret
 * with the merchant's e-mail and password (password grant), renewed with its refresh token;
 * create order, bulk create (asynchronous: 202, the consignment ids come by webhook), order info,
 * price plan, city/zone/area lists; webhooks carrying the shop's secret in X-PATHAO-Signature and
 * answered 202 with X-Pathao-Merchant-Webhook-Integration-Secret.
 */
export function pathaoAdapter(
  settings: PathaoSettings,
  now: () => number = Date.now,
): CourierAdapter & {
  priceQuote(parcel: ParcelToBook): Promise<{ ok: true; price: number } | CourierFailure>;
} {
  const api = `${settings.url}/aladdin/api/v1`;
  let token: Token | null = null;
  let issuing: Promise<Token | CourierFailure> | null = null;

  async function issue(grant: 'password' | 'refresh_token'): Promise<Token | CourierFailure> {
    const body =
      grant === 'refresh_token' && token?.refresh
        ? { grant_type: 'refresh_token', refresh_token: token.refresh }
        : { grant_type: 'password', username: settings.username, password: settings.password };
    const answer = await callCourier('Pathao', `${api}/issue-token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({
        client_id: settings.clientId,
        client_secret: settings.clientSecret,
        ...body,
      }),
    });
    if (isFailure(answer)) return answer;
    const failed = failureOfStatus('Pathao', answer);
    if (failed) {
      // A refused refresh token is worth one password grant before giving up.
      if (grant === 'refresh_token' && failed.code !== 'courier_unavailable')
        return issue('password');
      // Pathao answers a wrong client or password with 400/401: either way the credentials.
      return failed.code === 'courier_rejected'
        ? { ...failed, code: 'courier_auth_failed', retry: true }
        : failed;
    }
    const reply = (answer.body ?? {}) as {
      access_token?: unknown;
      refresh_token?: unknown;
      expires_in?: unknown;
    };
    if (typeof reply.access_token !== 'string') {
      return {
        ok: false,
        retry: true,
        code: 'courier_unavailable',
        reason: 'Pathao issued no token',
      };
    }
    const seconds = amountOf(reply.expires_in) ?? 3600;
    return {
      access: reply.access_token,
      refresh: typeof reply.refresh_token === 'string' ? reply.refresh_token : null,
      expiresAt: now() + seconds * 1000 - TOKEN_MARGIN_MS,
    };
  }

  /** The token in hand, renewed when it ran out; one issue at a time for all the calls waiting. */
  async function accessToken(force = false): Promise<string | CourierFailure> {
    if (!force && token && token.expiresAt > now()) return token.access;
    issuing ??= issue(token?.refresh ? 'refresh_token' : 'password').finally(() => {
      issuing = null;
    });
    const got = await issuing;
    if (isFailure(got)) {
      token = null;
      return got;
    }
    token = got;
    return got.access;
  }

  /** A call with the token; a 401 (the token revoked early) gets one fresh token and one more try. */
  async function call(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
  ): Promise<CourierAnswer | CourierFailure> {
    for (let attempt = 0; attempt < 2; attempt++) {
      const access = await accessToken(attempt > 0);
      if (typeof access !== 'string') return access;
      const answer = await callCourier('Pathao', `${api}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${access}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json; charset=UTF-8' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      if (isFailure(answer) || answer.status !== 401 || attempt > 0) return answer;
    }
    throw new Error('unreachable: the loop returns on its second pass');
  }

  const orderOf = (parcel: ParcelToBook) => ({
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

  async function bookOne(parcel: ParcelToBook): Promise<BookingOutcome> {
    const answer = await call('POST', '/orders', orderOf(parcel));
    if (isFailure(answer)) return answer;
    const failed = failureOfStatus('Pathao', answer);
    if (failed) return failed;
    const data = ((answer.body ?? {}) as { data?: Record<string, unknown> }).data ?? {};
    const consignment = textOf(data.consignment_id);
    if (!consignment) {
      return {
        ok: false,
        retry: true,
        code: 'courier_unavailable',
        reason: `Pathao named no consignment: ${messageOf(answer)}`,
      };
    }
    // Pathao's consignment id is also what its tracking page asks for.
    return {
      ok: true,
      consignmentId: consignment,
      trackingCode: consignment,
      deliveryFee: amountOf(data.delivery_fee),
    };
  }

  async function places(kind: 'city' | 'zone' | 'area', parentId: number | null) {
    const path =
      kind === 'city'
        ? '/city-list'
        : kind === 'zone'
          ? `/cities/${parentId ?? 0}/zone-list`
          : `/zones/${parentId ?? 0}/area-list`;
    const answer = await call('GET', path);
    if (isFailure(answer)) return answer;
    const failed = failureOfStatus('Pathao', answer);
    if (failed) return failed;
    const rows = ((answer.body as { data?: { data?: unknown } } | null)?.data?.data ??
      []) as Record<string, unknown>[];
    const idKey = `${kind}_id`;
    const nameKey = `${kind}_name`;
    return rows.flatMap((row): CourierPlace[] => {
      const id = amountOf(row[idKey]);
      const name = textOf(row[nameKey]);
      return id && name ? [{ id, name: name.trim(), parentId: parentId ?? 0 }] : [];
    });
  }

  return {
    name: 'pathao',
    // Its bulk call is asynchronous: the consignment ids come only by webhook, so without one
    // each order is booked by its own call, which answers with its consignment id.
    bulkLimit: settings.webhookSecret ? 100 : 1,
    idempotent: false,
    needsLocation: 'city_zone',
    host: new URL(settings.url).host,

    async book(parcels) {
      const outcomes = new Map<number, BookingOutcome>();
      if (parcels.length === 1 || !settings.webhookSecret) {
        for (const parcel of parcels) outcomes.set(parcel.invoiceNo, await bookOne(parcel));
        return outcomes;
      }
      const answer = await call('POST', '/orders/bulk', { orders: parcels.map(orderOf) });
      const failed = isFailure(answer) ? answer : failureOfStatus('Pathao', answer);
      for (const parcel of parcels) {
        outcomes.set(
          parcel.invoiceNo,
          failed ?? { ok: true, consignmentId: null, trackingCode: null, deliveryFee: null },
        );
      }
      return outcomes;
    },

    async status(booking): Promise<StatusAnswer> {
      if (!booking.consignmentId) {
        return {
          ok: false,
          retry: true,
          code: 'courier_unavailable',
          reason: 'Pathao has not named the consignment yet',
        };
      }
      const answer = await call('GET', `/orders/${encodeURIComponent(booking.consignmentId)}/info`);
      if (isFailure(answer)) return answer;
      const failed = failureOfStatus('Pathao', answer);
      if (failed) return failed;
      const data = ((answer.body ?? {}) as { data?: Record<string, unknown> }).data ?? {};
      const slug = textOf(data.order_status_slug) ?? textOf(data.order_status);
      if (!slug)
        return {
          ok: false,
          retry: true,
          code: 'courier_unavailable',
          reason: 'Pathao gave no status',
        };
      return { ok: true, courierStatus: slug, collected: amountOf(data.collected_amount) };
    },

    async testConnection() {
      // The password grant itself: a refresh token in hand would not prove the password.
      const got = await issue('password');
      if (isFailure(got)) return got;
      token = got;
      return { ok: true, detail: `Pathao issued a token for store ${settings.storeId}` };
    },

    places,

    async priceQuote(parcel) {
      const answer = await call('POST', '/merchant/price-plan', {
        store_id: settings.storeId,
        item_type: PARCEL,
        delivery_type: NORMAL_DELIVERY,
        item_weight: Math.max(PATHAO_MIN_KG, parcel.weightKg),
        recipient_city: parcel.location.cityId,
        recipient_zone: parcel.location.zoneId,
      });
      if (isFailure(answer)) return answer;
      const failed = failureOfStatus('Pathao', answer);
      if (failed) return failed;
      const data = ((answer.body ?? {}) as { data?: Record<string, unknown> }).data ?? {};
      const price = amountOf(data.final_price) ?? amountOf(data.price);
      if (price === null)
        return {
          ok: false,
          retry: true,
          code: 'courier_unavailable',
          reason: 'Pathao gave no price',
        };
      return { ok: true, price };
    },

    webhook: {
      configured: settings.webhookSecret !== null,
      check(request: WebhookRequest) {
        const given = headerOf(request.headers, PATHAO_SIGNATURE_HEADER);
        if (!given) return 'missing';
        return settings.webhookSecret && sameSecret(given, settings.webhookSecret)
          ? 'ok'
          : 'forged';
      },
      handshake(request) {
        // Checked first like any event: the answer carries the secret, which a stranger must not get.
        if (request.body.event !== 'webhook_integration') return null;
        return {
          status: 202,
          headers: { [PATHAO_INTEGRATION_HEADER]: settings.webhookSecret ?? '' },
          body: { message: 'Webhook integrated' },
        };
      },
      parse(body) {
        const event = textOf(body.event) ?? 'unknown';
        const consignment = textOf(body.consignment_id);
        const at = textOf(body.timestamp) ?? textOf(body.updated_at);
        return {
          dedupeKey: `${event}|${consignment ?? textOf(body.store_id) ?? ''}|${at ?? ''}`,
          courierStatus: event,
          consignmentId: consignment,
          merchantOrderId: textOf(body.merchant_order_id),
          trackingCode: consignment,
          collected: amountOf(body.collected_amount),
          happenedAt: timeOf(body.timestamp) ?? timeOf(body.updated_at),
        };
      },
      accepted: (replayed) => ({
        status: 202,
        headers: { [PATHAO_INTEGRATION_HEADER]: settings.webhookSecret ?? '' },
        body: { message: replayed ? 'Already received' : 'Accepted' },
      }),
    },

    trackingLink: (parcel) => trackingLinkOf('pathao', parcel),
  };
}

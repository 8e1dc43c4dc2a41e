import type { PathaoSettings } from '../../../config';
import { trackingLinkOf } from '../tracking-links';
import type { CourierAdapter, CourierFailure, ParcelToBook } from './courier';
import { bookAtPathao, pathaoPlaces, pathaoPriceQuote, pathaoStatus } from './pathao-orders';
import { PathaoSession } from './pathao-session';
import { pathaoWebhook } from './pathao-webhook';

/**
 * Pathao's merchant API (api-hermes, "aladdin" v1): an OAuth2 token (pathao-session); create
 * order, bulk create (asynchronous: 202, the consignment ids come by webhook), order info, price
 * plan, city/zone/area lists (pathao-orders); webhooks carrying the shop's secret
 * (pathao-webhook).
 */
export function pathaoAdapter(
  settings: PathaoSettings,
  now: () => number = Date.now,
): CourierAdapter & {
  priceQuote(parcel: ParcelToBook): Promise<{ ok: true; price: number } | CourierFailure>;
} {
  const session = new PathaoSession(settings, now);
  return {
    name: 'pathao',
    // Its bulk call is asynchronous: the consignment ids come only by webhook, so without one
    // each order is booked by its own call, which answers with its consignment id.
    bulkLimit: settings.webhookSecret ? 100 : 1,
    idempotent: false,
    needsLocation: 'city_zone',
    host: new URL(settings.url).host,
    book: (parcels) => bookAtPathao(session, settings, parcels),
    status: (booking) => pathaoStatus(session, booking),
    async testConnection() {
      const failed = await session.signIn();
      return failed ?? { ok: true, detail: `Pathao issued a token for store ${settings.storeId}` };
    },
    places: (kind, parentId) => pathaoPlaces(session, kind, parentId),
    priceQuote: (parcel) => pathaoPriceQuote(session, settings, parcel),
    webhook: pathaoWebhook(settings),
    trackingLink: (parcel) => trackingLinkOf('pathao', parcel),
  };
}

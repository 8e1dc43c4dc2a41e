import type { SteadfastSettings } from '../../../config';
import type { CourierWebhook } from './courier';
import { amountOf, headerOf, secretCheck, textOf, timeOf } from './http';

/** Steadfast's webhooks: a bearer token, answered 200. */
export function steadfastWebhook(settings: SteadfastSettings): CourierWebhook {
  return {
    configured: settings.webhookToken !== null,
    check(request) {
      const given = headerOf(request.headers, 'authorization');
      const bearer = given && /^Bearer\s+(.+)$/i.exec(given)?.[1]?.trim();
      return secretCheck(bearer, settings.webhookToken);
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
  };
}

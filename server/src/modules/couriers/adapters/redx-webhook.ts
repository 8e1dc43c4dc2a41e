import type { RedxSettings } from '../../../config';
import type { CourierWebhook } from './courier';
import { secretCheck, textOf, timeOf } from './http';

/** RedX's webhooks: a callback URL whose query carries the shop's token, answered 200. */
export function redxWebhook(settings: RedxSettings): CourierWebhook {
  return {
    configured: settings.webhookToken !== null,
    check: (request) => secretCheck(request.query.token, settings.webhookToken),
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
  };
}

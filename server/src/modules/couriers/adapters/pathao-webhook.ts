import type { PathaoSettings } from '../../../config';
import type { CourierWebhook } from './courier';
import { amountOf, headerOf, secretCheck, textOf, timeOf } from './http';

/** Pathao's webhook headers: the secret it sends, and the one it wants back. */
export const PATHAO_SIGNATURE_HEADER = 'x-pathao-signature';
const PATHAO_INTEGRATION_HEADER = 'X-Pathao-Merchant-Webhook-Integration-Secret';

/**
 * Pathao's webhooks: the shop's secret in X-PATHAO-Signature, answered 202 with
 * X-Pathao-Merchant-Webhook-Integration-Secret.
 */
export function pathaoWebhook(settings: PathaoSettings): CourierWebhook {
  const answer = (message: string) => ({
    status: 202 as const,
    headers: { [PATHAO_INTEGRATION_HEADER]: settings.webhookSecret ?? '' },
    body: { message },
  });
  return {
    configured: settings.webhookSecret !== null,
    check: (request) =>
      secretCheck(headerOf(request.headers, PATHAO_SIGNATURE_HEADER), settings.webhookSecret),
    // Checked first like any event: the answer carries the secret, which a stranger must not get.
    handshake: (request) =>
      request.body.event === 'webhook_integration' ? answer('Webhook integrated') : null,
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
    accepted: (replayed) => answer(replayed ? 'Already received' : 'Accepted'),
  };
}

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CONTROL_CHARACTERS_MESSAGE, courierParams, z } from '@poshak/shared-api/schemas';
import { badRequest, forbidden, notFound, unauthorized } from '../../errors';
import { ACCESS } from '../../plugins/access';
import { courierAdapters } from './adapters/choose';
import type { WebhookAnswer } from './adapters/courier';
import { storeCourierEvent } from './events';
import { COURIER_TITLES } from './messages';

const anyJson = z.record(z.string(), z.unknown());

/** C0 (but tab, line feed, carriage return), DEL and C1: never in a courier's text. */
const isControl = (code: number) =>
  (code <= 0x1f && code !== 0x09 && code !== 0x0a && code !== 0x0d) ||
  (code >= 0x7f && code <= 0x9f);
const hasControl = (text: string) => [...text].some((ch) => isControl(ch.codePointAt(0) ?? 0));

/**
 * The first text of a webhook's body or query holding a control character, as the field it
 * came in: such a payload is refused (400 naming it) before it is checked or stored, since it
 * would reach the staff's pages and logs as it is.
 */
function fieldWithControl(value: unknown, path: string): string | null {
  if (typeof value === 'string') return hasControl(value) ? path : null;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = fieldWithControl(item, `${path}.${i}`);
      if (found) return found;
    }
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = fieldWithControl(item, path ? `${path}.${key}` : key);
      if (found) return found;
    }
  }
  return null;
}

/**
 * Where the couriers tell the shop of each step of a parcel. A call is checked (Pathao's secret
 * header, Steadfast's bearer token, RedX's token in the address), stored and answered at once:
 * the order is moved later by the courier worker, once. A replay is recognised and answered
 * as taken, without being stored or acted on again.
 */
const courierWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const adapters = courierAdapters(app.config);

  app.post(
    '/couriers/:courier/webhook',
    {
      config: { access: ACCESS.public, changes: [] },
      schema: {
        tags: ['couriers'],
        summary: 'A courier’s webhook: a parcel’s step, stored and worked after the answer',
        description:
          'Pathao: X-PATHAO-Signature carries the shop’s webhook secret (the integration call is ' +
          'answered 202 with X-Pathao-Merchant-Webhook-Integration-Secret); Steadfast: ' +
          '`Authorization: Bearer <token>`; RedX: `?token=<token>`. 401 without the credential, ' +
          '403 with a wrong one, 404 for a courier without a webhook set up.',
        params: courierParams,
        body: anyJson,
        response: { 200: anyJson, 202: anyJson },
      },
    },
    async (request, reply) => {
      const courier = request.params.courier;
      const adapter = adapters[courier];
      if (!adapter || !adapter.webhook.configured) {
        throw notFound(`courier: no webhook of ${COURIER_TITLES[courier]} is set up on this shop`);
      }
      const bad = fieldWithControl(request.query, '') ?? fieldWithControl(request.body, '');
      if (bad) throw badRequest(`${bad}: ${CONTROL_CHARACTERS_MESSAGE}`);
      const call = {
        headers: request.headers,
        query: request.query as Record<string, unknown>,
        body: request.body,
      };
      const checked = adapter.webhook.check(call);
      if (checked === 'missing')
        throw unauthorized(`${COURIER_TITLES[courier]}'s credential is missing`);
      if (checked === 'forged')
        throw forbidden(`${COURIER_TITLES[courier]}'s credential does not match`);
      // Each courier's own success status (Pathao wants 202), always one of the two declared.
      const answer = (a: WebhookAnswer) =>
        reply
          .code(a.status === 202 ? 202 : 200)
          .headers(a.headers)
          .send(a.body);
      const handshake = adapter.webhook.handshake(call);
      if (handshake) return answer(handshake);
      const event = adapter.webhook.parse(request.body);
      const stored = await storeCourierEvent(app.db, courier, 'webhook', event, request.body);
      request.log.info(
        {
          courier,
          courier_status: event.courierStatus,
          consignment_id: event.consignmentId,
          replayed: stored.replayed,
        },
        'courier webhook',
      );
      return answer(adapter.webhook.accepted(stored.replayed));
    },
  );
};

export default courierWebhookRoutes;

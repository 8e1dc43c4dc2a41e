import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  okMessage,
  smsMessageList,
  smsMessageListQuery,
  smsMessageParams,
} from '@poshak/shared-api/schemas';
import { ACCESS } from '../../plugins/access';
import { actorOf } from '../audit';
import { smsQueue } from './queue';

/**
 * The messages sent to shoppers, with the full numbers staff may need to call a shopper back,
 * and a given-up one queued again.
 */
const smsMessageRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['sms'];
  const queue = smsQueue(app.db);

  app.get(
    '/backoffice/sms/messages',
    {
      config: { access: ACCESS.staffRead },
      schema: {
        tags,
        summary: 'The SMS sent to shoppers, newest first, by invoice and status',
        description:
          '`failed` and `unsure` messages were given up, with the reason in `last_error`; ' +
          '`unsure`: a try was cut by a crash on a gateway that cannot be asked again safely.',
        querystring: smsMessageListQuery,
        response: { 200: smsMessageList },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return queue.list(request.query);
    },
  );

  app.post(
    '/backoffice/sms/messages/:id/resend',
    {
      // Who moves orders on may send their shopper's message again.
      config: { access: ACCESS.orderStatusWrite },
      schema: {
        tags,
        summary: 'Queue a failed or unsure SMS again (audited)',
        description: '409 when the message is not failed or unsure; 404 when there is none.',
        params: smsMessageParams,
        response: { 200: okMessage },
      },
    },
    async (request) => {
      await queue.resend(request.params.id, actorOf(request), new Date());
      return { message: 'Queued again' };
    },
  );
};

export default smsMessageRoutes;

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  blockedPhone,
  blockedPhoneList,
  blockedPhoneParams,
  blockPhoneBody,
  mobileDigits,
  okMessage,
} from '@poshak/shared-api/schemas';
import { ACCESS } from '../../plugins/access';
import { staffActorOf } from '../audit';
import { blocklist } from './blocklist';

/** The blocked numbers (docs/risk.md): their orders are accepted and held for a call. */
const blocklistRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['risk'];

  app.get(
    '/backoffice/blocklist',
    {
      config: { access: ACCESS.staffRead },
      schema: {
        tags,
        summary: 'The blocked numbers, newest first, each with its reason, who and when',
        response: { 200: blockedPhoneList },
      },
    },
    async () => blocklist(app.db).list(),
  );

  app.post(
    '/backoffice/blocklist',
    {
      config: { access: ACCESS.blockPhones },
      schema: {
        tags,
        summary: 'Block a number: its orders are accepted and held for a call, with the reason',
        description: 'Blocking a blocked number again replaces its reason. Audited.',
        body: blockPhoneBody,
        response: { 200: blockedPhone },
      },
    },
    async (request) =>
      blocklist(app.db).block(
        mobileDigits(request.body.phone),
        request.body.reason,
        staffActorOf(request),
      ),
  );

  app.delete(
    '/backoffice/blocklist/:phone',
    {
      config: { access: ACCESS.blockPhones },
      schema: {
        tags,
        summary: 'Take a number off the blocklist (its held orders stay held until released)',
        params: blockedPhoneParams,
        response: { 200: okMessage },
      },
    },
    async (request) => {
      await blocklist(app.db).unblock(mobileDigits(request.params.phone), staffActorOf(request));
      return { message: 'Unblocked' };
    },
  );
};

export default blocklistRoutes;

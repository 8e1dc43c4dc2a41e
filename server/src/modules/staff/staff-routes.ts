import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  okMessage,
  staffDirectory,
  staffParams,
  staffPasswordBody,
  staffRoleBody,
} from '@poshak/shared-api/schemas';
import { ACCESS } from '../../plugins/access';
import { staffActorOf } from '../audit';

/**
 * The staff page (admin only): the accounts with their last sign-in and the sign-up codes still
 * waiting; an account's role, a new password, its removal. Each change is audited under the
 * admin's name and ends the account's sessions at once.
 */
const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['staff'];
  const { staff } = app.repos;
  // Accounts and sessions are in no cached reply.
  const config = { access: ACCESS.adminOnly, changes: [] };

  app.get(
    '/backoffice/staff/accounts',
    {
      config,
      schema: {
        tags,
        summary: 'Every staff account with its role and last sign-in, and the waiting sign-ups',
        response: { 200: staffDirectory },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return staff.directory();
    },
  );

  const notLastAdmin =
    '404 names `id` when there is no such account; 409 when it is the shop’s last admin.';

  app.put(
    '/backoffice/staff/:id/role',
    {
      config,
      schema: {
        tags,
        summary: 'Give an account another role; its sessions end at once',
        description: notLastAdmin,
        params: staffParams,
        body: staffRoleBody,
        response: { 200: okMessage },
      },
    },
    async (request) => {
      await staff.changeBy(staffActorOf(request), request.params.id, { role: request.body.role });
      return { message: 'Successfully Updated' };
    },
  );

  app.put(
    '/backoffice/staff/:id/password',
    {
      config,
      schema: {
        tags,
        summary: 'Set a new password for an account; its sessions end at once',
        description: '404 names `id` when there is no such account.',
        params: staffParams,
        body: staffPasswordBody,
        response: { 200: okMessage },
      },
    },
    async (request) => {
      const passwordHash = await app.passwords.hash(request.body.password);
      await staff.changeBy(staffActorOf(request), request.params.id, { passwordHash });
      return { message: 'Successfully Updated' };
    },
  );

  app.delete(
    '/backoffice/staff/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Remove an account; its sessions end with it',
        description: notLastAdmin,
        params: staffParams,
        response: { 200: okMessage },
      },
    },
    async (request) => {
      await staff.changeBy(staffActorOf(request), request.params.id, 'remove');
      return { message: 'Successfully Deleted' };
    },
  );
};

export default staffRoutes;

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditListQuery, auditPage, staffAccount } from '@poshak/shared-api/schemas';
import { ACCESS } from '../../plugins/access';

/**
 * The audit log, for admins: read only. No route writes, changes or deletes it — each write path
 * records its own change (modules/audit) and the database refuses UPDATE and DELETE.
 */
const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['audit'];

  app.get(
    '/backoffice/audit',
    {
      config: { access: ACCESS.adminOnly },
      schema: {
        tags,
        summary: 'Who changed what: staff changes newest first, by person, kind and days',
        description:
          'Keyset pages: pass the `next_before` of a page as `before` for the next (older) one.',
        querystring: auditListQuery,
        response: { 200: auditPage },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return app.repos.audit.list(request.query);
    },
  );

  app.get(
    '/backoffice/staff',
    {
      config: { access: ACCESS.adminOnly },
      schema: {
        tags,
        summary: 'The staff accounts (id, name, role), for the audit page',
        response: { 200: z.array(staffAccount) },
      },
    },
    async () => app.repos.staff.list(),
  );
};

export default auditRoutes;

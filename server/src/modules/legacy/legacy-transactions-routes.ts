import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { legacyTransaction, type LegacyTransaction } from '@poshak/shared-api/schemas';
import { ACCESS } from '../../plugins/access';

interface Rendered {
  body: Buffer;
  etag: string;
}

/**
 * The old all-in-one read. Anonymous callers get the stock entries (what the old storefront
 * filtered out of it); order lines, with their customers' names, phones and addresses, only go
 * to signed-in staff.
 *
 * It grows with the catalogue (tens of megabytes at 100k entries), so callers arriving while one
 * is being built share that one: a burst costs one query and one body in memory, not one each.
 */
const legacyTransactionRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = app.repos.legacyTransactions;
  const building = new Map<'staff' | 'public', Promise<Rendered>>();

  const render = (includeOrderLines: boolean): Promise<Rendered> => {
    const key = includeOrderLines ? 'staff' : 'public';
    let pending = building.get(key);
    if (!pending) {
      pending = repository
        .all({ includeOrderLines })
        .then((rows) => {
          // Rows are typed by the repository; validating 100k of them again would double the cost.
          const body = Buffer.from(JSON.stringify(rows));
          return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
        })
        .finally(() => building.delete(key));
      building.set(key, pending);
    }
    return pending;
  };

  app.get(
    '/transactionsRouter/getAll',
    {
      config: { access: ACCESS.public, etag: true },
      schema: {
        tags: ['legacy'],
        summary: 'Every transaction with nested Image, ProductTrace, Brand, Customer… (legacy)',
        description:
          'Unpaginated, kept for old clients. Without a staff token only stock entries ' +
          '(operation type 2) are listed.',
        response: { 200: z.array(legacyTransaction) },
      },
    },
    async (request, reply) => {
      const { body, etag } = await render(request.staff !== null);
      reply.header('etag', etag).type('application/json; charset=utf-8');
      // Already-serialised JSON: Fastify sends a Buffer as it is, past the schema's serializer.
      return reply.send(body as unknown as LegacyTransaction[]);
    },
  );
};

export default legacyTransactionRoutes;

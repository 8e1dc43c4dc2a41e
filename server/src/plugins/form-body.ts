import { parse } from 'node:querystring';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * axios sends `POST url?name=…` with no body as `application/x-www-form-urlencoded`, which the
 * spec's query-string calls do all the time. An empty form is no body at all; a filled one is
 * parsed like a query string.
 */
export default fp(
  async function formBody(app: FastifyInstance) {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 64 * 1024 },
      (_request, body, done) => {
        const text = typeof body === 'string' ? body : body.toString('utf8');
        done(null, text.trim() === '' ? null : { ...parse(text) });
      },
    );
  },
  { name: 'form-body' },
);

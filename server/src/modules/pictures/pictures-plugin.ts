import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { listenForever } from '../../db/listener';
import { PICTURES_CHANNEL } from './pictures';
import { cachedPictureStore } from './picture-cache';
import { contentTypeOf, isPictureName, UPLOADS_URL } from './picture-names';
import { pictureStoreFor } from './picture-store';
import type { PictureStore } from './picture-store-contract';
import { errorBody } from '../../plugins/errors';
import { etagMatches } from '../../plugins/http-cache';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where product pictures are stored and read (modules/pictures/picture-store). */
    pictures: PictureStore;
  }
}

/** A name is never reused, so what is served under it never changes. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The product pictures: `app.pictures` for the routes that store and remove them, and
 * `GET /uploads/<name>` serving them from the database with a year of caching and an ETag.
 * Only a name the shop could have generated is looked up; anything else is a 404 that touches
 * no database.
 *
 * The hottest pictures are kept in memory (modules/pictures/picture-cache), so a busy page
 * costs no database read per picture; a picture removed on any instance is dropped from every
 * instance's memory over NOTIFY, and while that channel is down nothing is served from memory.
 */
export default fp(
  async function pictures(app: FastifyInstance) {
    const cached = cachedPictureStore(pictureStoreFor(app.shop));
    app.decorate('pictures', cached);
    const listener = await listenForever(
      app.db,
      PICTURES_CHANNEL,
      {
        message: (payload) => cached.forget(payload.split(' ')),
        listening: () => cached.trust(true),
        lost: () => cached.trust(false),
      },
      app.log,
      'pictures served without the memory cache',
    );
    app.addHook('onClose', () => listener.close());

    // The same bytes object comes back from the memory cache: its tag is made once.
    const etags = new WeakMap<Buffer, string>();
    const etagOf = (bytes: Buffer) => {
      let etag = etags.get(bytes);
      if (!etag) {
        etag = `"${createHash('sha1').update(bytes).digest('base64url')}"`;
        etags.set(bytes, etag);
      }
      return etag;
    };

    app.get(
      `${UPLOADS_URL}/:name`,
      { schema: { hide: true, params: z.object({ name: z.string() }) } },
      async (request, reply) => {
        const { name } = request.params as { name: string };
        const notFound = () => reply.code(404).send(errorBody(404, 'No such picture'));
        if (!isPictureName(name)) return notFound();
        const bytes = await app.pictures.read(name);
        if (!bytes) return notFound();
        const etag = etagOf(bytes);
        reply.header('cache-control', IMMUTABLE);
        reply.header('etag', etag);
        reply.type(contentTypeOf(name) ?? 'application/octet-stream');
        if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();
        return reply.send(bytes);
      },
    );
  },
  { name: 'pictures', dependencies: ['database'] },
);

import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import { errorBody } from '../../plugins/errors';
import { contentTypeOf } from './content-types';
import type { ReleaseStore } from './release-store';
import { isRemote, RELEASES_URL, SERVER_DIR } from './remotes';

/** Release files kept in memory: a busy shop asks for the same few chunks over and over. */
const MEMORY_BYTES = 64 * 1024 * 1024;
const IMMUTABLE = 'public, max-age=31536000, immutable';

export const releaseFileMemory = () =>
  new LRUCache<string, Buffer>({
    maxSize: MEMORY_BYTES,
    sizeCalculation: (bytes) => Math.max(bytes.length, 1),
  });

/**
 * Serves every stored release's files under `/releases/<remote>/<id>/…`, immutable: the id is
 * their hash, and pages opened on an older release keep loading its chunks until it is pruned.
 */
export function releaseFilesRoute(
  app: FastifyInstance,
  store: ReleaseStore,
  memory: LRUCache<string, Buffer>,
) {
  app.get(
    `${RELEASES_URL}/:remote/:id/*`,
    {
      schema: {
        hide: true,
        params: z.object({ remote: z.string(), id: z.string(), '*': z.string() }),
      },
    },
    async (request, reply) => {
      const {
        remote,
        id,
        '*': file,
      } = request.params as {
        remote: string;
        id: string;
        '*': string;
      };
      const notFound = () => reply.code(404).send(errorBody(404, 'No such release file'));
      // The server bundle is for this process; maps are never stored.
      if (!isRemote(remote) || !/^[0-9a-f]{8,64}$/.test(id) || file.startsWith(SERVER_DIR)) {
        return notFound();
      }
      const key = `${remote}/${id}/${file}`;
      let bytes = memory.get(key);
      if (!bytes) {
        bytes = (await store.databaseFile(remote, id, file)) ?? undefined;
        if (!bytes) return notFound();
        memory.set(key, bytes);
      }
      reply.header('cache-control', IMMUTABLE);
      reply.header('etag', `"${id}-${file.length}-${bytes.length}"`);
      reply.type(contentTypeOf(file));
      return reply.send(bytes);
    },
  );
}

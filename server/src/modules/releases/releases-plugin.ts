import path from 'node:path';
import type { PageRenderer } from '@poshak/shared-api/page';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import { listenForever } from '../../db/listener';
import { manifestAssetTags, type RemoteAssetTags } from '../../pages/remote-assets';
import { injectedApi } from '../../pages/server-renderer';
import { errorBody } from '../../plugins/errors';
import { releaseStore, type ReleaseStore } from './release-store';
import { releaseRenderer } from './server-bundle';
import {
  isRemote,
  MANIFEST,
  parseNotice,
  RELEASES_CHANNEL,
  RELEASES_URL,
  releaseBase,
  REMOTES,
  SERVER_DIR,
  type RemoteName,
} from './remotes';

/** What this instance serves of a remote's live release. */
export interface LiveRelease {
  id: string;
  /** The manifest's immutable URL, for the shell's remotes config. */
  entry: string;
  /** Null when the manifest could not be read: the page goes out without its preload. */
  assets: RemoteAssetTags | null;
  /** Null when the release draws nothing on the server (or its bundle would not load). */
  renderer: PageRenderer | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    releases: {
      store: ReleaseStore;
      /** The remote's live release, or null: the build beside the server (dist/) is live. */
      live(remote: RemoteName): LiveRelease | null;
      /** Reads the pointers again (done on every NOTIFY; tests and commands may ask too). */
      refresh(): Promise<void>;
      /** Resolves once this instance has the release ready (it starts when it is published). */
      prepare(remote: RemoteName, id: string): Promise<LiveRelease>;
    };
  }
}

/** Release files kept in memory: a busy shop asks for the same few chunks over and over. */
const MEMORY_BYTES = 64 * 1024 * 1024;
const IMMUTABLE = 'public, max-age=31536000, immutable';

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};

/**
 * Releases of the remotes (docs/releasing.md): serves every stored release's files under
 * `/releases/<remote>/<id>/…` (immutable: the id is their hash; pages opened on an older release
 * keep loading its chunks until it is pruned), and keeps in memory which release of each remote is
 * live, read again whenever any instance moves a pointer (NOTIFY) and whenever the listening
 * connection comes back (a change told meanwhile was missed). A new live release is made ready —
 * its manifest read, its server bundle loaded — before pages use it, so the page that first
 * names it is drawn with it too.
 */
export default fp(
  async function releases(app: FastifyInstance) {
    const store = releaseStore(app.db);
    const cacheDir = path.join(app.config.dataDir, 'release-cache');
    const api = injectedApi(app);
    const live = new Map<RemoteName, LiveRelease>();
    /**
     * Releases made ready (or being made ready) by `<remote>/<id>`: each is prepared once, when it
     * is published, so that activating it later flips a pointer and loads nothing; going back to
     * one is instant too.
     */
    const prepared = new Map<string, Promise<LiveRelease>>();
    const prepare = (remote: RemoteName, id: string): Promise<LiveRelease> => {
      const key = `${remote}/${id}`;
      let ready = prepared.get(key);
      if (!ready) {
        ready = prepareNow(remote, id);
        prepared.set(key, ready);
      }
      return ready;
    };

    const prepareNow = async (remote: RemoteName, id: string): Promise<LiveRelease> => {
      const base = releaseBase(remote, id);
      let assets: RemoteAssetTags | null = null;
      let renderer: PageRenderer | null = null;
      try {
        const manifest = await store.file(remote, id, MANIFEST);
        if (manifest) assets = manifestAssetTags(manifest.toString('utf8'), base, MANIFEST);
        renderer = (await releaseRenderer(store, remote, id, cacheDir, api))?.() ?? null;
      } catch (error) {
        app.log.error({ err: error, remote, release: id }, 'live release not fully prepared');
      }
      return { id, entry: `${base}${MANIFEST}`, assets, renderer };
    };

    const memory = new LRUCache<string, Buffer>({
      maxSize: MEMORY_BYTES,
      sizeCalculation: (bytes) => Math.max(bytes.length, 1),
    });

    let generation = 0;
    const refresh = async () => {
      const mine = ++generation;
      const pointers = await store.live();
      const next = new Map<RemoteName, LiveRelease>();
      for (const remote of REMOTES) {
        const id = pointers[remote];
        if (id) next.set(remote, await prepare(remote, id));
      }
      // A later refresh started meanwhile knows better.
      if (mine !== generation) return;
      for (const remote of REMOTES) {
        const release = next.get(remote);
        const before = live.get(remote)?.id ?? null;
        if (release) live.set(remote, release);
        else live.delete(remote);
        if ((release?.id ?? null) !== before) {
          app.log.info({ remote, from: before, to: release?.id ?? null }, 'live release changed');
        }
      }
    };
    const refreshLogged = () =>
      refresh().catch((error: unknown) =>
        app.log.error({ err: error }, 'live releases not read; the ones known stay live'),
      );

    await refresh();
    const listener = await listenForever(
      app.db,
      RELEASES_CHANNEL,
      {
        message: (payload) => {
          const notice = parseNotice(payload);
          if (notice?.kind === 'published') {
            void prepare(notice.remote, notice.id);
            return;
          }
          // A pointer moved or releases were pruned: a pruned release's files must stop being
          // served, and the memory refills with what pages ask for now.
          memory.clear();
          if (notice?.kind === 'pruned') {
            for (const id of notice.ids) prepared.delete(`${notice.remote}/${id}`);
          }
          void refreshLogged();
        },
        listening: () => void refreshLogged(),
        lost: () => undefined,
      },
      app.log,
      'a release activated elsewhere goes live here at the next reconnection',
    );
    app.addHook('onClose', () => listener.close());

    app.decorate('releases', {
      store,
      live: (remote: RemoteName) => live.get(remote) ?? null,
      refresh,
      prepare,
    });

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
          bytes = (await store.file(remote, id, file)) ?? undefined;
          if (!bytes) return notFound();
          memory.set(key, bytes);
        }
        reply.header('cache-control', IMMUTABLE);
        reply.header('etag', `"${id}-${file.length}-${bytes.length}"`);
        reply.type(CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream');
        return reply.send(bytes);
      },
    );
  },
  { name: 'releases', dependencies: ['database'] },
);

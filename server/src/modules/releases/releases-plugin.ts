import path from 'node:path';
import type { PageRenderer } from '@poshak/shared-api/page';
import { BUILT_IN_RELEASE, type LoadFailureReport } from '@poshak/shared-api/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import { listenForever } from '../../db/listener';
import {
  FIRST_SCREEN_SCRIPT,
  manifestAssetTags,
  type RemoteAssetTags,
} from '../../pages/remote-assets';
import { injectedApi } from '../../pages/server-renderer';
import { errorBody } from '../../plugins/errors';
import {
  bucketCookie,
  bucketOf,
  browserFamily,
  inCanary,
  isStaffBrowser,
  newBucket,
} from './canary';
import { contentTypeOf } from './content-types';
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

/** What one browser is served of each remote: the live release, or the canary it is in. */
export interface ChosenReleases {
  releases: Record<RemoteName, LiveRelease | null>;
  /** A bucket cookie to give a browser that has none while a share canary runs. */
  setCookie: string | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    releases: {
      store: ReleaseStore;
      /** The remote's live release, or null: the build beside the server (dist/) is live. */
      live(remote: RemoteName): LiveRelease | null;
      /** The remote's canary being tried (share null: staff only), or null. */
      canary(remote: RemoteName): { release: LiveRelease; share: number | null } | null;
      /** What this browser is served of each remote (its canary bucket or staff sign-in). */
      choose(request: FastifyRequest): ChosenReleases;
      /** Counts a page drawn naming a release (the failures' denominator). */
      countPage(remote: RemoteName, id: string | null): void;
      /** Writes the pages counted here since the last time (done every few seconds). */
      flushPages(): Promise<void>;
      /**
       * Counts a failed load a browser reported and, when its release is a canary failing too
       * often, rolls the canary back. Resolves whether the release is stored.
       */
      reportFailure(report: LoadFailureReport, userAgent: string | undefined): Promise<boolean>;
      /** Reads the pointers again (done on every NOTIFY; tests and commands may ask too). */
      refresh(): Promise<void>;
      /** Resolves once this instance has the release ready (it starts when it is published). */
      prepare(remote: RemoteName, id: string): Promise<LiveRelease>;
    };
  }
}

/** Release files kept in memory: a busy shop asks for the same few chunks over and over. */
const MEMORY_BYTES = 64 * 1024 * 1024;
/** How often an instance adds the pages it counted to the database. */
const PAGE_FLUSH_MS = 5_000;
const IMMUTABLE = 'public, max-age=31536000, immutable';

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
    const store = releaseStore(app.db, app.config.releaseObjectStore);
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
      let base = releaseBase(remote, id);
      let assets: RemoteAssetTags | null = null;
      let renderer: PageRenderer | null = null;
      try {
        const release = await store.find(remote, id);
        if (!release) throw new Error(`${remote} has no release ${id}`);
        // The object store's releases are loaded by browsers from the CDN, not from here.
        base = store.baseUrl(release);
        const manifest = await store.file(release, MANIFEST);
        if (manifest) {
          const firstScreen = await store.file(release, FIRST_SCREEN_SCRIPT);
          assets = manifestAssetTags(manifest.toString('utf8'), base, MANIFEST, !!firstScreen);
        }
        renderer = (await releaseRenderer(store, release, cacheDir, api))?.() ?? null;
      } catch (error) {
        app.log.error({ err: error, remote, release: id }, 'live release not fully prepared');
        // Made ready afresh at the next pointer change: an object store out of reach for a
        // moment must not leave the release without its server bundle for good.
        prepared.delete(`${remote}/${id}`);
      }
      return { id, entry: `${base}${MANIFEST}`, assets, renderer };
    };

    const memory = new LRUCache<string, Buffer>({
      maxSize: MEMORY_BYTES,
      sizeCalculation: (bytes) => Math.max(bytes.length, 1),
    });

    const canaries = new Map<RemoteName, { release: LiveRelease; share: number | null }>();
    let generation = 0;
    const refresh = async () => {
      const mine = ++generation;
      const pointers = await store.live();
      const next = new Map<RemoteName, LiveRelease>();
      const nextCanaries = new Map<RemoteName, { release: LiveRelease; share: number | null }>();
      for (const remote of REMOTES) {
        const pointer = pointers[remote];
        if (pointer?.live) next.set(remote, await prepare(remote, pointer.live));
        if (pointer?.canary) {
          nextCanaries.set(remote, {
            release: await prepare(remote, pointer.canary.id),
            share: pointer.canary.share,
          });
        }
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
        const canary = nextCanaries.get(remote);
        const canaryBefore = canaries.get(remote);
        if (canary) canaries.set(remote, canary);
        else canaries.delete(remote);
        if (
          canary?.release.id !== canaryBefore?.release.id ||
          canary?.share !== canaryBefore?.share
        ) {
          app.log.info(
            {
              remote,
              canary: canary ? { id: canary.release.id, share: canary.share } : null,
            },
            'canary changed',
          );
        }
      }
    };
    const refreshLogged = () =>
      refresh().catch((error: unknown) =>
        app.log.error({ err: error }, 'live releases not read; the ones known stay live'),
      );

    /** A staff sign-in's cookie, checked only while a staff-only canary runs. */
    const isStaff = (request: FastifyRequest): boolean =>
      isStaffBrowser(app.staffMarkKey, request.headers.cookie);

    const choose = (request: FastifyRequest): ChosenReleases => {
      let bucket: number | null | undefined;
      let staff: boolean | undefined;
      let setCookie: string | null = null;
      const releases = {} as Record<RemoteName, LiveRelease | null>;
      for (const remote of REMOTES) {
        const canary = canaries.get(remote);
        let chosen = live.get(remote) ?? null;
        if (canary) {
          if (canary.share === null) {
            staff ??= isStaff(request);
          } else if (bucket === undefined) {
            bucket = bucketOf(request.headers.cookie);
            if (bucket === null) {
              bucket = newBucket();
              setCookie = bucketCookie(bucket);
            }
          }
          if (inCanary(canary, { bucket: bucket ?? null, staff: staff ?? false })) {
            chosen = canary.release;
          }
        }
        releases[remote] = chosen;
      }
      return { releases, setCookie };
    };

    // ---------------------------------------------------------------- what browsers made of it
    const counted = new Map<string, number>();
    const countPage = (remote: RemoteName, id: string | null) => {
      app.metrics.releases.pages.inc({ remote, release: id ?? BUILT_IN_RELEASE });
      if (!id) return;
      const key = `${remote}/${id}`;
      counted.set(key, (counted.get(key) ?? 0) + 1);
    };
    const flushPages = async () => {
      if (counted.size === 0) return;
      const batch = new Map(counted);
      counted.clear();
      try {
        await store.addPages(batch);
      } catch (error) {
        // Counted again next time: a page count late is better than lost.
        for (const [key, pages] of batch) counted.set(key, (counted.get(key) ?? 0) + pages);
        throw error;
      }
    };
    const flushTimer = setInterval(() => {
      flushPages().catch((error: unknown) =>
        app.log.warn({ err: error }, 'release page counts not written; tried again soon'),
      );
    }, PAGE_FLUSH_MS);
    flushTimer.unref();
    app.addHook('onClose', async () => {
      clearInterval(flushTimer);
      await flushPages().catch(() => undefined);
    });

    const { maxFailureRate, minFailures } = app.config.releaseCanary;
    /**
     * Rolls a failing canary back: at least `minFailures` failed loads, and failures per page
     * drawn naming it (this instance's pages written first) at or past `maxFailureRate`. Pages
     * not yet written by other instances make the rate look higher for a few seconds; the
     * minimum count keeps that from deciding on a handful.
     */
    const judgeCanary = async (remote: RemoteName, id: string) => {
      await flushPages().catch(() => undefined);
      const { pages, failures } = await store.health(remote, id);
      const rate = failures / Math.max(pages, failures, 1);
      if (failures < minFailures || rate < maxFailureRate) return;
      const reason =
        `${failures} failed loads in ${pages} pages (${(rate * 100).toFixed(1)} %), ` +
        `past the limit of ${(maxFailureRate * 100).toFixed(1)} % from ${minFailures} failures`;
      if (await store.abortCanary(remote, id, reason)) {
        app.metrics.releases.automaticRollbacks.inc({ remote });
        app.log.warn(
          { remote, release: id, pages, failures },
          `canary rolled back by itself: ${reason}`,
        );
      }
    };

    const reportFailure = async (report: LoadFailureReport, userAgent: string | undefined) => {
      const browser = browserFamily(userAgent);
      const { remote, release, phase } = report;
      app.metrics.releases.loadFailures.inc({ remote, release, phase, browser });
      if (release === BUILT_IN_RELEASE) return true;
      const stored = await store.recordFailure(remote, release, phase, browser);
      if (stored && canaries.get(remote)?.release.id === release) {
        await judgeCanary(remote, release);
      }
      return stored;
    };

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
      canary: (remote: RemoteName) => canaries.get(remote) ?? null,
      choose,
      countPage,
      flushPages,
      reportFailure,
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
  },
  { name: 'releases', dependencies: ['database', 'metrics', 'auth'] },
);

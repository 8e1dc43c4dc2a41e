import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { LoadFailureReport } from '@poshak/shared-api/schemas';
import { listenForever } from '../../db/listener';
import { failureReports } from './failure-reports';
import { LiveReleases, type Canary, type ChosenReleases, type LiveRelease } from './live-releases';
import { pageCounts } from './page-counts';
import { releaseFileMemory, releaseFilesRoute } from './release-files';
import { releaseStore, type ReleaseStore } from './release-store';
import { parseNotice, RELEASES_CHANNEL, type RemoteName } from './remotes';

declare module 'fastify' {
  interface FastifyInstance {
    releases: {
      store: ReleaseStore;
      /** The remote's live release, or null: the build beside the server (dist/) is live. */
      live(remote: RemoteName): LiveRelease | null;
      /** The remote's canary being tried (share null: staff only), or null. */
      canary(remote: RemoteName): Canary | null;
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
    const known = new LiveReleases(app, store);
    const memory = releaseFileMemory();
    const { countPage, flushPages } = pageCounts(app, store);
    const reportFailure = failureReports(app, store, (remote) => known.canary(remote), flushPages);
    const refreshLogged = () =>
      known
        .refresh()
        .catch((error: unknown) =>
          app.log.error({ err: error }, 'live releases not read; the ones known stay live'),
        );

    await known.refresh();
    const listener = await listenForever(
      app.db,
      RELEASES_CHANNEL,
      {
        message: (payload) => {
          const notice = parseNotice(payload);
          if (notice?.kind === 'published') {
            void known.prepare(notice.remote, notice.id);
            return;
          }
          // A pointer moved or releases were pruned: a pruned release's files must stop being
          // served, and the memory refills with what pages ask for now.
          memory.clear();
          if (notice?.kind === 'pruned') known.forget(notice.remote, notice.ids);
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
      live: (remote) => known.live(remote),
      canary: (remote) => known.canary(remote),
      choose: (request) => known.choose(request),
      countPage,
      flushPages,
      reportFailure,
      refresh: () => known.refresh(),
      prepare: (remote, id) => known.prepare(remote, id),
    });
    releaseFilesRoute(app, store, memory);
  },
  { name: 'releases', dependencies: ['database', 'metrics', 'auth'] },
);

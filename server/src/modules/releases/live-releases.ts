import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PageRenderer } from '@poshak/shared-api/page';
import {
  FIRST_SCREEN_SCRIPT,
  manifestAssetTags,
  type RemoteAssetTags,
} from '../../pages/remote-assets';
import { injectedApi } from '../../pages/server-renderer';
import { bucketCookie, bucketOf, inCanary, isStaffBrowser, newBucket } from './canary';
import type { ReleaseStore } from './release-store';
import { releaseRenderer } from './server-bundle';
import { MANIFEST, releaseBase, REMOTES, type RemoteName } from './remotes';

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

/** A remote's release being tried: on a share of browsers, or on staff only (share null). */
export interface Canary {
  release: LiveRelease;
  share: number | null;
}

/** What one browser is served of each remote: the live release, or the canary it is in. */
export interface ChosenReleases {
  releases: Record<RemoteName, LiveRelease | null>;
  /** A bucket cookie to give a browser that has none while a share canary runs. */
  setCookie: string | null;
}

/**
 * Which release of each remote is live here and which is tried as a canary, as the pointers
 * last read say. A release is made ready — its manifest read, its server bundle loaded — once,
 * when it is published, so that activating it later flips a pointer and loads nothing; going
 * back to one is instant too.
 */
export class LiveReleases {
  private readonly cacheDir: string;
  private readonly api: ReturnType<typeof injectedApi>;
  private readonly lives = new Map<RemoteName, LiveRelease>();
  private readonly canaries = new Map<RemoteName, Canary>();
  /** Releases made ready (or being made ready) by `<remote>/<id>`. */
  private readonly prepared = new Map<string, Promise<LiveRelease>>();
  private generation = 0;

  constructor(
    private readonly app: FastifyInstance,
    private readonly store: ReleaseStore,
  ) {
    this.cacheDir = path.join(app.config.dataDir, 'release-cache');
    this.api = injectedApi(app);
  }

  /** The remote's live release, or null: the build beside the server (dist/) is live. */
  live(remote: RemoteName): LiveRelease | null {
    return this.lives.get(remote) ?? null;
  }

  /** The remote's canary being tried (share null: staff only), or null. */
  canary(remote: RemoteName): Canary | null {
    return this.canaries.get(remote) ?? null;
  }

  /** Resolves once this instance has the release ready (it starts when it is published). */
  prepare(remote: RemoteName, id: string): Promise<LiveRelease> {
    const key = `${remote}/${id}`;
    let ready = this.prepared.get(key);
    if (!ready) {
      ready = this.prepareNow(remote, id);
      this.prepared.set(key, ready);
    }
    return ready;
  }

  /** Pruned releases are made ready afresh should they ever come back. */
  forget(remote: RemoteName, ids: string[]): void {
    for (const id of ids) this.prepared.delete(`${remote}/${id}`);
  }

  /** Reads the pointers again (done on every NOTIFY; tests and commands may ask too). */
  async refresh(): Promise<void> {
    const mine = ++this.generation;
    const { next, nextCanaries } = await this.readPointers();
    // A later refresh started meanwhile knows better.
    if (mine !== this.generation) return;
    for (const remote of REMOTES) this.serve(remote, next.get(remote), nextCanaries.get(remote));
  }

  /** What this browser is served of each remote (its canary bucket or staff sign-in). */
  choose(request: FastifyRequest): ChosenReleases {
    let bucket: number | null | undefined;
    let staff: boolean | undefined;
    let setCookie: string | null = null;
    const releases = {} as Record<RemoteName, LiveRelease | null>;
    for (const remote of REMOTES) {
      const canary = this.canaries.get(remote);
      let chosen = this.lives.get(remote) ?? null;
      if (canary) {
        if (canary.share === null) {
          // A staff sign-in's cookie, checked only while a staff-only canary runs.
          staff ??= isStaffBrowser(this.app.staffMarkKey, request.headers.cookie);
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
  }

  private async prepareNow(remote: RemoteName, id: string): Promise<LiveRelease> {
    const { store } = this;
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
      renderer = (await releaseRenderer(store, release, this.cacheDir, this.api))?.() ?? null;
    } catch (error) {
      this.app.log.error({ err: error, remote, release: id }, 'live release not fully prepared');
      // Made ready afresh at the next pointer change: an object store out of reach for a
      // moment must not leave the release without its server bundle for good.
      this.prepared.delete(`${remote}/${id}`);
    }
    return { id, entry: `${base}${MANIFEST}`, assets, renderer };
  }

  /** The releases the pointers name now, each made ready. */
  private async readPointers() {
    const pointers = await this.store.live();
    const next = new Map<RemoteName, LiveRelease>();
    const nextCanaries = new Map<RemoteName, Canary>();
    for (const remote of REMOTES) {
      const pointer = pointers[remote];
      if (pointer?.live) next.set(remote, await this.prepare(remote, pointer.live));
      if (pointer?.canary) {
        nextCanaries.set(remote, {
          release: await this.prepare(remote, pointer.canary.id),
          share: pointer.canary.share,
        });
      }
    }
    return { next, nextCanaries };
  }

  /** Serves `release` and `canary` of a remote from now on, logging what changed. */
  private serve(remote: RemoteName, release: LiveRelease | undefined, canary?: Canary): void {
    const { log } = this.app;
    const before = this.lives.get(remote)?.id ?? null;
    if (release) this.lives.set(remote, release);
    else this.lives.delete(remote);
    if ((release?.id ?? null) !== before) {
      log.info({ remote, from: before, to: release?.id ?? null }, 'live release changed');
    }
    const canaryBefore = this.canaries.get(remote);
    if (canary) this.canaries.set(remote, canary);
    else this.canaries.delete(remote);
    if (canary?.release.id !== canaryBefore?.release.id || canary?.share !== canaryBefore?.share) {
      log.info(
        { remote, canary: canary ? { id: canary.release.id, share: canary.share } : null },
        'canary changed',
      );
    }
  }
}

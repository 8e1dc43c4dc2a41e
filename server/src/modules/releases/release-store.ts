import { createHash } from 'node:crypto';
import type { CanaryAudience, LoadPhase } from '@poshak/shared-api/schemas';
import { and, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { ReleaseObjectStore } from '../../config';
import { rowsOf, toInt, type Database, type Executor } from '../../db/database';
import {
  auditLog,
  remotePointers,
  remoteReleaseFailures,
  remoteReleaseFiles,
  remoteReleases,
} from '../../db/schema';
import { ObjectStoreError, releaseObjects } from './object-store';
import type { BuildInfo, ReleaseBuild, ReleaseFile } from './release-build';
import { noticeText, releaseBase, RELEASES_CHANNEL, type RemoteName } from './remotes';

export interface Release {
  remote: RemoteName;
  id: string;
  gitCommit: string;
  builtAt: Date;
  contractVersion: string;
  singletons: Record<string, string>;
  exposes: string[];
  files: number;
  bytes: number;
  publishedAt: Date;
  /** Pages drawn naming it (counted by every instance, added now and then). */
  pages: number;
  /**
   * Null: its files are in the database. Else in the object store: each file's SHA-256 by path,
   * as published.
   */
  objectFiles: Record<string, string> | null;
}

/** A remote's pointer: the live release, where a rollback goes, and a canary being tried. */
export interface Pointer {
  releaseId: string | null;
  previousReleaseId: string | null;
  changedAt: Date;
  /** Null: no canary. `share` null: staff only. */
  canary: { id: string; share: number | null; since: Date } | null;
}

/**
 * Who moved a pointer, for the audit log: a staff member on the Releases page, a person at the
 * command line (no staff account), or the shop itself (`null`: an automatic rollback).
 */
export type ReleaseActor = { id: number | null; username: string } | null;

/** Rows of files written per statement: a chunk is up to a few MB, a statement stays small. */
const FILES_PER_INSERT = 8;

const releaseColumns = {
  remote: remoteReleases.remote,
  id: remoteReleases.id,
  gitCommit: remoteReleases.git_commit,
  builtAt: remoteReleases.built_at,
  contractVersion: remoteReleases.contract_version,
  singletons: remoteReleases.singletons,
  exposes: remoteReleases.exposes,
  files: remoteReleases.files,
  bytes: remoteReleases.bytes,
  publishedAt: remoteReleases.published_at,
  pages: remoteReleases.pages,
  objectFiles: remoteReleases.object_files,
};

/** An object store's leftovers younger than this may be a publish under way: left alone. */
const STRAY_AGE_MS = 60 * 60_000;

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Raised for what a person asked that cannot be done; the message says why. */
export class ReleaseRefusal extends Error {}

/**
 * The releases of the remotes and their pointers, in the shop's database; with `objectStore`
 * set, the files of releases published from now on go to that bucket (their record and the
 * pointers stay here), and those already in the database stay there.
 */
export function releaseStore(db: Database, objectStore: ReleaseObjectStore | null = null) {
  const objects = objectStore ? releaseObjects(objectStore) : null;
  /** The object store of a release kept there; an instance set up without one cannot read it. */
  const objectsOf = (release: Release) => {
    if (!objects) {
      throw new ObjectStoreError(
        `${release.remote} ${release.id} keeps its files in an object store, and this process has no RELEASE_S3_BUCKET set: every instance and the release command need the same RELEASE_S3_* settings`,
      );
    }
    return objects;
  };
  /** A file of a release kept in the object store, checked against the digest recorded then. */
  const objectFile = async (release: Release, file: string): Promise<Buffer | null> => {
    const digest = release.objectFiles?.[file];
    if (!digest) return null;
    const bytes = await objectsOf(release).read(release.remote, release.id, file);
    if (!bytes) {
      throw new ObjectStoreError(
        `${release.remote} ${release.id}: ${file} is missing from the object store`,
      );
    }
    const found = sha256(bytes);
    if (found !== digest) {
      throw new ObjectStoreError(
        `${release.remote} ${release.id}: ${file} in the object store is not the file published (SHA-256 ${found.slice(0, 12)}…, published ${digest.slice(0, 12)}…)`,
      );
    }
    return bytes;
  };

  /** A file kept in the database (what `/releases/…` serves); null for one in the object store. */
  const databaseFile = async (
    remote: RemoteName,
    id: string,
    file: string,
  ): Promise<Buffer | null> => {
    const [row] = await db
      .select({ bytes: remoteReleaseFiles.bytes })
      .from(remoteReleaseFiles)
      .where(
        and(
          eq(remoteReleaseFiles.remote, remote),
          eq(remoteReleaseFiles.release_id, id),
          eq(remoteReleaseFiles.path, file),
        ),
      );
    return row?.bytes ?? null;
  };

  const find = async (remote: RemoteName, id: string, ex: Executor = db) => {
    const [row] = await ex
      .select(releaseColumns)
      .from(remoteReleases)
      .where(and(eq(remoteReleases.remote, remote), eq(remoteReleases.id, id)));
    return row ? ({ ...row, remote } as Release) : null;
  };

  /** The pointer, locked until the transaction ends when `ex` is one. */
  const pointerOf = async (
    remote: RemoteName,
    ex: Executor,
    lock: boolean,
  ): Promise<Pointer | null> => {
    const query = ex
      .select({
        releaseId: remotePointers.release_id,
        previousReleaseId: remotePointers.previous_release_id,
        changedAt: remotePointers.changed_at,
        canaryId: remotePointers.canary_release_id,
        canaryShare: remotePointers.canary_share,
        canarySince: remotePointers.canary_since,
      })
      .from(remotePointers)
      .where(eq(remotePointers.remote, remote));
    const [row] = await (lock ? query.for('update') : query);
    if (!row) return null;
    return {
      releaseId: row.releaseId,
      previousReleaseId: row.previousReleaseId,
      changedAt: row.changedAt,
      canary: row.canaryId
        ? { id: row.canaryId, share: row.canaryShare, since: row.canarySince ?? row.changedAt }
        : null,
    };
  };

  interface PointerState {
    releaseId: string | null;
    previousReleaseId: string | null;
    canary: { id: string; share: number | null } | null;
  }

  /**
   * Moves the pointer, writes who did it and why in the audit log, and tells every instance: all
   * three at commit.
   */
  const point = async (
    ex: Executor,
    remote: RemoteName,
    before: Pointer | null,
    next: PointerState,
    by: ReleaseActor,
    action: string,
    reason?: string,
  ) => {
    const canary = {
      canary_release_id: next.canary?.id ?? null,
      canary_share: next.canary?.share ?? null,
      canary_since: next.canary
        ? before?.canary?.id === next.canary.id
          ? before.canary.since
          : sql`now()`
        : null,
    };
    await ex
      .insert(remotePointers)
      .values({
        remote,
        release_id: next.releaseId,
        previous_release_id: next.previousReleaseId,
        ...canary,
      })
      .onConflictDoUpdate({
        target: remotePointers.remote,
        set: {
          release_id: next.releaseId,
          previous_release_id: next.previousReleaseId,
          changed_at: sql`now()`,
          ...canary,
        },
      });
    const shown = (state: PointerState | Pointer | null) => ({
      live: state?.releaseId ?? null,
      previous: state?.previousReleaseId ?? null,
      canary: state?.canary ? { id: state.canary.id, share: state.canary.share } : null,
    });
    await ex.insert(auditLog).values({
      staff_id: by?.id ?? null,
      staff_username: by?.username ?? null,
      kind: 'release',
      entity_id: remote,
      action: 'update',
      before: shown(before),
      after: { ...shown(next), action, ...(reason ? { reason } : {}) },
    });
    await ex.execute(
      sql`SELECT pg_notify(${RELEASES_CHANNEL}, ${noticeText({ kind: 'pointer', remote })})`,
    );
  };

  return {
    find,

    /**
     * Stores a build as a release, files and all, in one transaction: a release is there whole
     * or not at all. The same build again is the same release (`created: false`), left as it was.
     */
    async publish(
      remote: RemoteName,
      build: ReleaseBuild,
      info: BuildInfo,
    ): Promise<{ release: Release; created: boolean }> {
      const existing = await find(remote, build.id);
      if (existing) return { release: existing, created: false };
      // Files first, record after: the release exists (is listed, can be activated) only once
      // every object is there. Keys hold the id, so a second run puts the same bytes again.
      if (objects) await objects.upload(remote, build.id, build.files);
      await db.transaction(async (tx) => {
        const inserted = await tx
          .insert(remoteReleases)
          .values({
            remote,
            id: build.id,
            git_commit: info.gitCommit,
            built_at: info.builtAt,
            contract_version: info.contractVersion,
            singletons: info.singletons,
            exposes: build.exposes,
            files: build.files.length,
            bytes: build.files.reduce((sum, f) => sum + f.bytes.length, 0),
            object_files: objects
              ? Object.fromEntries(build.files.map((f) => [f.path, sha256(f.bytes)]))
              : null,
          })
          .onConflictDoNothing()
          .returning({ id: remoteReleases.id });
        // Published meanwhile by another run of the same build: that one wrote the files.
        if (inserted.length === 0) return;
        // Every instance makes it ready at commit, long before anyone activates it.
        await tx.execute(
          sql`SELECT pg_notify(${RELEASES_CHANNEL}, ${noticeText({ kind: 'published', remote, id: build.id })})`,
        );
        if (objects) return;
        for (let i = 0; i < build.files.length; i += FILES_PER_INSERT) {
          await tx.insert(remoteReleaseFiles).values(
            build.files.slice(i, i + FILES_PER_INSERT).map((file) => ({
              remote,
              release_id: build.id,
              path: file.path,
              bytes: file.bytes,
            })),
          );
        }
      });
      const release = await find(remote, build.id);
      if (!release) throw new Error(`release ${build.id} vanished after publishing`);
      return { release, created: true };
    },

    async list(remote: RemoteName): Promise<Release[]> {
      const rows = await db
        .select(releaseColumns)
        .from(remoteReleases)
        .where(eq(remoteReleases.remote, remote))
        .orderBy(desc(remoteReleases.published_at), remoteReleases.id);
      return rows.map((row) => ({ ...row, remote }));
    },

    pointer: (remote: RemoteName) => pointerOf(remote, db, false),

    /** Every remote's live release id (none: the build beside the server) and its canary. */
    async live(): Promise<
      Partial<Record<RemoteName, { live: string | null; canary: Pointer['canary'] }>>
    > {
      const rows = await db
        .select({
          remote: remotePointers.remote,
          releaseId: remotePointers.release_id,
          canaryId: remotePointers.canary_release_id,
          canaryShare: remotePointers.canary_share,
          canarySince: remotePointers.canary_since,
          changedAt: remotePointers.changed_at,
        })
        .from(remotePointers);
      return Object.fromEntries(
        rows.map((r) => [
          r.remote,
          {
            live: r.releaseId,
            canary: r.canaryId
              ? { id: r.canaryId, share: r.canaryShare, since: r.canarySince ?? r.changedAt }
              : null,
          },
        ]),
      );
    },

    databaseFile,

    /** Where browsers load a release's files from: the CDN's URL, or this shop's `/releases/…`. */
    baseUrl: (release: Release): string =>
      release.objectFiles
        ? objectsOf(release).publicBase(release.remote, release.id)
        : releaseBase(release.remote, release.id),

    /** One file of a release, wherever it is kept; null when the release has none by that path. */
    async file(release: Release, file: string): Promise<Buffer | null> {
      return release.objectFiles
        ? objectFile(release, file)
        : databaseFile(release.remote, release.id, file);
    },

    /** The files under a folder of a release (its server-render bundle), wherever they are kept. */
    async filesUnder(release: Release, folder: string): Promise<ReleaseFile[]> {
      if (release.objectFiles) {
        const paths = Object.keys(release.objectFiles).filter((p) => p.startsWith(folder));
        return Promise.all(
          paths.map(async (p) => ({
            path: p,
            bytes: (await objectFile(release, p)) ?? Buffer.alloc(0),
          })),
        );
      }
      return db
        .select({ path: remoteReleaseFiles.path, bytes: remoteReleaseFiles.bytes })
        .from(remoteReleaseFiles)
        .where(
          and(
            eq(remoteReleaseFiles.remote, release.remote),
            eq(remoteReleaseFiles.release_id, release.id),
            sql`starts_with(${remoteReleaseFiles.path}, ${folder})`,
          ),
        );
    },

    /**
     * Makes `id` live for everyone (a canary running ends: whoever was in it sees `id` too).
     * `expected` is the release the checks were run beside: when the pointer moved meanwhile
     * (another person activated), nothing changes and the caller is told.
     */
    async activate(
      remote: RemoteName,
      id: string,
      expected?: string | null,
      by: ReleaseActor = null,
    ): Promise<{ from: string | null; to: string }> {
      return db.transaction(async (tx) => {
        if (!(await find(remote, id, tx))) {
          throw new ReleaseRefusal(`${remote} has no release ${id}`);
        }
        const now = await pointerOf(remote, tx, true);
        const from = now?.releaseId ?? null;
        if (expected !== undefined && from !== expected) {
          throw new ReleaseRefusal(
            `${remote}'s live release changed to ${from ?? 'the built-in one'} while ${id} was checked; check again`,
          );
        }
        if (from === id && !now?.canary) return { from, to: id };
        const previous = from === id ? (now?.previousReleaseId ?? null) : from;
        await point(
          tx,
          remote,
          now,
          { releaseId: id, previousReleaseId: previous, canary: null },
          by,
          'activate',
        );
        return { from, to: id };
      });
    },

    /**
     * Tries `id` on part of the browsers beside the live release: a share of them (each
     * browser's bucket cookie decides, so it stays in or out across reloads) or staff only.
     * Replaces a canary already running. `expected` as for `activate`.
     */
    async canary(
      remote: RemoteName,
      id: string,
      audience: CanaryAudience,
      expected?: string | null,
      by: ReleaseActor = null,
    ): Promise<{ live: string | null; canary: string }> {
      return db.transaction(async (tx) => {
        if (!(await find(remote, id, tx))) {
          throw new ReleaseRefusal(`${remote} has no release ${id}`);
        }
        const now = await pointerOf(remote, tx, true);
        const live = now?.releaseId ?? null;
        if (expected !== undefined && live !== expected) {
          throw new ReleaseRefusal(
            `${remote}'s live release changed to ${live ?? 'the built-in one'} while ${id} was checked; check again`,
          );
        }
        if (live === id)
          throw new ReleaseRefusal(`${remote} ${id} is live already: nothing to try`);
        const share = 'share' in audience ? audience.share : null;
        await point(
          tx,
          remote,
          now,
          {
            releaseId: live,
            previousReleaseId: now?.previousReleaseId ?? null,
            canary: { id, share },
          },
          by,
          'canary',
        );
        return { live, canary: id };
      });
    },

    /** The canary goes live for everyone; the release live until now is where a rollback goes. */
    async promote(
      remote: RemoteName,
      by: ReleaseActor = null,
    ): Promise<{ from: string | null; to: string }> {
      return db.transaction(async (tx) => {
        const now = await pointerOf(remote, tx, true);
        if (!now?.canary) throw new ReleaseRefusal(`${remote} has no canary to promote`);
        await point(
          tx,
          remote,
          now,
          { releaseId: now.canary.id, previousReleaseId: now.releaseId, canary: null },
          by,
          'promote',
        );
        return { from: now.releaseId, to: now.canary.id };
      });
    },

    /**
     * While a canary runs, ends it (everyone back on the live release). Otherwise puts the
     * previous release back (none before it: the build beside the server); the release rolled
     * back from becomes the previous one, so a second rollback undoes the first.
     */
    async rollback(
      remote: RemoteName,
      by: ReleaseActor = null,
    ): Promise<{ from: string | null; to: string | null; canary: boolean }> {
      return db.transaction(async (tx) => {
        const now = await pointerOf(remote, tx, true);
        if (now?.canary) {
          await point(
            tx,
            remote,
            now,
            { releaseId: now.releaseId, previousReleaseId: now.previousReleaseId, canary: null },
            by,
            'rollback canary',
          );
          return { from: now.canary.id, to: now.releaseId, canary: true };
        }
        if (!now?.releaseId) {
          throw new ReleaseRefusal(`${remote} runs its built-in version: nothing to roll back`);
        }
        await point(
          tx,
          remote,
          now,
          { releaseId: now.previousReleaseId, previousReleaseId: now.releaseId, canary: null },
          by,
          'rollback',
        );
        return { from: now.releaseId, to: now.previousReleaseId, canary: false };
      });
    },

    /**
     * Ends the canary of `id` because its browsers fail (the automatic rollback): only if `id`
     * is still the canary, so a judgement arriving late changes nothing. True when it ended it.
     */
    async abortCanary(remote: RemoteName, id: string, reason: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const now = await pointerOf(remote, tx, true);
        if (now?.canary?.id !== id) return false;
        await point(
          tx,
          remote,
          now,
          { releaseId: now.releaseId, previousReleaseId: now.previousReleaseId, canary: null },
          null,
          'automatic rollback',
          reason,
        );
        return true;
      });
    },

    /** Counts a failed load of a release in a browser; false when no such release is stored. */
    async recordFailure(
      remote: RemoteName,
      id: string,
      phase: LoadPhase,
      browser: string,
    ): Promise<boolean> {
      const inserted = await db.execute(sql`
        INSERT INTO ${remoteReleaseFailures} (remote, release_id, phase, browser, failures)
        SELECT ${remote}, ${id}, ${phase}, ${browser}, 1
        WHERE EXISTS (SELECT 1 FROM ${remoteReleases}
                      WHERE ${remoteReleases.remote} = ${remote} AND ${remoteReleases.id} = ${id})
        ON CONFLICT (remote, release_id, phase, browser) DO UPDATE
          SET failures = ${remoteReleaseFailures.failures} + 1, last_at = now()
        RETURNING 1`);
      return rowsOf(inserted).length > 0;
    },

    /** Adds pages drawn naming each release (`<remote>/<id>` → pages) since the last call. */
    async addPages(counts: ReadonlyMap<string, number>): Promise<void> {
      for (const [key, pages] of counts) {
        const [remote, id] = key.split('/') as [string, string];
        await db
          .update(remoteReleases)
          .set({ pages: sql`${remoteReleases.pages} + ${pages}` })
          .where(and(eq(remoteReleases.remote, remote), eq(remoteReleases.id, id)));
      }
    },

    /** Every release's failures of one remote, by phase and by browser family. */
    async failures(remote: RemoteName) {
      return db
        .select({
          releaseId: remoteReleaseFailures.release_id,
          phase: remoteReleaseFailures.phase,
          browser: remoteReleaseFailures.browser,
          failures: remoteReleaseFailures.failures,
        })
        .from(remoteReleaseFailures)
        .where(eq(remoteReleaseFailures.remote, remote));
    },

    /** One release's pages and failures, for the canary's judgement. */
    async health(remote: RemoteName, id: string): Promise<{ pages: number; failures: number }> {
      const [row] = rowsOf<{ pages: unknown; failures: unknown }>(
        await db.execute(sql`
          SELECT r.pages, COALESCE((SELECT sum(f.failures) FROM ${remoteReleaseFailures} f
                                    WHERE f.remote = r.remote AND f.release_id = r.id), 0) AS failures
          FROM ${remoteReleases} r WHERE r.remote = ${remote} AND r.id = ${id}`),
      );
      return { pages: toInt(row?.pages ?? 0), failures: toInt(row?.failures ?? 0) };
    },

    /**
     * Deletes all but the `keep` newest releases, never the live one, the canary, nor the one a
     * rollback would go to. Their URLs answer 404 from then on.
     */
    async prune(remote: RemoteName, keep: number): Promise<string[]> {
      const removed = await db.transaction(async (tx) => {
        // Locked so no activation points at a release while it is deleted.
        const now = await pointerOf(remote, tx, true);
        const newest = await tx
          .select({ id: remoteReleases.id })
          .from(remoteReleases)
          .where(eq(remoteReleases.remote, remote))
          .orderBy(desc(remoteReleases.published_at), remoteReleases.id)
          .limit(keep);
        const kept = [
          ...newest.map((r) => r.id),
          ...(now?.releaseId ? [now.releaseId] : []),
          ...(now?.previousReleaseId ? [now.previousReleaseId] : []),
          ...(now?.canary ? [now.canary.id] : []),
        ];
        const conditions = [eq(remoteReleases.remote, remote)];
        if (kept.length > 0) conditions.push(notInArray(remoteReleases.id, kept));
        const doomed = await tx
          .select({
            id: remoteReleases.id,
            inObjectStore: sql<boolean>`${remoteReleases.object_files} IS NOT NULL`,
          })
          .from(remoteReleases)
          .where(and(...conditions));
        const inObjectStore = doomed.filter((r) => r.inObjectStore);
        if (inObjectStore.length > 0 && !objects) {
          throw new ReleaseRefusal(
            `${remote}: ${inObjectStore.map((r) => r.id).join(', ')} keep their files in an object store, and this process has no RELEASE_S3_BUCKET set: nothing pruned`,
          );
        }
        if (doomed.length === 0) return [];
        await tx.delete(remoteReleases).where(
          and(
            eq(remoteReleases.remote, remote),
            inArray(
              remoteReleases.id,
              doomed.map((r) => r.id),
            ),
          ),
        );
        // Instances drop what they keep in memory of the releases gone.
        const ids = doomed.map((r) => r.id);
        // NOTIFY payloads stop at 8,000 bytes: a long list is told as "pruned" with no ids.
        const told = ids.length <= 200 ? ids : [];
        await tx.execute(
          sql`SELECT pg_notify(${RELEASES_CHANNEL}, ${noticeText({ kind: 'pruned', remote, ids: told })})`,
        );
        return doomed;
      });
      // Deleted once no record names them: a failure here leaves objects no page can name,
      // which removeStrayObjects deletes later.
      if (objects) {
        for (const release of removed.filter((r) => r.inObjectStore)) {
          try {
            await objects.removeRelease(remote, release.id);
          } catch (error) {
            throw new ObjectStoreError(
              `${remote}: ${removed.map((r) => r.id).join(', ')} pruned, but the objects of ${release.id} were not all deleted (${(error as Error).message}); the next prune an hour on deletes them`,
              { cause: error },
            );
          }
        }
      }
      return removed.map((r) => r.id);
    },

    /**
     * Deletes what the object store holds of releases the database does not know (a publish
     * stopped halfway, a prune whose deletion failed), once an hour old. The release ids removed;
     * none without an object store.
     */
    async removeStrayObjects(remote: RemoteName): Promise<string[]> {
      if (!objects) return [];
      const known = await db
        .select({ id: remoteReleases.id })
        .from(remoteReleases)
        .where(eq(remoteReleases.remote, remote));
      return objects.removeStrays(
        remote,
        new Set(known.map((r) => r.id)),
        new Date(Date.now() - STRAY_AGE_MS),
      );
    },
  };
}

export type ReleaseStore = ReturnType<typeof releaseStore>;

import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/database';
import { remotePointers, remoteReleaseFiles, remoteReleases } from '../../db/schema';
import type { BuildInfo, ReleaseBuild } from './release-build';
import { noticeText, RELEASES_CHANNEL, type RemoteName } from './remotes';

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
}

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
};

/** Raised for what a person asked that cannot be done; the message says why. */
export class ReleaseRefusal extends Error {}

/** The releases of the remotes and their pointers, in the shop's database. */
export function releaseStore(db: Database) {
  const find = async (remote: RemoteName, id: string, ex: Executor = db) => {
    const [row] = await ex
      .select(releaseColumns)
      .from(remoteReleases)
      .where(and(eq(remoteReleases.remote, remote), eq(remoteReleases.id, id)));
    return row ? ({ ...row, remote } as Release) : null;
  };

  /** The pointer, locked until the transaction ends when `ex` is one. */
  const pointerOf = async (remote: RemoteName, ex: Executor, lock: boolean) => {
    const query = ex
      .select({
        releaseId: remotePointers.release_id,
        previousReleaseId: remotePointers.previous_release_id,
        changedAt: remotePointers.changed_at,
      })
      .from(remotePointers)
      .where(eq(remotePointers.remote, remote));
    const [row] = await (lock ? query.for('update') : query);
    return row ?? null;
  };

  /** Moves the pointer and tells every instance, both at commit. */
  const point = async (
    ex: Executor,
    remote: RemoteName,
    releaseId: string | null,
    previousReleaseId: string | null,
  ) => {
    await ex
      .insert(remotePointers)
      .values({ remote, release_id: releaseId, previous_release_id: previousReleaseId })
      .onConflictDoUpdate({
        target: remotePointers.remote,
        set: {
          release_id: releaseId,
          previous_release_id: previousReleaseId,
          changed_at: sql`now()`,
        },
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
          })
          .onConflictDoNothing()
          .returning({ id: remoteReleases.id });
        // Published meanwhile by another run of the same build: that one wrote the files.
        if (inserted.length === 0) return;
        // Every instance makes it ready at commit, long before anyone activates it.
        await tx.execute(
          sql`SELECT pg_notify(${RELEASES_CHANNEL}, ${noticeText({ kind: 'published', remote, id: build.id })})`,
        );
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

    /** Every remote's live release id (none: the build beside the server). */
    async live(): Promise<Partial<Record<RemoteName, string>>> {
      const rows = await db
        .select({ remote: remotePointers.remote, releaseId: remotePointers.release_id })
        .from(remotePointers);
      return Object.fromEntries(
        rows.flatMap((r) => (r.releaseId ? [[r.remote, r.releaseId] as const] : [])),
      );
    },

    async file(remote: RemoteName, id: string, file: string): Promise<Buffer | null> {
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
    },

    /** The files under a folder of a release (its server-render bundle). */
    async filesUnder(remote: RemoteName, id: string, folder: string) {
      return db
        .select({ path: remoteReleaseFiles.path, bytes: remoteReleaseFiles.bytes })
        .from(remoteReleaseFiles)
        .where(
          and(
            eq(remoteReleaseFiles.remote, remote),
            eq(remoteReleaseFiles.release_id, id),
            sql`starts_with(${remoteReleaseFiles.path}, ${folder})`,
          ),
        );
    },

    /**
     * Makes `id` live. `expected` is the release the checks were run beside: when the pointer
     * moved meanwhile (another person activated), nothing changes and the caller is told.
     */
    async activate(
      remote: RemoteName,
      id: string,
      expected?: string | null,
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
        if (from === id) return { from, to: id };
        await point(tx, remote, id, from);
        return { from, to: id };
      });
    },

    /**
     * Puts the previous release back (none before it: the build beside the server). The release
     * rolled back from becomes the previous one, so a second rollback undoes the first.
     */
    async rollback(remote: RemoteName): Promise<{ from: string | null; to: string | null }> {
      return db.transaction(async (tx) => {
        const now = await pointerOf(remote, tx, true);
        if (!now?.releaseId) {
          throw new ReleaseRefusal(`${remote} runs its built-in version: nothing to roll back`);
        }
        await point(tx, remote, now.previousReleaseId, now.releaseId);
        return { from: now.releaseId, to: now.previousReleaseId };
      });
    },

    /**
     * Deletes all but the `keep` newest releases, never the live one nor the one a rollback
     * would go to. Their URLs answer 404 from then on.
     */
    async prune(remote: RemoteName, keep: number): Promise<string[]> {
      return db.transaction(async (tx) => {
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
        ];
        const conditions = [eq(remoteReleases.remote, remote)];
        if (kept.length > 0) conditions.push(notInArray(remoteReleases.id, kept));
        const removed = await tx
          .delete(remoteReleases)
          .where(and(...conditions))
          .returning({ id: remoteReleases.id });
        // Instances drop what they keep in memory of the releases gone.
        const ids = removed.map((r) => r.id);
        // NOTIFY payloads stop at 8,000 bytes: a long list is told as "pruned" with no ids.
        const told = ids.length <= 200 ? ids : [];
        if (ids.length > 0) {
          await tx.execute(
            sql`SELECT pg_notify(${RELEASES_CHANNEL}, ${noticeText({ kind: 'pruned', remote, ids: told })})`,
          );
        }
        return ids;
      });
    },
  };
}

export type ReleaseStore = ReturnType<typeof releaseStore>;

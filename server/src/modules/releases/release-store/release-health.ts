import { and, eq, sql } from 'drizzle-orm';
import type { LoadPhase } from '@poshak/shared-api/schemas';
import { rowsOf, toInt, type Database } from '../../../db/database';
import { remoteReleaseFailures, remoteReleases } from '../../../db/schema';
import type { RemoteName } from '../remotes';

/** Counts a failed load of a release in a browser; false when no such release is stored. */
export async function recordFailure(
  db: Database,
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
}

/** Adds pages drawn naming each release (`<remote>/<id>` → pages) since the last call. */
export async function addPages(db: Database, counts: ReadonlyMap<string, number>): Promise<void> {
  for (const [key, pages] of counts) {
    const [remote, id] = key.split('/') as [string, string];
    await db
      .update(remoteReleases)
      .set({ pages: sql`${remoteReleases.pages} + ${pages}` })
      .where(and(eq(remoteReleases.remote, remote), eq(remoteReleases.id, id)));
  }
}

/** Every release's failures of one remote, by phase and by browser family. */
export async function failures(db: Database, remote: RemoteName) {
  return db
    .select({
      releaseId: remoteReleaseFailures.release_id,
      phase: remoteReleaseFailures.phase,
      browser: remoteReleaseFailures.browser,
      failures: remoteReleaseFailures.failures,
    })
    .from(remoteReleaseFailures)
    .where(eq(remoteReleaseFailures.remote, remote));
}

/** One release's pages and failures, for the canary's judgement. */
export async function releaseHealth(
  db: Database,
  remote: RemoteName,
  id: string,
): Promise<{ pages: number; failures: number }> {
  const [row] = rowsOf<{ pages: unknown; failures: unknown }>(
    await db.execute(sql`
      SELECT r.pages, COALESCE((SELECT sum(f.failures) FROM ${remoteReleaseFailures} f
                                WHERE f.remote = r.remote AND f.release_id = r.id), 0) AS failures
      FROM ${remoteReleases} r WHERE r.remote = ${remote} AND r.id = ${id}`),
  );
  return { pages: toInt(row?.pages ?? 0), failures: toInt(row?.failures ?? 0) };
}

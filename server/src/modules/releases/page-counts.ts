import type { FastifyInstance } from 'fastify';
import { BUILT_IN_RELEASE } from '@poshak/shared-api/schemas';
import type { ReleaseStore } from './release-store';
import type { RemoteName } from './remotes';

/** How often an instance adds the pages it counted to the database. */
const PAGE_FLUSH_MS = 5_000;

/**
 * The pages drawn naming each release (the failures' denominator): counted in memory and added
 * to the database every few seconds, and when the server closes.
 */
export function pageCounts(app: FastifyInstance, store: ReleaseStore) {
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
  return { countPage, flushPages };
}

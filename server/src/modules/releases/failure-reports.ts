import type { FastifyInstance } from 'fastify';
import { BUILT_IN_RELEASE, type LoadFailureReport } from '@poshak/shared-api/schemas';
import { browserFamily } from './canary';
import type { Canary } from './live-releases';
import type { ReleaseStore } from './release-store';
import type { RemoteName } from './remotes';

/**
 * Counts the failed loads browsers report and rolls a failing canary back: at least
 * `minFailures` failed loads, and failures per page drawn naming it (this instance's pages
 * written first) at or past `maxFailureRate`. Pages not yet written by other instances make the
 * rate look higher for a few seconds; the minimum count keeps that from deciding on a handful.
 */
export function failureReports(
  app: FastifyInstance,
  store: ReleaseStore,
  canaryOf: (remote: RemoteName) => Canary | null,
  flushPages: () => Promise<void>,
) {
  const { maxFailureRate, minFailures } = app.config.releaseCanary;

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

  /** Resolves whether the release is stored (the built-in one is only counted in the metrics). */
  return async (report: LoadFailureReport, userAgent: string | undefined) => {
    const browser = browserFamily(userAgent);
    const { remote, release, phase } = report;
    app.metrics.releases.loadFailures.inc({ remote, release, phase, browser });
    if (release === BUILT_IN_RELEASE) return true;
    const stored = await store.recordFailure(remote, release, phase, browser);
    if (stored && canaryOf(remote)?.release.id === release) {
      await judgeCanary(remote, release);
    }
    return stored;
  };
}

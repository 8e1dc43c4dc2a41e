// @ts-check
/**
 * A Module Federation runtime plugin: a shared module whose first load failed may be loaded again.
 *
 * The federation runtime keeps the promise of a shared module's first load in the share scope and
 * hands that same promise to every later request. When the load fails — the shopper's connection
 * or the server was away at that moment (the API client, `@poshak/shared-api/http`, is fetched
 * with the first request, not with the page) — the page could never load it again, and Retry after
 * the outage would fail at once without asking the server. Forgetting the failed promise lets the
 * next request fetch the chunk anew; webpack itself already retries a chunk whose script failed.
 *
 * @typedef {{ loaded?: boolean, loading?: Promise<unknown> | null, treeShaking?: SharedEntry }} SharedEntry
 * @typedef {Record<string, Record<string, Record<string, SharedEntry>>>} ShareScopeMap
 */

/** @param {SharedEntry | undefined} entry */
const forgetFailedLoad = (entry) => {
  if (entry && !entry.loaded && entry.loading) delete entry.loading;
};

/** @returns {{ name: string, errorLoadShare: (args: { pkgName: string, shareScopeMap: ShareScopeMap }) => void }} */
module.exports = function retryFailedShares() {
  return {
    name: 'poshak-retry-failed-shares',
    errorLoadShare({ pkgName, shareScopeMap }) {
      for (const scope of Object.values(shareScopeMap)) {
        for (const entry of Object.values(scope[pkgName] ?? {})) {
          forgetFailedLoad(entry);
          forgetFailedLoad(entry.treeShaking);
        }
      }
    },
  };
};

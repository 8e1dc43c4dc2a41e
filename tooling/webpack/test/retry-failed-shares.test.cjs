// The runtime plugin against the federation runtime the apps are built with.
const assert = require('node:assert/strict');
const { describe, it } = require('node:test');
const { ModuleFederation } = require('@module-federation/runtime-core');
const retryFailedShares = require('../src/retry-failed-shares.cjs');

/** A host sharing one module whose first fetch fails, as a chunk does while the server is down. */
function hostWithFlakyShare(plugins) {
  let fetches = 0;
  const host = new ModuleFederation({
    name: 'shell',
    remotes: [],
    shared: {
      '@poshak/shared-api/http': {
        version: '0.1.0',
        scope: ['default'],
        shareConfig: { singleton: true, requiredVersion: false },
        get: async () => {
          fetches += 1;
          if (fetches === 1) throw new Error('chunk failed: the server is away');
          return () => ({ http: 'client' });
        },
      },
    },
    plugins,
  });
  return { host, fetches: () => fetches };
}

describe('retryFailedShares', () => {
  it('lets a shared module whose first load failed be loaded by the next request', async () => {
    const { host, fetches } = hostWithFlakyShare([retryFailedShares()]);
    await assert.rejects(host.loadShare('@poshak/shared-api/http'), /server is away/);
    const factory = await host.loadShare('@poshak/shared-api/http');
    assert.deepEqual(factory(), { http: 'client' });
    assert.equal(fetches(), 2);
  });

  it('is needed: without it the runtime hands back the first failure for good', async () => {
    const { host, fetches } = hostWithFlakyShare([]);
    await assert.rejects(host.loadShare('@poshak/shared-api/http'), /server is away/);
    await assert.rejects(host.loadShare('@poshak/shared-api/http'), /server is away/);
    assert.equal(fetches(), 1);
  });

  it('keeps a module that loaded: one instance per page', async () => {
    const { host, fetches } = hostWithFlakyShare([retryFailedShares()]);
    await assert.rejects(host.loadShare('@poshak/shared-api/http'));
    const first = await host.loadShare('@poshak/shared-api/http');
    const again = await host.loadShare('@poshak/shared-api/http');
    assert.equal(again, first);
    assert.equal(fetches(), 2);
  });
});

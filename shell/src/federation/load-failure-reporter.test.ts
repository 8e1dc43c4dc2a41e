import type { LoadFailureReport } from '@poshak/shared-api/schemas';
import { createLoadFailureReporter, loadFailurePlugin, releaseOf } from './load-failure-reporter';

const entries = {
  storefront: '/releases/storefront/0123456789abcdef/mf-manifest.json',
  backoffice: '/remotes/backoffice/mf-manifest.json',
};

function setUp() {
  const sent: LoadFailureReport[] = [];
  const report = createLoadFailureReporter(
    (remote) => entries[remote],
    (r) => sent.push(r),
  );
  // The plugin's hooks as the federation runtime calls them (only the arguments they read).
  const plugin = loadFailurePlugin(report) as unknown as {
    loadEntryError(args: { remoteInfo: { name: string; entry: string } }): Promise<unknown>;
    errorLoadRemote(args: {
      id: string;
      error: unknown;
      lifecycle: string;
      remote?: { name: string };
    }): unknown;
  };
  return { sent, report, plugin };
}

it('names the release an entry URL is of, or the build beside the server', () => {
  expect(releaseOf(entries.storefront)).toBe('0123456789abcdef');
  expect(releaseOf(entries.backoffice)).toBe('built-in');
  expect(releaseOf(undefined)).toBe('built-in');
});

it('reports a manifest that could not be read, with its release, and changes nothing of the load', () => {
  const { sent, plugin } = setUp();
  const result = plugin.errorLoadRemote({
    id: 'storefront/App',
    error: new Error('Failed to fetch manifest\u0000'),
    lifecycle: 'afterResolve',
  });
  expect(result).toBeUndefined();
  expect(sent).toEqual([
    {
      remote: 'storefront',
      release: '0123456789abcdef',
      phase: 'manifest',
      message: 'Error: Failed to fetch manifest',
    },
  ]);
});

it('reports an entry script that did not load once, not again as the module failing after it', async () => {
  const { sent, plugin } = setUp();
  await expect(
    plugin.loadEntryError({
      remoteInfo: { name: 'storefront', entry: entries.storefront },
    }),
  ).resolves.toBeUndefined();
  plugin.errorLoadRemote({
    id: 'storefront/App',
    error: new Error('[ Federation Runtime ]: RUNTIME-008 remote entry failed'),
    lifecycle: 'onLoad',
  });
  expect(sent.map((r) => r.phase)).toEqual(['entry']);
});

it('reports a chunk of the exposed module that did not load as expose, once per page', () => {
  const { sent, plugin, report } = setUp();
  const chunk = new Error('Loading chunk 123 failed.');
  chunk.name = 'ChunkLoadError';
  plugin.errorLoadRemote({ id: 'backoffice/App', error: chunk, lifecycle: 'onLoad' });
  plugin.errorLoadRemote({ id: 'backoffice/App', error: chunk, lifecycle: 'onLoad' });
  report('backoffice', 'render', new TypeError('x is undefined'));
  expect(sent).toEqual([
    {
      remote: 'backoffice',
      release: 'built-in',
      phase: 'expose',
      message: 'ChunkLoadError: Loading chunk 123 failed.',
    },
    {
      remote: 'backoffice',
      release: 'built-in',
      phase: 'render',
      message: 'TypeError: x is undefined',
    },
  ]);
});

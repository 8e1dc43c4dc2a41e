import { cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CONTRACT_VERSION } from '@poshak/shared-api/contract';
import { LANGUAGE_COOKIE } from '@poshak/shared-api/page';
import { activateChecked } from '../../../src/modules/releases/activation';
import { buildInfo, readBuild, type BuildInfo } from '../../../src/modules/releases/release-build';
import { compatibilityProblems } from '../../../src/modules/releases/release-checks';
import { ReleaseRefusal, type Release } from '../../../src/modules/releases/release-store';
import { eventually, instancesOnOnePostgres, type Instance } from '../../helpers/instances';
import { ensureBuilt } from '../../helpers/processes';
import {
  checkContext,
  entryIn,
  SHARED_UI,
  SKIP,
  STOREFRONT,
  storefrontBuild,
} from './release-fixtures';

const BUILT_IN_ENTRY = '/remotes/storefront/mf-manifest.json';

let instances: Instance[];
let closeAll: () => Promise<void>;
let work: string;
let a: Instance;
let b: Instance;

const info = (overrides: Partial<BuildInfo> = {}): BuildInfo => ({
  ...buildInfo(STOREFRONT, SHARED_UI),
  ...overrides,
});

const page = async (on: Instance, url = '/') =>
  (await on.app.inject({ method: 'GET', url, headers: { cookie: `${LANGUAGE_COOKIE}=en` } })).body;

// Releases are copies of the real storefront build, drawn in the shell's page: both are made here
// when the checkout has none yet (a fresh clone runs the server's tests before anything is built).
ensureBuilt(['shell', 'storefront']);

beforeAll(async () => {
  work = mkdtempSync(path.join(os.tmpdir(), 'poshak-releases-'));
  ({ instances, close: closeAll } = await instancesOnOnePostgres(2));
  [a, b] = instances as [Instance, Instance];
}, 120_000);

afterAll(async () => {
  await closeAll?.();
  rmSync(work, { recursive: true, force: true });
});

describe('releases of a remote', () => {
  let v1: string;
  let v2: string;

  it('publishes a build as an immutable release without touching the live version', async () => {
    const build = storefrontBuild(work, 'v1');
    const { release, created } = await a.app.releases.store.publish('storefront', build, info());
    v1 = release.id;
    expect(created).toBe(true);
    expect(release.contractVersion).toBe(CONTRACT_VERSION);
    expect(release.singletons.react).toMatch(/^\d+\.\d+\.\d+/);
    expect(release.exposes).toEqual(['./App']);
    expect(release.gitCommit).toMatch(/^([0-9a-f]{40}(\+dirty)?|unknown)$/);
    // Maps stay out of a release.
    expect(build.files.some((f) => f.path.endsWith('.map'))).toBe(false);
    expect(release.files).toBe(build.files.length);

    const again = await b.app.releases.store.publish(
      'storefront',
      storefrontBuild(work, 'v1-again'),
      info(),
    );
    expect(again).toEqual({ release: expect.objectContaining({ id: v1 }), created: false });

    // Published is not live: both instances still name the build beside the server.
    expect(entryIn(await page(a))).toBe(BUILT_IN_ENTRY);
    expect(entryIn(await page(b))).toBe(BUILT_IN_ENTRY);

    // Its files are served by every instance under an immutable URL; its server bundle never.
    const manifest = await b.app.inject({ url: `/releases/storefront/${v1}/mf-manifest.json` });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['cache-control']).toContain('immutable');
    const bundle = build.files.find((f) => f.path.startsWith('server/'));
    expect(bundle).toBeDefined();
    expect(
      (await b.app.inject({ url: `/releases/storefront/${v1}/${bundle?.path}` })).statusCode,
    ).toBe(404);
  });

  it('activates a release on both instances together, told over NOTIFY, pages drawn with its bundle', async () => {
    const build = storefrontBuild(work, 'v2', 'Skip to content, release two');
    v2 = (await a.app.releases.store.publish('storefront', build, info())).release.id;
    expect(v2).not.toBe(v1);

    await activateChecked(checkContext(a), 'storefront', v1);
    await eventually(
      async () => entryIn(await page(b)) === `/releases/storefront/${v1}/mf-manifest.json`,
    );
    // Each instance made v2 ready when it was published (told over NOTIFY): activating it loads
    // nothing more. Awaited here as a barrier, not slept for.
    await Promise.all([a, b].map((on) => on.app.releases.prepare('storefront', v2)));

    const started = performance.now();
    const { from, to } = await activateChecked(checkContext(a), 'storefront', v2);
    expect({ from, to }).toEqual({ from: v1, to: v2 });
    const checksMs = performance.now() - started;
    const seenA = await eventually(
      async () => entryIn(await page(a)) === `/releases/storefront/${v2}/mf-manifest.json`,
    );
    const seenB = await eventually(
      async () => entryIn(await page(b)) === `/releases/storefront/${v2}/mf-manifest.json`,
    );
    // Told over NOTIFY, not found by polling (the releases poll nothing). How soon is the
    // machine's figure, printed, not judged (speed targets live in `pnpm bench`): 337 ms on A and
    // 195 ms more on B at a load of 9, over a second at 10.
    console.log(
      `activation checks ${Math.round(checksMs)} ms; live on A after ${seenA} ms, on B after ${seenB} ms more`,
    );

    // The server drew the page with v2's server bundle and named v2's stylesheets.
    const html = await page(b);
    expect(html).toContain('Skip to content, release two');
    expect(html).toContain(`/releases/storefront/${v2}/`);
    expect(html).not.toContain(`/releases/storefront/${v1}/`);

    // A page opened on v1 keeps loading v1's chunks.
    const chunk = storefrontBuild(work, 'v1-files').files.find((f) =>
      /^\d+\.[0-9a-f]+\.js$/.test(f.path),
    );
    const old = await a.app.inject({ url: `/releases/storefront/${v1}/${chunk?.path}` });
    expect(old.statusCode).toBe(200);
    expect(old.headers['content-type']).toContain('javascript');
  });

  it('rolls back to the previous release on every instance, and a second rollback undoes it', async () => {
    expect(await a.app.releases.store.rollback('storefront')).toEqual({
      from: v2,
      to: v1,
      canary: false,
    });
    // Told over NOTIFY, as an activation is; how soon is the machine's, not judged here.
    for (const on of [a, b]) {
      await eventually(
        async () => entryIn(await page(on)) === `/releases/storefront/${v1}/mf-manifest.json`,
      );
    }
    const html = await page(b);
    expect(html).toContain(`${SKIP}<`);
    expect(html).not.toContain('release two');
    expect(await b.app.releases.store.rollback('storefront')).toEqual({
      from: v1,
      to: v2,
      canary: false,
    });
    await eventually(
      async () => entryIn(await page(a)) === `/releases/storefront/${v2}/mf-manifest.json`,
    );
  });

  it('refuses a release built against another major contract, saying why; a minor is allowed', async () => {
    const build = storefrontBuild(work, 'v3', 'Skip to content, release three');
    const [major = '1'] = CONTRACT_VERSION.split('.');
    const next = `${Number(major) + 1}.0.0`;
    const { release } = await a.app.releases.store.publish(
      'storefront',
      build,
      info({ contractVersion: next }),
    );
    const refusal = activateChecked(checkContext(a), 'storefront', release.id);
    await expect(refusal).rejects.toThrow(ReleaseRefusal);
    await expect(refusal).rejects.toThrow(
      `contract: built against shared-api contract ${next}, the API runs ${CONTRACT_VERSION}`,
    );
    expect((await a.app.releases.store.pointer('storefront'))?.releaseId).toBe(v2);
    expect(entryIn(await page(b))).toBe(`/releases/storefront/${v2}/mf-manifest.json`);

    const host = checkContext(a).host;
    const minor = { ...release, contractVersion: `${major}.99.0` } satisfies Release;
    expect(compatibilityProblems(minor, host)).toEqual([]);
    const otherReact = { ...minor, singletons: { ...minor.singletons, react: '18.3.1' } };
    expect(compatibilityProblems(otherReact, host)).toEqual([
      `singleton react: built with 18.3.1, the shell shares ${host.singletons.react}; a page must hold one copy`,
    ]);
    expect(compatibilityProblems({ ...minor, exposes: [] }, host)).toEqual([
      'exposes: ./App is missing (exposes nothing); the shell mounts ./App',
    ]);
  });

  it('refuses a release whose server bundle cannot draw the page', async () => {
    const dir = path.join(work, 'broken');
    cpSync(path.join(STOREFRONT, 'dist'), dir, { recursive: true });
    const [bundle] = readdirSync(path.join(dir, 'server')).filter((f) => f.endsWith('.js'));
    writeFileSync(
      path.join(dir, 'server', bundle ?? 'render-page.0.js'),
      'throw new Error("broken build");',
    );
    const { release } = await a.app.releases.store.publish('storefront', readBuild(dir), info());
    await expect(activateChecked(checkContext(a), 'storefront', release.id)).rejects.toThrow(
      'smoke render: the server bundle does not load or does not export createPageRenderer',
    );
    expect((await a.app.releases.store.pointer('storefront'))?.releaseId).toBe(v2);
  });

  it('prunes old releases but never the live one nor the rollback target; their URLs go', async () => {
    const all = (await a.app.releases.store.list('storefront')).map((r) => r.id);
    expect(all).toHaveLength(4);
    const removed = await a.app.releases.store.prune('storefront', 0);
    expect(removed.sort()).toEqual(all.filter((id) => id !== v1 && id !== v2).sort());
    const gone = removed[0];
    for (const on of [a, b]) {
      await eventually(
        async () =>
          (await on.app.inject({ url: `/releases/storefront/${gone}/mf-manifest.json` }))
            .statusCode === 404,
      );
      expect(
        (await on.app.inject({ url: `/releases/storefront/${v1}/mf-manifest.json` })).statusCode,
      ).toBe(200);
    }
    expect(entryIn(await page(a))).toBe(`/releases/storefront/${v2}/mf-manifest.json`);
  });
});

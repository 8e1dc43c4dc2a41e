import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import { LANGUAGE_COOKIE } from '@poshak/shared-api/page';
import { auditLog, remoteReleaseFailures } from '../../../src/db/schema';
import { activateChecked, canaryChecked } from '../../../src/modules/releases/activation';
import { buildInfo } from '../../../src/modules/releases/release-build';
import {
  browserFamily,
  bucketOf,
  inCanary,
  isStaffBrowser,
  staffCookie,
} from '../../../src/modules/releases/canary';
import { createStaff } from '../../helpers/build';
import { eventually, instancesOnOnePostgres, type Instance } from '../../helpers/instances';
import { ensureBuilt } from '../../helpers/processes';
import { checkContext, entryIn, SHARED_UI, STOREFRONT, storefrontBuild } from './release-fixtures';

const CHROME =
  'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

let instances: Instance[];
let closeAll: () => Promise<void>;
let work: string;
let a: Instance;
let b: Instance;
let v1: string;
let v2: string;

const get = (on: Instance, cookie = '', url = '/') =>
  on.app.inject({
    method: 'GET',
    url,
    headers: { cookie: `${LANGUAGE_COOKIE}=en${cookie ? `; ${cookie}` : ''}` },
  });

const manifestOf = (id: string) => `/releases/storefront/${id}/mf-manifest.json`;

/** Which release a browser is served: the page drawn and the config it carries agree. */
async function servedTo(on: Instance, cookie: string): Promise<string> {
  const html = (await get(on, cookie)).body;
  const entry = entryIn(html);
  const drawn = html.includes('Skip to content, release two') ? v2 : v1;
  expect(entry).toBe(manifestOf(drawn));
  const config = (await get(on, cookie, '/mf-config.json')).json() as {
    remotes: { name: string; entry: string }[];
  };
  expect(config.remotes.find((r) => r.name === 'storefront')?.entry).toBe(entry);
  return drawn;
}

const report = (on: Instance, payload: unknown, userAgent = CHROME) =>
  on.app.inject({
    method: 'POST',
    url: '/api/releases/load-failures',
    headers: { 'user-agent': userAgent },
    payload: payload as Record<string, unknown>,
  });

// Releases are copies of the real storefront build, drawn in the shell's page: both are made here
// when the checkout has none yet (a fresh clone runs the server's tests before anything is built).
ensureBuilt(['shell', 'storefront']);

beforeAll(async () => {
  work = mkdtempSync(path.join(os.tmpdir(), 'poshak-canary-'));
  ({ instances, close: closeAll } = await instancesOnOnePostgres(2, {
    env: {
      RELEASE_CANARY_MIN_FAILURES: '3',
      RELEASE_CANARY_MAX_FAILURE_RATE: '0.5',
      // Drawn pages kept in memory, as in a shop: a canary's and the live release's pages of one
      // address must each reach only their own browsers.
      READ_CACHE_MS: '60000',
    },
  }));
  [a, b] = instances as [Instance, Instance];
  const info = buildInfo(STOREFRONT, SHARED_UI);
  v1 = (await a.app.releases.store.publish('storefront', storefrontBuild(work, 'v1'), info)).release
    .id;
  v2 = (
    await a.app.releases.store.publish(
      'storefront',
      storefrontBuild(work, 'v2', 'Skip to content, release two'),
      info,
    )
  ).release.id;
  // Readied as each instance readies a published release (NOTIFY), awaited as a barrier: the
  // checks' smoke render then finds the bundles loaded, however busy the machine.
  await Promise.all(
    [a, b].flatMap((on) => [v1, v2].map((id) => on.app.releases.prepare('storefront', id))),
  );
  await activateChecked(checkContext(a), 'storefront', v1);
  await eventually(async () => entryIn((await get(b)).body) === manifestOf(v1));
}, 180_000);

afterAll(async () => {
  await closeAll?.();
  rmSync(work, { recursive: true, force: true });
});

describe('canary assignment', () => {
  it('puts a browser in by its bucket (share) or by a signed staff cookie (staff only)', () => {
    expect(inCanary({ share: 50 }, { bucket: 49, staff: false })).toBe(true);
    expect(inCanary({ share: 50 }, { bucket: 50, staff: false })).toBe(false);
    expect(inCanary({ share: 50 }, { bucket: null, staff: true })).toBe(false);
    expect(inCanary({ share: null }, { bucket: 3, staff: false })).toBe(false);
    expect(inCanary({ share: null }, { bucket: null, staff: true })).toBe(true);
    expect(bucketOf('a=1; poshak_bucket=7')).toBe(7);
    expect(bucketOf('poshak_bucket=100')).toBeNull();
    expect(bucketOf('poshak_bucket=-1')).toBeNull();

    const key = Buffer.from('k'.repeat(32));
    const cookie = staffCookie(key, 60, 1_000_000).split(';')[0] ?? '';
    expect(isStaffBrowser(key, cookie, 1_000_000)).toBe(true);
    expect(isStaffBrowser(key, cookie, 1_000_000 + 61_000)).toBe(false);
    expect(isStaffBrowser(Buffer.from('x'.repeat(32)), cookie, 1_000_000)).toBe(false);
    expect(isStaffBrowser(key, cookie.replace(/=(\d+)\./, '=9$1.'), 1_000_000)).toBe(false);

    expect(browserFamily(CHROME)).toBe('chrome');
    expect(browserFamily('Mozilla/5.0 (Linux; U; Android 9) UCBrowser/13.4.0.1306')).toBe('uc');
    expect(browserFamily(`${CHROME} SamsungBrowser/25.0`)).toBe('samsung');
    expect(browserFamily(undefined)).toBe('other');
  });

  it('serves half the browsers the canary, each on the same side across reloads and instances, page and scripts alike', async () => {
    await canaryChecked(checkContext(a), 'storefront', v2, { share: 50 });
    await eventually(async () => b.app.releases.canary('storefront')?.release.id === v2);
    await eventually(async () => a.app.releases.canary('storefront')?.release.id === v2);

    for (const on of [a, b, a]) {
      expect(await servedTo(on, 'poshak_bucket=10')).toBe(v2);
      expect(await servedTo(on, 'poshak_bucket=90')).toBe(v1);
    }

    // A browser with no bucket is given one, and is served the side it names from then on.
    const first = await get(b);
    const given = [first.headers['set-cookie']].flat().find((c) => c?.startsWith('poshak_bucket='));
    expect(given).toMatch(/^poshak_bucket=\d{1,2}; Path=\/; Max-Age=\d+; SameSite=Lax$/);
    const cookie = given?.split(';')[0] ?? '';
    const side = Number(cookie.split('=')[1]) < 50 ? v2 : v1;
    expect(entryIn(first.body)).toBe(manifestOf(side));
    expect(await servedTo(a, cookie)).toBe(side);
    expect(await servedTo(b, cookie)).toBe(side);
    expect(first.headers.vary).toContain('Cookie');
  });

  it('tries a release on signed-in staff only; a hand-written staff cookie is not one', async () => {
    await canaryChecked(checkContext(a), 'storefront', v2, { staff: true });
    await eventually(async () => b.app.releases.canary('storefront')?.share === null);
    await createStaff(a.shop.db, { username: 'owner', password: 'owner-password', role: 'admin' });
    const signin = await a.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { username: 'owner', password: 'owner-password' },
    });
    const staffMark = [signin.headers['set-cookie']]
      .flat()
      .find((c) => c?.startsWith('poshak_staff='));
    expect(staffMark).toContain('HttpOnly');
    const staff = staffMark?.split(';')[0] ?? '';

    expect(await servedTo(b, staff)).toBe(v2);
    expect(await servedTo(b, 'poshak_bucket=10')).toBe(v1);
    expect(await servedTo(b, 'poshak_staff=99999999999.forged')).toBe(v1);
  });
});

describe('promotion and rollback', () => {
  it('promotes the canary for everyone, and a rollback puts the earlier release back; each audited', async () => {
    await canaryChecked(checkContext(a), 'storefront', v2, { share: 50 });
    expect(await a.app.releases.store.promote('storefront', { id: null, username: 'cli' })).toEqual(
      { from: v1, to: v2 },
    );
    await eventually(
      async () => entryIn((await get(b, 'poshak_bucket=90')).body) === manifestOf(v2),
    );
    expect(b.app.releases.canary('storefront')).toBeNull();
    expect(await servedTo(b, 'poshak_bucket=90')).toBe(v2);

    expect(await a.app.releases.store.rollback('storefront')).toEqual({
      from: v2,
      to: v1,
      canary: false,
    });
    await eventually(
      async () => entryIn((await get(b, 'poshak_bucket=10')).body) === manifestOf(v1),
    );
    expect(await servedTo(b, 'poshak_bucket=10')).toBe(v1);

    const audited = await a.shop.db
      .select({ after: auditLog.after, by: auditLog.staff_username })
      .from(auditLog)
      .where(and(eq(auditLog.kind, 'release'), eq(auditLog.entity_id, 'storefront')))
      .orderBy(desc(auditLog.id))
      .limit(3);
    expect(audited.map((r) => (r.after as { action: string }).action)).toEqual([
      'rollback',
      'promote',
      'canary',
    ]);
    expect(audited[1]?.by).toBe('cli');
  });

  it('a rollback while a canary runs ends the canary only', async () => {
    await canaryChecked(checkContext(a), 'storefront', v2, { share: 50 });
    expect(await a.app.releases.store.rollback('storefront')).toEqual({
      from: v2,
      to: v1,
      canary: true,
    });
    await eventually(async () => b.app.releases.canary('storefront') === null);
    expect(await servedTo(b, 'poshak_bucket=10')).toBe(v1);
    expect((await a.app.releases.store.pointer('storefront'))?.releaseId).toBe(v1);
  });
});

describe('failed loads reported by browsers', () => {
  it('refuses a report that is not one, naming the field, and counts one that is', async () => {
    const bad = await report(a, { remote: 'storefront', release: v1, phase: 'boot' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('phase');
    const badRelease = await report(a, { remote: 'storefront', release: 'v1', phase: 'entry' });
    expect(badRelease.statusCode).toBe(400);
    expect(badRelease.body).toContain('release');
    const extra = await report(a, { remote: 'storefront', release: v1, phase: 'entry', x: 1 });
    expect(extra.statusCode).toBe(400);
    const big = await report(a, {
      remote: 'storefront',
      release: v1,
      phase: 'entry',
      message: 'x'.repeat(2_000),
    });
    expect(big.statusCode).toBe(400);
    expect(big.body).toContain('message');

    const ok = await report(a, {
      remote: 'storefront',
      release: v1,
      phase: 'expose',
      message: 'ChunkLoadError: Loading chunk 123 failed.',
    });
    expect(ok.statusCode).toBe(202);
    // The build beside the server has no row: counted in the metrics only.
    expect(
      (await report(a, { remote: 'backoffice', release: 'built-in', phase: 'manifest' }))
        .statusCode,
    ).toBe(202);
    const rows = await a.shop.db
      .select()
      .from(remoteReleaseFailures)
      .where(eq(remoteReleaseFailures.release_id, v1));
    expect(rows).toEqual([
      expect.objectContaining({ phase: 'expose', browser: 'chrome', failures: 1 }),
    ]);
    const metrics = await a.app.metrics.registry.getSingleMetricAsString(
      'poshak_remote_load_failures_total',
    );
    expect(metrics).toContain(
      `poshak_remote_load_failures_total{remote="storefront",release="${v1}",phase="expose",browser="chrome"} 1`,
    );
    expect(metrics).toContain('release="built-in",phase="manifest"');
  });

  it('rolls a canary back by itself once enough of its pages fail, not before; audited', async () => {
    // A release of its own: its pages and failures are all this canary's.
    const v3 = (
      await a.app.releases.store.publish(
        'storefront',
        storefrontBuild(work, 'v3', 'Skip to content, release three'),
        buildInfo(STOREFRONT, SHARED_UI),
      )
    ).release.id;
    // Readied on publishing, as in a shop; awaited so the checks' smoke render finds it loaded.
    await Promise.all([a, b].map((on) => on.app.releases.prepare('storefront', v3)));
    await canaryChecked(checkContext(a), 'storefront', v3, { share: 50 });
    await eventually(async () => b.app.releases.canary('storefront')?.release.id === v3);
    await eventually(async () => a.app.releases.canary('storefront')?.release.id === v3);
    // Four pages drawn with the canary on B, two failures: below the minimum of three.
    for (let i = 0; i < 4; i++) {
      const html = (await get(b, 'poshak_bucket=20')).body;
      expect(entryIn(html)).toBe(manifestOf(v3));
      expect(html).toContain('Skip to content, release three');
    }
    await b.app.releases.flushPages();
    for (let i = 0; i < 2; i++) {
      expect(
        (await report(a, { remote: 'storefront', release: v3, phase: 'render' })).statusCode,
      ).toBe(202);
    }
    expect(a.app.releases.canary('storefront')?.release.id).toBe(v3);
    // Failures of the live release decide nothing about it.
    for (let i = 0; i < 3; i++)
      await report(a, { remote: 'storefront', release: v1, phase: 'entry' });
    expect((await a.app.releases.store.pointer('storefront'))?.releaseId).toBe(v1);

    // A third: 3 failures in 4 pages, past 50 % from three failures.
    await report(b, { remote: 'storefront', release: v3, phase: 'entry' });
    await eventually(async () => a.app.releases.canary('storefront') === null);
    expect(await servedTo(a, 'poshak_bucket=20')).toBe(v1);
    const pointer = await a.app.releases.store.pointer('storefront');
    expect(pointer).toEqual(expect.objectContaining({ releaseId: v1, canary: null }));
    expect(await a.app.releases.store.health('storefront', v3)).toEqual({ pages: 4, failures: 3 });

    const [rolled] = await a.shop.db
      .select({ by: auditLog.staff_username, after: auditLog.after })
      .from(auditLog)
      .where(eq(auditLog.kind, 'release'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(rolled?.by).toBeNull();
    expect(rolled?.after).toEqual(
      expect.objectContaining({
        action: 'automatic rollback',
        reason: '3 failed loads in 4 pages (75.0 %), past the limit of 50.0 % from 3 failures',
      }),
    );
    expect(
      await b.app.metrics.registry.getSingleMetricAsString(
        'poshak_remote_canary_automatic_rollbacks_total',
      ),
    ).toContain('remote="storefront"} 1');
  });
});

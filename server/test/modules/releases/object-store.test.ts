import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { LANGUAGE_COOKIE } from '@poshak/shared-api/page';
import { remoteReleaseFiles } from '../../../src/db/schema';
import { activateChecked, canaryChecked } from '../../../src/modules/releases/activation';
import { releaseObjects } from '../../../src/modules/releases/object-store';
import { buildInfo } from '../../../src/modules/releases/release-build';
import { releaseStore } from '../../../src/modules/releases/release-store';
import { eventually, instancesOnOnePostgres, type Instance } from '../../helpers/instances';
import { ensureBuilt } from '../../helpers/processes';
import { checkContext, entryIn, SHARED_UI, STOREFRONT, storefrontBuild } from './release-fixtures';
import { S3Simulator, type S3Account } from './s3-simulator';

const ACCOUNT: S3Account = {
  bucket: 'poshak-releases',
  region: 'auto',
  accessKeyId: 'POSHAKTESTKEY',
  secretAccessKey: 'poshak-test-secret-of-the-key',
};
const PREFIX = 'shop/';

let s3: S3Simulator;
let instances: Instance[];
let closeAll: () => Promise<void>;
let work: string;
let a: Instance;
let b: Instance;
let v1: string;
let v2: string;

const settingsOf = (simulator: S3Simulator) => ({
  endpoint: simulator.endpoint,
  region: ACCOUNT.region,
  bucket: ACCOUNT.bucket,
  prefix: PREFIX,
  accessKeyId: ACCOUNT.accessKeyId,
  secretAccessKey: ACCOUNT.secretAccessKey,
  publicUrl: simulator.publicUrl,
});

const page = (on: Instance, cookie = '') =>
  on.app.inject({
    method: 'GET',
    url: '/',
    headers: { cookie: `${LANGUAGE_COOKIE}=en${cookie ? `; ${cookie}` : ''}` },
  });
const cdnManifest = (id: string) => `${s3.publicUrl}/storefront/${id}/mf-manifest.json`;
const info = () => buildInfo(STOREFRONT, SHARED_UI);

ensureBuilt(['shell', 'storefront']);

beforeAll(async () => {
  work = mkdtempSync(path.join(os.tmpdir(), 'poshak-object-store-'));
  s3 = new S3Simulator(ACCOUNT, `${PREFIX}public/`);
  await s3.listen();
  const settings = settingsOf(s3);
  ({ instances, close: closeAll } = await instancesOnOnePostgres(2, {
    env: {
      RELEASE_S3_BUCKET: settings.bucket,
      RELEASE_S3_ENDPOINT: settings.endpoint,
      RELEASE_S3_REGION: settings.region,
      RELEASE_S3_PREFIX: settings.prefix,
      RELEASE_S3_ACCESS_KEY_ID: settings.accessKeyId,
      RELEASE_S3_SECRET_ACCESS_KEY: settings.secretAccessKey,
      RELEASE_PUBLIC_URL: settings.publicUrl,
    },
  }));
  [a, b] = instances as [Instance, Instance];
}, 120_000);

afterAll(async () => {
  await closeAll?.();
  await s3?.close();
  rmSync(work, { recursive: true, force: true });
});

describe('releases kept in an S3-compatible object store', () => {
  it('publishes the files to the bucket under the release id, each with its cache lifetime; the database keeps the record', async () => {
    const build = storefrontBuild(work, 'v1');
    const { release, created } = await a.app.releases.store.publish('storefront', build, info());
    v1 = release.id;
    expect(created).toBe(true);
    expect(Object.keys(release.objectFiles ?? {}).sort()).toEqual(
      build.files.map((f) => f.path).sort(),
    );

    // Browser files under public/, the server bundle under private/ (the CDN serves only public/).
    const publicKeys = s3.keys(`${PREFIX}public/storefront/${v1}/`);
    const privateKeys = s3.keys(`${PREFIX}private/storefront/${v1}/`);
    expect(publicKeys.length + privateKeys.length).toBe(build.files.length);
    expect(privateKeys.length).toBeGreaterThan(0);
    expect(privateKeys.every((k) => k.includes(`/${v1}/server/`))).toBe(true);
    expect(publicKeys.some((k) => k.includes('/server/'))).toBe(false);

    // Chunks named by their content hash: a year; the fixed names: minutes.
    const chunk = publicKeys.find((k) => /\/\d+\.[0-9a-f]{10}\.js$/.test(k)) ?? '';
    expect(s3.object(chunk)?.cacheControl).toBe('public, max-age=31536000, immutable');
    expect(s3.object(chunk)?.contentType).toContain('javascript');
    for (const fixed of ['mf-manifest.json', 'remoteEntry.js']) {
      expect(s3.object(`${PREFIX}public/storefront/${v1}/${fixed}`)?.cacheControl).toBe(
        'public, max-age=300',
      );
    }
    // No file rows: the database holds the record and the digests only.
    const rows = await a.shop.db
      .select({ path: remoteReleaseFiles.path })
      .from(remoteReleaseFiles)
      .where(
        and(eq(remoteReleaseFiles.remote, 'storefront'), eq(remoteReleaseFiles.release_id, v1)),
      );
    expect(rows).toEqual([]);

    const again = await b.app.releases.store.publish(
      'storefront',
      storefrontBuild(work, 'v1-again'),
      info(),
    );
    expect(again.created).toBe(false);
  });

  it('activates it on both instances: the page names the CDN, is drawn with the bundle fetched from the bucket, and the CSP admits the CDN', async () => {
    // Each instance made it ready when it was published (told over NOTIFY), fetching its bundle
    // from the bucket: awaited as a barrier, as in the database's test.
    await Promise.all([a, b].map((on) => on.app.releases.prepare('storefront', v1)));
    await activateChecked(checkContext(a), 'storefront', v1);
    for (const on of [a, b]) {
      await eventually(async () => entryIn((await page(on)).body) === cdnManifest(v1));
    }
    const reply = await page(b);
    // Its stylesheets from the CDN, its markup drawn on the server.
    expect(reply.body).toMatch(
      new RegExp(`<link rel="stylesheet" href="${s3.publicUrl}/storefront/${v1}/[^"]+\\.css">`),
    );
    expect(reply.body).toContain('Skip to content<');
    const csp = String(reply.headers['content-security-policy']);
    for (const directive of ['script-src', 'style-src', 'connect-src', 'font-src']) {
      expect(csp).toMatch(new RegExp(`${directive} [^;]*${s3.endpoint.replace(/\./g, '\\.')}`));
    }
    // Each instance keeps the bundle in its own data folder, fetched once.
    for (const on of [a, b]) {
      const dir = path.join(on.app.config.dataDir, 'release-cache', 'storefront', v1, 'server');
      expect(readdirSync(dir).some((f) => /^render-page\..+\.js$/.test(f))).toBe(true);
    }
    // The shop does not serve them: browsers go to the CDN, which does.
    expect(
      (await a.app.inject({ url: `/releases/storefront/${v1}/mf-manifest.json` })).statusCode,
    ).toBe(404);
    const manifest = await fetch(cdnManifest(v1));
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('access-control-allow-origin')).toBe('*');
    expect((await fetch(`${s3.publicUrl}/storefront/${v1}/server/x.js`)).status).toBe(404);
  });

  it('canary, promotion and rollback move the pages between releases of the bucket as they do in the database', async () => {
    const build = storefrontBuild(work, 'v2', 'Skip to content, release two');
    v2 = (await a.app.releases.store.publish('storefront', build, info())).release.id;
    await Promise.all([a, b].map((on) => on.app.releases.prepare('storefront', v2)));
    await canaryChecked(checkContext(a), 'storefront', v2, { share: 50 });
    for (const [bucket, id, drawn] of [
      [10, v2, 'release two'],
      [90, v1, 'Skip to content<'],
    ] as const) {
      await eventually(
        async () => entryIn((await page(b, `poshak_bucket=${bucket}`)).body) === cdnManifest(id),
      );
      expect((await page(b, `poshak_bucket=${bucket}`)).body).toContain(drawn);
    }
    await a.app.releases.store.promote('storefront');
    await eventually(
      async () => entryIn((await page(b, 'poshak_bucket=90')).body) === cdnManifest(v2),
    );
    expect(await a.app.releases.store.rollback('storefront')).toEqual({
      from: v2,
      to: v1,
      canary: false,
    });
    await eventually(
      async () => entryIn((await page(b, 'poshak_bucket=10')).body) === cdnManifest(v1),
    );
  });

  it('refuses a release whose server bundle in the bucket is not the one published', async () => {
    const build = storefrontBuild(work, 'v3', 'Skip to content, release three');
    const { release } = await a.app.releases.store.publish('storefront', build, info());
    const [bundle = ''] = s3.keys(`${PREFIX}private/storefront/${release.id}/server/render-page`);
    s3.tamper(bundle, Buffer.from('module.exports = { createPageRenderer: () => ({}) };'));
    await expect(activateChecked(checkContext(b), 'storefront', release.id)).rejects.toThrow(
      /is not the file published \(SHA-256/,
    );
    expect(
      existsSync(path.join(b.app.config.dataDir, 'release-cache', 'storefront', release.id)),
    ).toBe(false);
    expect((await a.app.releases.store.pointer('storefront'))?.releaseId).toBe(v1);
  });

  it('refuses a wrong secret or key id with a message naming the setting; nothing is recorded', async () => {
    const settings = settingsOf(s3);
    const build = storefrontBuild(work, 'v4', 'Skip to content, release four');
    const wrongSecret = releaseStore(a.shop.db, { ...settings, secretAccessKey: 'not-the-secret' });
    await expect(wrongSecret.publish('storefront', build, info())).rejects.toThrow(
      `object store (bucket ${ACCOUNT.bucket} at ${s3.endpoint}): uploading `,
    );
    await expect(wrongSecret.publish('storefront', build, info())).rejects.toThrow(
      /refused with SignatureDoesNotMatch \(HTTP 403\): the signature was refused: RELEASE_S3_SECRET_ACCESS_KEY is not the secret of RELEASE_S3_ACCESS_KEY_ID/,
    );
    const wrongKey = releaseStore(a.shop.db, { ...settings, accessKeyId: 'NOSUCHKEY' });
    await expect(wrongKey.publish('storefront', build, info())).rejects.toThrow(
      /InvalidAccessKeyId \(HTTP 403\): the store knows no such key: check RELEASE_S3_ACCESS_KEY_ID/,
    );
    expect(await a.app.releases.store.find('storefront', build.id)).toBeNull();
    expect(s3.keys(`${PREFIX}public/storefront/${build.id}/`)).toEqual([]);
    // Nor can an instance without the settings read a release kept there.
    const noBucket = releaseStore(a.shop.db);
    const live = await noBucket.find('storefront', v1);
    if (!live) throw new Error(`${v1} is not recorded`);
    await expect(noBucket.file(live, 'mf-manifest.json')).rejects.toThrow(
      'keeps its files in an object store, and this process has no RELEASE_S3_BUCKET set',
    );
  });

  it('pruning deletes the objects of the releases it deletes, and later what a stopped publish left', async () => {
    const all = (await a.app.releases.store.list('storefront')).map((r) => r.id);
    const removed = await a.app.releases.store.prune('storefront', 0);
    expect(removed.sort()).toEqual(all.filter((id) => id !== v1 && id !== v2).sort());
    for (const id of removed)
      expect(s3.keys(`${PREFIX}`).filter((k) => k.includes(`/${id}/`))).toEqual([]);
    for (const id of [v1, v2]) {
      expect(s3.keys(`${PREFIX}public/storefront/${id}/`).length).toBeGreaterThan(0);
      expect(s3.keys(`${PREFIX}private/storefront/${id}/`).length).toBeGreaterThan(0);
    }

    // Objects of a publish stopped before its record: left while young (it may be under way).
    const stray = 'abcdef0123456789';
    await releaseObjects(settingsOf(s3)).upload(
      'storefront',
      stray,
      storefrontBuild(work, 'v5', 'Skip, five').files,
    );
    expect(await a.app.releases.store.removeStrayObjects('storefront')).toEqual([]);
    s3.backdate(`${PREFIX}public/storefront/${stray}/`, 2 * 3_600_000);
    s3.backdate(`${PREFIX}private/storefront/${stray}/`, 2 * 3_600_000);
    expect(await a.app.releases.store.removeStrayObjects('storefront')).toEqual([stray]);
    expect(s3.keys(PREFIX).filter((k) => k.includes(stray))).toEqual([]);
    expect(s3.keys(`${PREFIX}public/storefront/${v1}/`).length).toBeGreaterThan(0);
  });
});

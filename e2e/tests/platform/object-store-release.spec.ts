import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { S3Simulator, type S3Account } from '@poshak/server/object-store-simulator';
import { expect, test } from '../../harness/fixtures';
import { freePort } from '../../harness/free-port';
import { publish, release, STOREFRONT_DIST, variantOf } from '../../harness/releases';
import { HomePage } from '../../pages/storefront/home-page';

const ACCOUNT: S3Account = {
  bucket: 'poshak-e2e-releases',
  region: 'auto',
  accessKeyId: 'POSHAKE2EKEY',
  secretAccessKey: 'poshak-e2e-secret-of-the-key',
};
const PREFIX = 'shop/';
/** The home page's grid title: release two words it anew, in the browser and server bundles. */
const TITLE = 'Collection of this week';
const TITLE_V2 = 'Collection of this week, from the bucket';

interface Loaded {
  url: string;
  status: number;
  cacheControl: string | undefined;
}

/**
 * Opens the home page and tells what came from where: the release its server-drawn HTML names, the
 * title drawn on the server, what the browser loaded from the CDN and whether it asked the shop for
 * any release file. Pages of a new context are not the fixture's, which waits until a page is live.
 */
async function openHome(page: Page, cdn: string) {
  const fromCdn: Loaded[] = [];
  let fromShop = 0;
  const listener = (response: {
    url(): string;
    status(): number;
    headers(): Record<string, string>;
  }) => {
    const url = response.url();
    if (url.startsWith(cdn)) {
      fromCdn.push({
        url: url.slice(cdn.length),
        status: response.status(),
        cacheControl: response.headers()['cache-control'],
      });
    } else if (url.includes('/releases/storefront/')) fromShop += 1;
  };
  page.on('response', listener);
  const response = await page.goto('/');
  const html = (await response?.text()) ?? '';
  await expect(new HomePage(page).collectionTitle).toBeVisible();
  // The title comes drawn by the server; the release's code is all loaded once the page is live.
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-live'));
  page.off('response', listener);
  const named = new RegExp(`"name":"storefront","entry":"${cdn}/storefront/([0-9a-f]{16})/`);
  return {
    named: named.exec(html)?.[1],
    drawn: html.includes(TITLE_V2) ? 'v2' : html.includes(TITLE) ? 'v1' : 'neither',
    fromCdn,
    fromShop,
  };
}

test('a storefront release kept in an object store: browsers load it from the CDN, canary and rollback as before, pruning deletes its objects', async ({
  browser,
  startShop,
}) => {
  test.setTimeout(300_000);
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'poshak-object-store-'));
  const s3 = new S3Simulator(ACCOUNT, `${PREFIX}public/`);
  await s3.listen(await freePort());
  const contexts: BrowserContext[] = [];
  try {
    const shop = await startShop({
      env: {
        RELEASE_S3_BUCKET: ACCOUNT.bucket,
        RELEASE_S3_ENDPOINT: s3.endpoint,
        RELEASE_S3_REGION: ACCOUNT.region,
        RELEASE_S3_PREFIX: PREFIX,
        RELEASE_S3_ACCESS_KEY_ID: ACCOUNT.accessKeyId,
        RELEASE_S3_SECRET_ACCESS_KEY: ACCOUNT.secretAccessKey,
        RELEASE_PUBLIC_URL: s3.publicUrl,
      },
    });
    const v1 = await publish(shop, STOREFRONT_DIST);
    expect(s3.keys(`${PREFIX}public/storefront/${v1}/`)).toContain(
      `${PREFIX}public/storefront/${v1}/remoteEntry.js`,
    );
    await release(shop, 'activate', 'storefront', v1);
    const v2 = await publish(
      shop,
      variantOf(workDir, 'v2', (_, text) =>
        text.replaceAll(`'${TITLE}'`, `'${TITLE_V2}'`).replaceAll(`"${TITLE}"`, `"${TITLE_V2}"`),
      ),
    );

    const browserIn = async (bucket: number) => {
      const context = await browser.newContext({ baseURL: shop.baseURL });
      contexts.push(context);
      await context.addCookies([
        { name: 'poshak_bucket', value: String(bucket), url: shop.baseURL },
        { name: 'poshak_language', value: 'en', url: shop.baseURL },
      ]);
      return context.newPage();
    };
    const a = await browserIn(10);

    // The page names the release at the CDN and was drawn with its bundle from the bucket; the
    // browser loads the manifest, the entry and the chunks from the CDN, nothing from the shop.
    const seen = await openHome(a, s3.publicUrl);
    expect(seen).toEqual(expect.objectContaining({ named: v1, drawn: 'v1', fromShop: 0 }));
    const loaded = (pattern: RegExp) => seen.fromCdn.filter((l) => pattern.test(l.url));
    expect(loaded(new RegExp(`^/storefront/${v1}/mf-manifest\\.json$`))).toEqual([
      expect.objectContaining({ status: 200, cacheControl: 'public, max-age=300' }),
    ]);
    expect(loaded(new RegExp(`^/storefront/${v1}/remoteEntry\\.js$`))).toEqual([
      expect.objectContaining({ status: 200, cacheControl: 'public, max-age=300' }),
    ]);
    const chunks = loaded(new RegExp(`^/storefront/${v1}/[\\w.-]+\\.[0-9a-f]{10}\\.(js|css)$`));
    expect(chunks.length).toBeGreaterThan(1);
    for (const chunk of chunks) {
      expect(chunk).toEqual(
        expect.objectContaining({
          status: 200,
          cacheControl: 'public, max-age=31536000, immutable',
        }),
      );
    }
    // The page works on code from the CDN: a product's page opens in the browser.
    const home = new HomePage(a);
    await home.cards.first().getByRole('link').first().click();
    await expect(a).toHaveURL(/\/productdetails\/\d+/);
    await expect(a.getByRole('button', { name: 'Add to cart', exact: true })).toBeVisible();

    // A canary at 50 %: bucket 10 gets v2, bucket 90 v1, both from the CDN.
    await release(shop, 'canary', 'storefront', v2, '--share', '50');
    const b = await browserIn(90);
    await expect.poll(async () => (await openHome(a, s3.publicUrl)).named).toBe(v2);
    const inCanary = await openHome(a, s3.publicUrl);
    expect(inCanary).toEqual(expect.objectContaining({ named: v2, drawn: 'v2', fromShop: 0 }));
    expect(inCanary.fromCdn.some((l) => l.url === `/storefront/${v2}/remoteEntry.js`)).toBe(true);
    await expect(new HomePage(a).collectionTitle).toHaveText(TITLE_V2);
    expect(await openHome(b, s3.publicUrl)).toEqual(
      expect.objectContaining({ named: v1, drawn: 'v1', fromShop: 0 }),
    );

    // Rolled back: everyone on v1; then pruning deletes v2 and its objects, public and private.
    expect(await release(shop, 'rollback', 'storefront')).toContain(`canary ${v2} ended`);
    await expect.poll(async () => (await openHome(a, s3.publicUrl)).named).toBe(v1);
    expect(await release(shop, 'prune', 'storefront', '--keep', '0')).toContain(`pruned ${v2}`);
    expect(s3.keys(PREFIX).filter((key) => key.includes(`/${v2}/`))).toEqual([]);
    expect(s3.keys(`${PREFIX}private/storefront/${v1}/`).length).toBeGreaterThan(0);
    expect((await openHome(b, s3.publicUrl)).named).toBe(v1);
  } finally {
    for (const context of contexts) await context.close();
    await s3.close();
    fs.rmSync(workDir, { recursive: true, force: true });
  }
});

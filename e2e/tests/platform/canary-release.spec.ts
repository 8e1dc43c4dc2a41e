import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Frame, Page } from '@playwright/test';
import { expect, test } from '../../harness/fixtures';
import { expectNoSidewaysPage } from '../../harness/layout';
import { publish, release, STOREFRONT_DIST, variantOf } from '../../harness/releases';
import type { ShopServer } from '../../harness/shop-server';
import { signInThroughApi } from '../../pages/backoffice/api-sign-in';
import { HomePage } from '../../pages/storefront/home-page';

/** The home page's grid title: release two words it anew, in the browser and server bundles. */
const TITLE = 'Collection of this week';
const TITLE_V2 = 'Collection of this week, release two';
const OWNER = { username: 'release-owner', password: 'release-owner-1', role: 'admin' as const };

/** A browser of its own, in a canary bucket (0–99) as the server would have given it. */
async function browserIn(browser: Browser, shop: ShopServer, bucket: number) {
  const context = await browser.newContext({ baseURL: shop.baseURL });
  await context.addCookies([
    { name: 'poshak_bucket', value: String(bucket), url: shop.baseURL },
    { name: 'poshak_language', value: 'en', url: shop.baseURL },
  ]);
  return context;
}

/**
 * Opens the home page and tells which release it came from: the one its server-drawn HTML names
 * (remotes config) and draws (the title), and every release file the browser loaded.
 */
async function openHome(page: Page, expectLive = true) {
  const loaded = new Set<string>();
  // Only what the new page asks for: the page it replaces may still ask for its own chunks
  // until the new document takes over.
  let committed = false;
  const committedTo = (frame: Frame) => {
    if (frame === page.mainFrame()) committed = true;
  };
  const listener = (request: { url(): string }) => {
    const id = /\/releases\/storefront\/([0-9a-f]{16})\//.exec(request.url())?.[1];
    if (id && committed) loaded.add(id);
  };
  page.on('framenavigated', committedTo);
  page.on('request', listener);
  const response = await page.goto('/');
  const html = (await response?.text()) ?? '';
  if (expectLive) {
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-live'));
    await expect(new HomePage(page).collectionTitle).toBeVisible();
  }
  page.off('request', listener);
  page.off('framenavigated', committedTo);
  return {
    named: /"name":"storefront","entry":"\/releases\/storefront\/([0-9a-f]{16})\//.exec(html)?.[1],
    drawnV2: html.includes(TITLE_V2),
    loaded: [...loaded],
  };
}

async function expectOn(page: Page, id: string, v2: boolean) {
  const seen = await openHome(page);
  expect(seen).toEqual({ named: id, drawnV2: v2, loaded: [id] });
  await expect(new HomePage(page).collectionTitle).toHaveText(v2 ? TITLE_V2 : TITLE);
}

test('a storefront release tried on half the browsers: each stays on its side, promotion and rollback reach everyone without a restart, and a broken canary rolls itself back', async ({
  browser,
  startShop,
}) => {
  test.setTimeout(420_000);
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'poshak-canary-'));
  const contexts: BrowserContext[] = [];
  try {
    const shop = await startShop({
      env: { RELEASE_CANARY_MIN_FAILURES: '3', RELEASE_CANARY_MAX_FAILURE_RATE: '0.5' },
    });
    await shop.createStaff(OWNER);

    const v1 = await publish(shop, STOREFRONT_DIST);
    await release(shop, 'activate', 'storefront', v1);
    const v2 = await publish(
      shop,
      variantOf(workDir, 'v2', (_, text) =>
        text.replaceAll(`'${TITLE}'`, `'${TITLE_V2}'`).replaceAll(`"${TITLE}"`, `"${TITLE_V2}"`),
      ),
    );
    expect(v2).not.toBe(v1);
    expect(await release(shop, 'canary', 'storefront', v2, '--share', '50')).toContain(
      'tried on 50 % of browsers',
    );

    // Bucket 10 is in the canary, bucket 90 is not: page and scripts alike, reload after reload.
    const inCanary = await browserIn(browser, shop, 10);
    const outside = await browserIn(browser, shop, 90);
    contexts.push(inCanary, outside);
    const a = await inCanary.newPage();
    const b = await outside.newPage();
    for (let i = 0; i < 2; i++) {
      await expectOn(a, v2, true);
      await expectOn(b, v1, false);
    }

    // A browser with no bucket is given one and stays on its side.
    const fresh = await browser.newContext({ baseURL: shop.baseURL });
    contexts.push(fresh);
    const c = await fresh.newPage();
    const first = await openHome(c);
    const bucket = (await fresh.cookies()).find((k) => k.name === 'poshak_bucket')?.value;
    expect(bucket).toMatch(/^\d{1,2}$/);
    const side = Number(bucket) < 50 ? v2 : v1;
    expect(first.named).toBe(side);
    expect((await openHome(c)).named).toBe(side);

    // B keeps a page opened on v1 while the canary is promoted: it goes on working (its chunks
    // stay served), and the next page it opens is v2.
    await b.goto('/');
    const home = new HomePage(b);
    await expect(home.cards.first()).toBeVisible();
    expect(await release(shop, 'promote', 'storefront')).toContain(`→ ${v2}, live for everyone`);
    await home.cards.first().getByRole('link').first().click();
    await expect(b).toHaveURL(/\/productdetails\/\d+/);
    await expect(b.getByRole('button', { name: 'Add to cart', exact: true })).toBeVisible();
    await expectOn(b, v2, true);
    await expectOn(a, v2, true);

    // Rolled back: everyone on v1 again, no restart.
    expect(await release(shop, 'rollback', 'storefront')).toContain(`${v2} → ${v1}`);
    await expectOn(a, v1, false);
    await expectOn(b, v1, false);

    // A release whose entry script fails in browsers, though its server bundle draws: the checks
    // pass, the canary's browsers report their failed loads, and it rolls itself back.
    const broken = await publish(
      shop,
      variantOf(workDir, 'broken', (file, text) =>
        file === 'remoteEntry.js' ? 'throw new Error("a broken release");\n' : text,
      ),
    );
    await release(shop, 'canary', 'storefront', broken, '--share', '50');
    // Each page the canary's browser opens reports its failed load; the third rolls it back.
    let servedBroken = 0;
    for (let i = 0; i < 3; i++) {
      const reported = a.waitForResponse(
        (r) => r.url().endsWith('/api/releases/load-failures') && r.status() === 202,
      );
      const seen = await openHome(a, false);
      if (seen.named !== broken) break;
      servedBroken += 1;
      // Told as the entry script's failure, under the release the page named.
      expect((await reported).request().postDataJSON()).toEqual(
        expect.objectContaining({ remote: 'storefront', release: broken, phase: 'entry' }),
      );
    }
    expect(servedBroken).toBeGreaterThanOrEqual(2);
    await expect.poll(async () => (await openHome(a, false)).named, { timeout: 30_000 }).toBe(v1);
    await expectOn(a, v1, false);
    const list = await release(shop, 'list', 'storefront');
    expect(list).not.toContain(`~ ${broken}`);
    expect(list).toMatch(new RegExp(`${broken} .* (\\d+) pages, ([3-9]|\\d{2,}) failed loads`));

    // The owner sees it on the Releases page, at a desk and on a phone.
    const ownerContext = await browser.newContext({ baseURL: shop.baseURL });
    contexts.push(ownerContext);
    const owner = await ownerContext.newPage();
    await signInThroughApi(owner, shop.baseURL, OWNER);
    for (const width of [1280, 375]) {
      await owner.setViewportSize({ width, height: 800 });
      await owner.goto('/admin/releases');
      await expect(owner.getByRole('heading', { name: 'Releases' })).toBeVisible();
      const row = owner.getByRole('row').filter({ hasText: broken.slice(0, 12) });
      await expect(row).toContainText('Published');
      await expect(row.getByRole('cell').nth(5)).toHaveText(/^[3-9]|\d{2,}/);
      await expectNoSidewaysPage(owner, `the Releases page at ${width} px`);
    }
  } finally {
    for (const context of contexts) await context.close();
    fs.rmSync(workDir, { recursive: true, force: true });
  }
});

import type { Page } from '@playwright/test';
import { expect, test } from '../../harness/fixtures';
import { HomePage } from '../../pages/storefront/home-page';
import { StorefrontLayout } from '../../pages/storefront/storefront-layout';

interface Card {
  id_product_trace: number;
  product_name: string;
}

/** Marks an element with a property only that very DOM node carries (markup cannot copy it). */
const mark = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => {
      (element as unknown as { drawnByServer: boolean }).drawnByServer = true;
    });
const stillMarked = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => (element as unknown as { drawnByServer?: boolean }).drawnByServer);

test("the home and product pages arrive drawn with the shop's data, before any script runs", async ({
  browser,
  baseURL,
  request,
}) => {
  const grid = (await (
    await request.get('/api/storefront/products?priority=1&page=1&pageSize=18')
  ).json()) as { items: Card[] };
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  try {
    const page = await context.newPage();
    const home = new HomePage(page);
    await page.goto('/');
    await expect(home.collectionTitle).toHaveText('Collection of this week');
    expect(await home.cardNames()).toEqual(grid.items.map((card) => card.product_name));
    await expect(home.banner.getByRole('img')).toBeVisible();
    await expect(home.bestSellers.getByRole('article').first()).toBeVisible();
    await new StorefrontLayout(page).expectReady();

    const [first] = grid.items;
    await page.goto(`/productdetails/${first?.id_product_trace}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first?.product_name ?? '');

    // A shopper who chose বাংলা gets the page in Bengali from the server.
    await context.addCookies([{ name: 'poshak_language', value: 'bn', url: baseURL ?? '' }]);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await expect(home.collectionTitle).toHaveText('এই সপ্তাহের কালেকশন');
  } finally {
    await context.close();
  }
});

test('the browser adopts the drawn page instead of drawing it again, and the page works', async ({
  context,
}) => {
  // A page of the context (not the harness's), so its loads do not wait for the page to go live.
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  // The shell's code is held back until the drawn page has been marked.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/main.js*', async (route) => {
    await held;
    await route.continue();
  });

  const card = '.sf-collection article';
  // The page's parsing waits for its deferred script, but what the server drew is there already.
  await page.goto('/', { waitUntil: 'commit' });
  await page.locator(card).first().waitFor();
  await mark(page, card);
  await mark(page, 'header');
  release();
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-live'));

  // It answers the shopper: a tap on the drawn card's button reaches the cart.
  const layout = new StorefrontLayout(page);
  await page
    .locator(card)
    .first()
    .getByRole('button', { name: /^Add .* to cart$/ })
    .click();
  await layout.expectCartCount(1);
  // The very nodes the server sent are still there: React took them over.
  expect(await stillMarked(page, card)).toBe(true);
  expect(await stillMarked(page, 'header')).toBe(true);
  expect(problems).toEqual([]);
  await page.close();
});

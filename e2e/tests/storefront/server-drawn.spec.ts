import type { Page } from '@playwright/test';
import { expect, test } from '../../harness/fixtures';
import { holdTheApp } from '../../harness/navigation';
import { HomePage } from '../../pages/storefront/home-page';
import { StorefrontLayout } from '../../pages/storefront/storefront-layout';
import { TrackPage } from '../../pages/storefront/track-page';

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

test('the cart and tracking pages arrive drawn too, and the browser adopts them', async ({
  browser,
  baseURL,
  context,
  request,
}) => {
  const noScript = await browser.newContext({ javaScriptEnabled: false, baseURL });
  try {
    const page = await noScript.newPage();
    await page.goto('/cart');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cart');
    // Its lines are in the shopper's browser: their place is held, "empty" is not claimed.
    await expect(page.getByRole('region', { name: 'Cart' })).toHaveAttribute('aria-busy', 'true');
    await expect(page.getByText('There are no items in this cart')).toHaveCount(0);
    const track = new TrackPage(page);
    await page.goto('/track?invoice=7');
    await expect(track.heading).toBeVisible();
    await expect(track.invoice).toHaveValue('7');
    await expect(track.mobile).toBeVisible();
    await expect(track.submit).toBeVisible();
  } finally {
    await noScript.close();
  }

  const page = await context.newPage();
  const problems: string[] = [];
  // Failed loads are read from the replies themselves: the lookup below is refused on purpose.
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      problems.push(message.text());
  });
  page.on('response', (response) => {
    const refusedLookup = response.url().includes('/api/orders/track?');
    if (response.status() >= 400 && !refusedLookup)
      problems.push(`${response.status()} ${response.url()}`);
  });
  page.on('pageerror', (error) => problems.push(error.message));

  // The tracking form the server drew is the one the shopper then uses, on a phone's CPU: the
  // tap comes as soon as the app is live, while React may still be adopting the page.
  const track = new TrackPage(page);
  const cpu = await context.newCDPSession(page);
  await cpu.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  let goLive = await holdTheApp(page);
  await page.goto('/track?invoice=7', { waitUntil: 'commit' });
  await track.submit.waitFor();
  await mark(page, 'form.sf-track__form');
  // Typed while the app is still on its way: kept when it takes the form over.
  await track.mobile.fill('01711000000');
  await goLive();
  await track.submit.click();
  await expect(track.refusal).toHaveText('No order matches this invoice number and mobile number.');
  // The tap was React's, not a page load sending the form (with the phone in the address).
  expect(new URL(page.url()).search).toBe('?invoice=7');
  expect(await stillMarked(page, 'form.sf-track__form')).toBe(true);
  await expect(track.mobile).toHaveValue('01711000000');
  expect(problems).toEqual([]);
  await cpu.send('Emulation.setCPUThrottlingRate', { rate: 1 });

  // The cart the server drew fills in with this browser's line.
  const grid = (await (
    await request.get('/api/storefront/products?priority=1&page=1&pageSize=18')
  ).json()) as { items: Card[] };
  const [first] = grid.items;
  await page.goto(`/productdetails/${first?.id_product_trace}`);
  await page.getByRole('main').getByRole('button', { name: 'Add to cart', exact: true }).click();
  await new StorefrontLayout(page).expectCartCount(1);
  goLive = await holdTheApp(page);
  await page.goto('/cart', { waitUntil: 'commit' });
  await page.getByRole('heading', { level: 1, name: 'Cart' }).waitFor();
  await mark(page, 'h1');
  await goLive();
  await expect(page.locator('.sf-lines > li')).toHaveCount(1);
  // Read once the lines are in: the title is still the node the server drew.
  expect(await stillMarked(page, 'h1')).toBe(true);
  // (the cart cuts long names short)
  await expect(page.locator('.sf-lines')).toContainText((first?.product_name ?? '').slice(0, 12));
  expect(problems).toEqual([]);
  await page.close();
});

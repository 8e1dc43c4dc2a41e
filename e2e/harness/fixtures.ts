import { test as base, expect as baseExpect, type Page, type Response } from '@playwright/test';
import { ShopServer, type ShopOptions } from './shop-server';
import { keepToastsOf, ShownToast, takeShownToast } from './toast-log';

export interface ShopFixtures {
  /** The production server shared by the tests of one worker (fresh data per worker, demo seed). */
  shop: ShopServer;
  /**
   * Starts an extra server for one test (own data folder, own environment), stopped after the test.
   * For journeys that need a different configuration or an empty shop.
   */
  startShop: (options?: ShopOptions) => Promise<ShopServer>;
}

/**
 * Waits until the shop's page answers taps: the storefront's first screens arrive drawn by the
 * server, and a tap before the page's code is running would be lost, as it would be for a shopper.
 */
async function untilLive(page: Page, response: Response | null): Promise<void> {
  const isHtml = response?.headers()['content-type']?.startsWith('text/html') ?? false;
  // The shop's page carries the remotes' config; another site's page does not.
  if (!isHtml || !(await response?.text())?.includes('id="poshak-remotes"')) return;
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-live'));
}

export const test = base.extend<{ startShop: ShopFixtures['startShop'] }, { shop: ShopServer }>({
  // Every page load (goto, reload) ends when the page is live, not merely when it is on screen.
  page: async ({ page }, use) => {
    await keepToastsOf(page);
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await untilLive(page, response);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      await untilLive(page, response);
      return response;
    };
    await use(page);
  },
  shop: [
    // Playwright reads the fixture's dependencies from this destructuring: it must stay an object.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const shop = await ShopServer.start();
      try {
        await use(shop);
      } finally {
        await shop.dispose();
      }
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ shop }, use) => {
    await use(shop.baseURL);
  },
  // eslint-disable-next-line no-empty-pattern -- see above
  startShop: async ({}, use) => {
    const started: ShopServer[] = [];
    await use(async (options) => {
      const shop = await ShopServer.start(options);
      started.push(shop);
      return shop;
    });
    await Promise.all(started.map((shop) => shop.dispose()));
  },
});

export const expect = baseExpect.extend({
  /** The page showed this toast (since the last one an expectation took), however briefly. */
  async toHaveBeenShown(toast: ShownToast, options?: { timeout?: number }) {
    const timeout = options?.timeout ?? this.timeout;
    const pass = await takeShownToast(toast, timeout);
    return {
      name: 'toHaveBeenShown',
      pass,
      message: () =>
        pass
          ? `a toast "${String(toast.text)}" was shown`
          : `no toast "${String(toast.text)}" was shown within ${timeout} ms`,
    };
  },
});

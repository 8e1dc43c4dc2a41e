import { test as base, expect } from '@playwright/test';
import { ShopServer, type ShopOptions } from './shop-server';

export interface ShopFixtures {
  /** The production server shared by the tests of one worker (fresh data per worker, demo seed). */
  shop: ShopServer;
  /**
   * Starts an extra server for one test (own data folder, own environment), stopped after the test.
   * For journeys that need a different configuration or an empty shop.
   */
  startShop: (options?: ShopOptions) => Promise<ShopServer>;
}

export const test = base.extend<{ startShop: ShopFixtures['startShop'] }, { shop: ShopServer }>({
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

export { expect };

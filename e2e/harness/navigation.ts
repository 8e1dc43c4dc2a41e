import type { Page } from '@playwright/test';

/**
 * Client-side navigation, as a link inside the app would do it: no page load, so every module,
 * store and mounted component stays as it is (page.goto would start from scratch).
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/**
 * Holds the shell's code (`main.js`) back, so the page the server drew is all the shopper has;
 * the returned function lets it through and waits until the app is live (one page load).
 */
export async function holdTheApp(page: Page): Promise<() => Promise<void>> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/main.js*', async (route) => {
    await held;
    await route.continue();
  });
  return async () => {
    release();
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-live'));
    await page.unroute('**/main.js*');
  };
}

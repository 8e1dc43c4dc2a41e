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

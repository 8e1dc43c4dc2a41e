import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../../harness/fixtures';

/**
 * Issue 18: a staff member opening any /admin page with an empty cache sees its first screen (the
 * sign-in form, or the back-office layout) within a second, on this machine, from the production
 * build. Each visit is a new browser context: no cached script, no warm connection.
 */
const FIRST_SCREEN_MS = 1_000;

const unique = () => Date.now().toString(36).slice(-5);

/**
 * Navigates a cold page and returns how long after the navigation started the element was first
 * drawn: a MutationObserver in the page notes the moment it appears, then the next animation frame
 * (the paint) is the time taken.
 */
async function timeToFirstScreen(page: Page, url: string, selector: string): Promise<number> {
  await page.addInitScript((wanted) => {
    const w = window as unknown as { __firstScreenAt?: number };
    const note = () => {
      if (w.__firstScreenAt !== undefined || !document.querySelector(wanted)) return;
      requestAnimationFrame(() => (w.__firstScreenAt ??= performance.now()));
    };
    new MutationObserver(note).observe(document, { childList: true, subtree: true });
  }, selector);
  await page.goto(url);
  await page.waitForFunction(
    () => (window as unknown as { __firstScreenAt?: number }).__firstScreenAt !== undefined,
  );
  return page.evaluate(() => (window as unknown as { __firstScreenAt: number }).__firstScreenAt);
}

async function coldVisit(
  browser: Browser,
  baseURL: string,
  path: string,
  selector: string,
  storage?: Record<string, string>,
) {
  const context = await browser.newContext({ baseURL });
  if (storage) {
    await context.addInitScript((entries) => {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, storage);
  }
  const page = await context.newPage();
  try {
    return await timeToFirstScreen(page, path, selector);
  } finally {
    await context.close();
  }
}

test('the sign-in form is on screen within a second of a cold navigation', async ({
  browser,
  shop,
}) => {
  // The first visit of a fresh server also warms the server's own caches; the shopper's browser
  // is cold every time.
  await coldVisit(browser, shop.baseURL, '/admin/login', 'form button[type="submit"]');
  const times: number[] = [];
  for (let i = 0; i < 3; i++) {
    times.push(
      await coldVisit(browser, shop.baseURL, '/admin/login', 'form button[type="submit"]'),
    );
  }
  test
    .info()
    .annotations.push({ type: 'sign-in first screen (ms)', description: times.join(', ') });
  expect(Math.min(...times)).toBeLessThan(FIRST_SCREEN_MS);
});

test('a signed-in back-office page shows its layout within a second of a cold navigation', async ({
  browser,
  shop,
}) => {
  const account = { username: `cold-${unique()}`, password: 'cold-pass-1' };
  await shop.createStaff({ ...account, role: 'admin' });
  const reply = await fetch(`${shop.baseURL}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  expect(reply.ok).toBe(true);
  const user = (await reply.json()) as { username: string };
  const storage = { 'poshak.session': JSON.stringify(user), username: user.username };

  const times: number[] = [];
  for (const path of ['/admin/product-order', '/admin/product-add', '/admin/product-brand']) {
    await coldVisit(browser, shop.baseURL, path, 'header', storage);
    times.push(await coldVisit(browser, shop.baseURL, path, 'header', storage));
  }
  test.info().annotations.push({ type: 'layout first screen (ms)', description: times.join(', ') });
  for (const time of times) expect(time).toBeLessThan(FIRST_SCREEN_MS);
});

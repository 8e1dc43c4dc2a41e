import type { BrowserContext, Page, Route } from '@playwright/test';
import { expect, test } from '../../harness/fixtures';
import { AdminLayout } from '../../pages/backoffice/admin-layout';
import { signInThroughApi } from '../../pages/backoffice/api-sign-in';
import { apiFeePayment } from '../../pages/storefront/fee-payment';

/**
 * A staff member opening any /admin page with an empty cache sees its first screen (the sign-in
 * form, or the back-office's top bar) before the code of the staff screens has arrived. How fast
 * that is, is the benchmark's to measure (Lighthouse on /admin/login); here the order of events
 * is asserted, which holds on a busy machine as on an idle one. Each visit is a new browser
 * context: no cached script, no warm connection.
 */

interface FirstSight {
  /** The back-office scripts the browser had received when the element appeared. */
  scripts: string[];
  /** Whether the shell had started the apps (React answers the page's events from then on). */
  live: boolean;
}

/** Notes, in the page, the moment an element first appears, before anything else can run. */
async function watchFor(context: BrowserContext, selector: string) {
  await context.addInitScript((wanted) => {
    const w = window as unknown as { __firstSight?: FirstSight; __seen?: Element };
    const note = () => {
      const element = document.querySelector(wanted);
      if (w.__firstSight || !element) return;
      w.__seen = element;
      w.__firstSight = {
        scripts: performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .filter((name) => name.includes('/remotes/backoffice/') && name.endsWith('.js')),
        live: 'live' in document.documentElement.dataset,
      };
    };
    new MutationObserver(note).observe(document, { childList: true, subtree: true });
  }, selector);
}

const firstSight = async (page: Page) => {
  await page.waitForFunction(() => !!(window as { __firstSight?: FirstSight }).__firstSight);
  return page.evaluate(() => (window as unknown as { __firstSight: FirstSight }).__firstSight);
};

test('the sign-in form comes drawn in the page: on screen before any script has run, then adopted as it is', async ({
  browser,
  shop,
}) => {
  const context = await browser.newContext({ baseURL: shop.baseURL });
  try {
    await watchFor(context, 'form button[type="submit"]');
    const page = await context.newPage();
    await page.goto('/admin/login');
    const seen = await firstSight(page);
    expect(seen.scripts).toEqual([]);
    expect(seen.live).toBe(false);

    // Once the apps are started, React has adopted the drawn form (the same element) and the
    // form works: a wrong password is refused as the spec words it.
    await page.waitForFunction(() => 'live' in document.documentElement.dataset);
    expect(
      await page.evaluate(
        () =>
          (window as unknown as { __seen: Element }).__seen ===
          document.querySelector('form button[type="submit"]'),
      ),
    ).toBe(true);
    await page.getByLabel('Username').fill('nobody');
    await page.getByLabel('Password', { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Username Or Password is Not Correct.')).toBeVisible();
  } finally {
    await context.close();
  }
});

test('a signed-in back-office page shows its top bar while the staff screens’ code is still on the way', async ({
  browser,
  shop,
}) => {
  const account = {
    username: `cold-${Date.now().toString(36).slice(-5)}`,
    password: 'cold-pass-1',
  };
  await shop.createStaff({ ...account, role: 'admin' });
  const reply = await fetch(`${shop.baseURL}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  expect(reply.ok).toBe(true);
  const user = (await reply.json()) as { username: string };
  // The chunks the back-office loads on demand (its screens, antd), as its build lists them.
  const manifest = (await (
    await fetch(`${shop.baseURL}/remotes/backoffice/mf-manifest.json`)
  ).json()) as { exposes: { path: string; assets: { js: { async: string[] } } }[] };
  const onDemand = new Set(manifest.exposes.find((e) => e.path === './App')?.assets.js.async);
  expect(onDemand.size).toBeGreaterThan(0);

  for (const path of ['/admin/product-order', '/admin/product-add']) {
    const context = await browser.newContext({ baseURL: shop.baseURL });
    try {
      await context.addInitScript(
        (entries) => {
          for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
        },
        { 'poshak.session': JSON.stringify(user), username: user.username },
      );
      await watchFor(context, 'header');
      // Held back until the top bar is on screen: a first screen that waited for them never comes.
      const held: Route[] = [];
      let released = false;
      await context.route('**/remotes/backoffice/*.js', (route) => {
        const file = new URL(route.request().url()).pathname.split('/').pop() ?? '';
        if (!released && onDemand.has(file)) held.push(route);
        else void route.continue();
      });
      const page = await context.newPage();
      await page.goto(path);
      const seen = await firstSight(page);
      expect(seen.scripts.some((script) => onDemand.has(script.split('/').pop() ?? ''))).toBe(
        false,
      );
      await expect(page.locator('header')).toContainText('Poshak');
      await expect.poll(() => held.length).toBeGreaterThan(0);

      released = true;
      for (const route of held) await route.continue();
      await new AdminLayout(page).expectSignedIn();
    } finally {
      await context.close();
    }
  }
});

test('a signed-in orders page shows its newest orders before any of the shop’s app code has run, then the page takes their place', async ({
  browser,
  shop,
  request,
}) => {
  const account = {
    username: `rows-${Date.now().toString(36).slice(-5)}`,
    password: 'rows-pass-1',
  };
  await shop.createStaff({ ...account, role: 'seller' });
  // The newest order, so the first row of the list.
  const grid = (await (
    await request.get(`${shop.baseURL}/api/storefront/products?priority=1&page=1&pageSize=36`)
  ).json()) as { items: { id_transaction: number; stock: number }[] };
  const item = grid.items.find((card) => card.stock > 0);
  expect(item).toBeDefined();
  const placed = await request.post(`${shop.baseURL}/api/orders`, {
    data: {
      customer_name: 'Nasrin Akter',
      customer_address: 'House 4, Road 2, Mirpur',
      customer_phone: '01711223344',
      shipping_id: 1,
      lines: [{ id_transaction: item?.id_transaction, quantity: 1 }],
      payment: apiFeePayment(),
    },
  });
  expect(placed.status(), await placed.text()).toBe(200);
  const { invoice_no: invoice } = (await placed.json()) as { invoice_no: number };

  const context = await browser.newContext({ baseURL: shop.baseURL });
  try {
    const page = await context.newPage();
    await signInThroughApi(page, shop.baseURL, account, 'bn');
    // Every script of the shell's and the back-office's held back but the early one: what
    // appears meanwhile owes nothing to them.
    const held: Route[] = [];
    let released = false;
    await context.route(/\/(remotes\/backoffice\/.*|main)\.js(\?|$)/, (route) => {
      if (released || route.request().url().includes('/first-screen.js')) void route.continue();
      else held.push(route);
    });
    // Not until `load`: the page does not load while its scripts are held.
    await page.goto('/admin/product-order', { waitUntil: 'commit' });
    const row = page.locator(`[data-first-screen-row="${invoice}"]`);
    await expect(row).toBeVisible();
    // In the reader's language and digits, read-only until the page is here.
    await expect(row).toContainText('Nasrin Akter');
    await expect(row).toContainText('০১৭১১২২৩৩৪৪');
    await expect(page.locator('header')).toContainText('পোশাক ব্যাক-অফিস');
    expect(held.length).toBeGreaterThan(0);
    expect(await page.evaluate(() => 'live' in document.documentElement.dataset)).toBe(false);

    released = true;
    for (const route of held) await route.continue();
    await expect(page.locator(`tr[data-row-key="${invoice}"]`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'লগআউট' })).toBeVisible();
    await expect(page.locator('[data-first-screen-row]')).toHaveCount(0);
  } finally {
    await context.close();
  }
});

import type { Page } from '@playwright/test';
import { expect, test } from '../../harness/fixtures';
import { signInThroughApi } from '../../pages/backoffice/api-sign-in';
import { apiFeePayment } from '../../pages/storefront/fee-payment';

/**
 * Issue 29, looked at on a phone (375 px): the staff page's accounts each whole on the screen,
 * and the chosen orders' actions at the screen's foot never covering the end of the page.
 */

const PHONE = { width: 375, height: 812 };
const owner = { username: 'owner-phone29', password: 'owner-pass-phone' };
const colleague = { username: 'rahima-phone29', password: 'seller-pass-phone' };

test.beforeAll(async ({ shop }) => {
  await shop.createStaff({ ...owner, role: 'admin' });
  await shop.createStaff({ ...colleague, role: 'seller' });
});

/** Signs the page in as the owner, in a language, before any of the shop's code runs. */
const signIn = (page: Page, baseURL: string, language: 'en' | 'bn') =>
  signInThroughApi(page, baseURL, owner, language);

/** The page scrolls only up and down: nothing sits past the screen's right edge. */
const noSideScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test('on a phone in Bengali the staff page shows each account whole: its role, last sign-in and actions', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize(PHONE);
  await signIn(page, baseURL ?? '', 'bn');
  await page.goto('/admin/staff');
  const card = page.getByRole('listitem', { name: colleague.username });
  await expect(card).toBeVisible();
  // Its role in full (it was cut to its first letters in a side-scrolled table), and its actions.
  await expect(
    card.getByRole('combobox', { name: `${colleague.username}-এর ভূমিকা` }),
  ).toBeVisible();
  await expect(card).toContainText('বিক্রেতা');
  await expect(card).toContainText('শেষ সাইন ইন');
  for (const name of [
    `${colleague.username}-এর পাসওয়ার্ড বদলান`,
    `${colleague.username}-কে সরিয়ে দিন`,
  ]) {
    const button = card.getByRole('button', { name });
    await button.scrollIntoViewIfNeeded();
    await expect(button).toBeInViewport({ ratio: 1 });
  }
  expect(await noSideScroll(page)).toBe(true);
});

test('on a phone the chosen orders’ actions at the screen’s foot leave the end of the page in reach', async ({
  page,
  request,
  baseURL,
}) => {
  const stock = (await (
    await request.get('/api/storefront/products?priority=1&page=1&pageSize=18')
  ).json()) as { items: { id_transaction: number; stock: number }[] };
  const item = stock.items.find((i) => i.stock >= 1);
  const placed = await request.post('/api/orders', {
    data: {
      customer_name: 'Phone Layout',
      customer_address: 'Road 5, Uttara',
      customer_phone: '01712345679',
      shipping_id: 1,
      lines: [{ id_transaction: item?.id_transaction ?? 0, quantity: 1 }],
      payment: apiFeePayment(),
    },
  });
  expect(placed.status(), await placed.text()).toBe(200);

  await page.setViewportSize(PHONE);
  await signIn(page, baseURL ?? '', 'en');
  await page.goto('/admin/product-order');
  await page.getByRole('listitem').getByRole('checkbox').first().check();
  const bar = page.getByRole('region', { name: 'Work on the chosen orders' });
  await expect(bar.getByRole('button', { name: 'Verify fees' })).toBeVisible();
  // Every action of the bar on the screen, none cut off at its edge.
  for (const name of ['Verify fees', 'Reject fees', 'Move', 'Print slips', 'Print invoices']) {
    await expect(
      bar.getByRole(name.startsWith('Print') ? 'link' : 'button', { name }),
    ).toBeInViewport({
      ratio: 1,
    });
  }
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  // The page's last part (Product Details) ends above the bar, not under it.
  const details = page.locator('.ant-card').filter({ hasText: 'Product Details' }).last();
  await expect
    .poll(async () => {
      const [end, barTop] = await Promise.all([
        details.evaluate((e) => e.getBoundingClientRect().bottom),
        bar.evaluate((e) => e.getBoundingClientRect().top),
      ]);
      return end <= barTop;
    })
    .toBe(true);
  expect(await noSideScroll(page)).toBe(true);
});

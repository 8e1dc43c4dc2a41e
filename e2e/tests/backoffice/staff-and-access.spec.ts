import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../../harness/fixtures';
import { SigninPage } from '../../pages/backoffice/signin-page';
import { StaffPage } from '../../pages/backoffice/staff-page';
import { staffToast } from '../../pages/backoffice/staff-toasts';

/**
 * Issue 29: the admin's staff page (a demoted person loses access on their next request), and
 * every back-office page reachable by keyboard and free of accessibility faults (axe) at a desk
 * and on a phone, in both languages.
 */

const owner = { username: 'owner-staff29', password: 'owner-pass-29' };
const seller = { username: 'seller-staff29', password: 'seller-pass-29' };

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ shop }) => {
  await shop.createStaff({ ...owner, role: 'admin' });
  await shop.createStaff({ ...seller, role: 'seller' });
});

/** Signs a page in through the API, in a language, before any of the shop's code runs. */
async function signIn(
  page: Page,
  baseURL: string,
  account: { username: string; password: string },
  language: 'en' | 'bn' = 'en',
) {
  const reply = await fetch(`${baseURL}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  expect(reply.ok).toBe(true);
  const user = (await reply.json()) as { username: string; accessToken: string };
  await page.context().addCookies([{ name: 'poshak_language', value: language, url: baseURL }]);
  await page.addInitScript(
    (stored) => {
      localStorage.setItem('poshak.session', stored.session);
      localStorage.setItem('username', stored.username);
    },
    { session: JSON.stringify(user), username: user.username },
  );
  return user;
}

test('a seller demoted on the staff page loses access on their next request', async ({
  page,
  browser,
  baseURL,
}) => {
  const base = baseURL ?? '';
  // The seller at work in a browser of their own.
  const theirs = await browser.newContext();
  const sellerPage = await theirs.newPage();
  await signIn(sellerPage, base, seller);
  await sellerPage.goto('/admin/dashboard');
  await expect(sellerPage.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  const owners = await signIn(page, base, owner);
  const staff = new StaffPage(page);
  await staff.goto();
  await expect(staff.row(seller.username)).toContainText('Seller');
  // Signed in just now: the last sign-in is today's, not "Never".
  await expect(staff.row(seller.username)).not.toContainText('Never');
  await page.screenshot({ path: test.info().outputPath('staff-1280.png'), fullPage: true });
  await staff.changeRole(seller.username, 'Moderator');
  await expect(
    staffToast(page, `${seller.username} is now Moderator and was signed out`),
  ).toBeVisible();

  // Their next request is refused and they are back at sign-in; the dashboard is gone.
  await sellerPage.reload();
  const signin = new SigninPage(sellerPage);
  await expect(signin.heading).toBeVisible();
  await expect(sellerPage).toHaveURL(/\/admin\/login/);
  await theirs.close();

  // The change is in the audit log under the owner's name.
  const audit = (await (
    await fetch(`${base}/api/backoffice/audit?kind=staff`, {
      headers: { authorization: `Bearer ${owners.accessToken}` },
    })
  ).json()) as { items: { staff_username: string; after: { role?: string } | null }[] };
  expect(audit.items[0]).toMatchObject({
    staff_username: owner.username,
    after: expect.objectContaining({ role: 'moderator' }),
  });
});

const PAGES = [
  '/admin/dashboard',
  '/admin/product-order',
  '/admin/product-add',
  '/admin/product-cetagory',
  '/admin/product-brand',
  '/admin/product-size',
  '/admin/product-color',
  '/admin/product-material',
  '/admin/product-customer',
  '/admin/coupon',
  '/admin/delivery-areas',
  '/admin/audit',
  '/admin/staff',
];
const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 375, height: 740 },
];

test('every back-office page has its h1, a skip link, focus rings, and no axe violation', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(600_000);
  const base = baseURL ?? '';
  const found: string[] = [];
  for (const language of ['en', 'bn'] as const) {
    await signIn(page, base, owner, language);
    for (const [i, path] of PAGES.entries()) {
      // Each page loaded once and judged at both widths (the layout follows the window), the
      // widths taken in turns so the window changes once per page: half the page loads.
      const sizes = i % 2 === 0 ? WIDTHS : [...WIDTHS].reverse();
      await page.goto(path);
      for (const size of sizes) {
        await page.setViewportSize(size);
        await expect(page.getByRole('heading', { level: 1 }), path).toHaveCount(1);
        // Judged once the page is drawn: no spinner, no placeholder still waiting for its data.
        await expect(page.locator('.ant-spin-spinning, .ant-skeleton')).toHaveCount(0);
        const result = await new AxeBuilder({ page }).analyze();
        for (const v of result.violations)
          found.push(
            `${language} ${size.width} ${path} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`,
          );
      }
    }
  }
  // The pages before sign-in, in a browser of no one.
  const outside = await browser.newContext();
  const signedOut = await outside.newPage();
  for (const language of ['en', 'bn'] as const) {
    await outside.addCookies([{ name: 'poshak_language', value: language, url: base }]);
    for (const [i, path] of ['/admin/login', '/admin/signup'].entries()) {
      await signedOut.goto(`${base}${path}`);
      for (const size of i % 2 === 0 ? WIDTHS : [...WIDTHS].reverse()) {
        await signedOut.setViewportSize(size);
        await expect(signedOut.getByRole('heading', { level: 1 }), path).toHaveCount(1);
        const result = await new AxeBuilder({ page: signedOut }).analyze();
        for (const v of result.violations)
          found.push(`${language} ${size.width} ${path} ${v.id}: ${v.nodes.length} nodes`);
      }
    }
  }
  await outside.close();
  expect(found).toEqual([]);
});

test('the first Tab reaches a skip link to the page, and a focused select shows a ring', async ({
  page,
  baseURL,
}) => {
  await signIn(page, baseURL ?? '', owner);
  await page.goto('/admin/audit');
  await expect(page.getByRole('heading', { level: 1, name: 'Audit' })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  // The next Tab is inside the page: the audit log's first filter, a select, ringed.
  await page.keyboard.press('Tab');
  const person = page.getByRole('combobox', { name: 'Anyone' });
  await expect(person).toBeFocused();
  const ring = await page
    .locator('.ant-select-focused')
    .first()
    .evaluate((el) => getComputedStyle(el).outlineStyle);
  expect(ring).toBe('solid');
  await page.screenshot({ path: test.info().outputPath('focused-select.png') });
});

import { expect, test } from '../../harness/fixtures';
import { signInThroughApi as signIn } from '../../pages/backoffice/api-sign-in';
import { SigninPage } from '../../pages/backoffice/signin-page';
import { StaffPage } from '../../pages/backoffice/staff-page';
import { shownStaffToast } from '../../pages/backoffice/staff-toasts';

/**
 * Issue 29: the admin's staff page (a demoted person loses access on their next request), and the
 * back-office reachable by keyboard (the axe sweep of every page: axe-sweep.spec.ts).
 */

const owner = { username: 'owner-staff29', password: 'owner-pass-29' };
const seller = { username: 'seller-staff29', password: 'seller-pass-29' };

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ shop }) => {
  await shop.createStaff({ ...owner, role: 'admin' });
  await shop.createStaff({ ...seller, role: 'seller' });
});

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
    shownStaffToast(page, `${seller.username} is now Moderator and was signed out`),
  ).toHaveBeenShown();

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

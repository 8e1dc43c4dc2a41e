import { legacyStaffPaths } from '@poshak/shared-ui/paths';
import { expect, test } from '../../harness/fixtures';
import { navigateInApp } from '../../harness/navigation';
import { takeRemoteDown } from '../../harness/remotes';
import { expectBackofficeSignIn, expectStorefront } from '../../pages/shell/mounted-remotes';
import { ShellPage } from '../../pages/shell/shell-page';

test('the home page is the storefront, mounted by the shell from its remote', async ({ page }) => {
  const manifest = page.waitForResponse('**/remotes/storefront/mf-manifest.json');
  await page.goto('/');
  expect((await manifest).status()).toBe(200);
  await expectStorefront(page);
  await expect(new ShellPage(page).remoteFallback).toHaveCount(0);
});

test('/admin/login is the back-office sign-in, mounted by the shell from its remote', async ({
  page,
}) => {
  const manifest = page.waitForResponse('**/remotes/backoffice/mf-manifest.json');
  await page.goto('/admin/login');
  expect((await manifest).status()).toBe(200);
  await expectBackofficeSignIn(page);
});

test("the spec's /product-order leads to the back-office orders page or its sign-in", async ({
  page,
}) => {
  await page.goto('/product-order');
  await expect(page).toHaveURL(/\/admin\/(product-order|login)(\?|$)/);
  await expectBackofficeSignIn(page);
});

test('every top-level staff path of the spec redirects to the same page under /admin', async ({
  page,
}) => {
  // With the back-office's files away only the shell acts, so its redirect alone is observed.
  await takeRemoteDown(page, 'backoffice');
  for (const path of legacyStaffPaths) {
    await page.goto(`${path}?from=spec#top`);
    await expect(page).toHaveURL(`/admin${path}?from=spec#top`);
  }
});

test('an unknown path shows the 404 page with a way back home', async ({ page }) => {
  const shell = new ShellPage(page);
  const response = await page.goto('/no-such-page/here');
  // The shell draws its 404 page, and the server says so with the status too.
  expect(response?.status()).toBe(404);
  await shell.expectNotFound();
  await shell.backHome.click();
  await expect(page).toHaveURL('/');
  await expectStorefront(page);
});

test('moving between storefront pages keeps one mounted storefront (its layout does not remount)', async ({
  page,
}) => {
  await page.goto('/');
  await expectStorefront(page);
  const header = page.locator('header').first();
  await header.evaluate((element) => element.setAttribute('data-e2e-mark', 'first-mount'));
  await navigateInApp(page, '/cart');
  await expect(page).toHaveURL('/cart');
  await navigateInApp(page, '/productdetails/1');
  await navigateInApp(page, '/');
  await expect(page.locator('header[data-e2e-mark="first-mount"]')).toHaveCount(1);
});

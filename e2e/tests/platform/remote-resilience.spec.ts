import { expect, test } from '../../harness/fixtures';
import { navigateInApp } from '../../harness/navigation';
import {
  loadFailureReports,
  serveRemoteConfig,
  serveScript,
  takeRemoteDown,
} from '../../harness/remotes';
import { expectBackofficeSignIn, expectStorefront } from '../../pages/shell/mounted-remotes';
import { ShellPage } from '../../pages/shell/shell-page';

test.describe('a remote that cannot be loaded', () => {
  test('storefront files missing: / shows the fallback with Retry, and the back-office still works', async ({
    page,
  }) => {
    const shell = new ShellPage(page);
    const reports = loadFailureReports(page);
    await takeRemoteDown(page, 'storefront');
    await page.goto('/');
    await shell.expectRemoteFallback();
    // The server hears of it: the manifest could not be read, of the build beside the server.
    await expect
      .poll(() => reports)
      .toContainEqual(
        expect.objectContaining({ remote: 'storefront', release: 'built-in', phase: 'manifest' }),
      );

    // Same page, no reload: the other remote loads and renders.
    await navigateInApp(page, '/admin/login');
    await expectBackofficeSignIn(page);
    // And on a fresh load too.
    await page.goto('/admin/login');
    await expectBackofficeSignIn(page);
  });

  test('Retry fetches the storefront again and recovers once its files are back', async ({
    page,
  }) => {
    const shell = new ShellPage(page);
    const bringBack = await takeRemoteDown(page, 'storefront');
    await page.goto('/');
    await shell.expectRemoteFallback();

    // Still down: Retry really asks the server again, and fails again.
    const secondTry = page.waitForResponse('**/remotes/storefront/mf-manifest.json');
    await shell.retry.click();
    expect((await secondTry).status()).toBe(404);
    await shell.expectRemoteFallback();

    await bringBack();
    const thirdTry = page.waitForResponse('**/remotes/storefront/mf-manifest.json');
    await shell.retry.click();
    expect((await thirdTry).status()).toBe(200);
    await expectStorefront(page);
    await expect(shell.remoteFallback).toHaveCount(0);
  });

  test('back-office files missing: /admin/login shows the fallback, the storefront still works', async ({
    page,
  }) => {
    const shell = new ShellPage(page);
    await takeRemoteDown(page, 'backoffice');
    await page.goto('/admin/login');
    await shell.expectRemoteFallback();
    await page.goto('/');
    await expectStorefront(page);
  });

  test('a broken remote entry (its script throws) shows the fallback, not a blank page', async ({
    page,
  }) => {
    const shell = new ShellPage(page);
    await serveRemoteConfig(page, [
      { name: 'storefront', entry: '/e2e/broken/remoteEntry.js' },
      { name: 'backoffice', entry: '/remotes/backoffice/mf-manifest.json' },
    ]);
    await serveScript(page, '**/e2e/broken/remoteEntry.js', 'throw new Error("broken build");');
    const reports = loadFailureReports(page);
    await page.goto('/');
    await shell.expectRemoteFallback();
    await expect
      .poll(() => reports)
      .toContainEqual(expect.objectContaining({ remote: 'storefront', phase: 'entry' }));
    await navigateInApp(page, '/admin/login');
    await expectBackofficeSignIn(page);
  });

  test('a chunk of the exposed App missing: the fallback, told as the module failing', async ({
    page,
  }) => {
    const shell = new ShellPage(page);
    const reports = loadFailureReports(page);
    await page.route('**/remotes/storefront/__federation_expose_App*.js', (route) =>
      route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' }),
    );
    await page.goto('/');
    await shell.expectRemoteFallback();
    await expect
      .poll(() => reports)
      .toContainEqual(
        expect.objectContaining({ remote: 'storefront', release: 'built-in', phase: 'expose' }),
      );
  });

  test('the server configured with a storefront URL that answers 404: fallback, back-office fine', async ({
    page,
    startShop,
  }) => {
    const shop = await startShop({
      env: { STOREFRONT_REMOTE_URL: '/remotes/storefront/no-such-release/mf-manifest.json' },
    });
    const config = await (await fetch(`${shop.baseURL}/mf-config.json`)).json();
    expect(config.remotes).toContainEqual({
      name: 'storefront',
      entry: '/remotes/storefront/no-such-release/mf-manifest.json',
    });
    const shell = new ShellPage(page);
    await page.goto(`${shop.baseURL}/`);
    await shell.expectRemoteFallback();
    await page.goto(`${shop.baseURL}/admin/login`);
    await expectBackofficeSignIn(page);
  });
});

test('a render error shows "Unexpected Application Error!" with a way back home', async ({
  page,
}) => {
  // A hand-made storefront whose App throws while rendering /cart, served as a global remote entry.
  await serveRemoteConfig(page, [
    { name: 'storefront', entry: '/e2e/throwing/remoteEntry.js' },
    { name: 'backoffice', entry: '/remotes/backoffice/mf-manifest.json' },
  ]);
  await serveScript(
    page,
    '**/e2e/throwing/remoteEntry.js',
    `window.storefront = {
      init: function () {},
      get: function () {
        return Promise.resolve(function () {
          return {
            default: function App() {
              if (window.location.pathname === '/cart') throw new Error('render failure on purpose');
              return 'Hand-made storefront home';
            },
          };
        });
      },
    };`,
  );
  const shell = new ShellPage(page);
  const reports = loadFailureReports(page);
  await page.goto('/cart');
  await expect(shell.unexpectedError).toBeVisible();
  // Told as a failure to draw, with the error's words.
  await expect
    .poll(() => reports)
    .toContainEqual(
      expect.objectContaining({
        remote: 'storefront',
        phase: 'render',
        message: 'Error: render failure on purpose',
      }),
    );
  await shell.backHome.click();
  await expect(page).toHaveURL('/');
  await expect(page.getByText('Hand-made storefront home')).toBeVisible();
  await expect(shell.unexpectedError).toHaveCount(0);
});

import { expect, test } from '../../harness/fixtures';
import { navigateInApp } from '../../harness/navigation';
import { expectBackofficeSignIn, expectStorefront } from '../../pages/shell/mounted-remotes';
import { ShellPage } from '../../pages/shell/shell-page';

/** Every module the three apps share, with each version registered in the page's share scopes. */
async function sharedModules(page: import('@playwright/test').Page) {
  return page.evaluate(() => {
    type Entry = { from: string; loaded?: boolean };
    const federation = (
      window as unknown as {
        __FEDERATION__: {
          __SHARE__: Record<string, Record<string, Record<string, Record<string, Entry>>>>;
        };
      }
    ).__FEDERATION__;
    const modules: Record<string, { versions: string[]; providers: string[]; loaded: boolean }> =
      {};
    for (const scopes of Object.values(federation.__SHARE__)) {
      for (const scope of Object.values(scopes)) {
        for (const [name, versions] of Object.entries(scope)) {
          const found = (modules[name] ??= { versions: [], providers: [], loaded: false });
          for (const [version, entry] of Object.entries(versions)) {
            if (!found.versions.includes(version)) found.versions.push(version);
            if (!found.providers.includes(entry.from)) found.providers.push(entry.from);
            found.loaded ||= !!entry.loaded;
          }
        }
      }
    }
    return modules;
  });
}

test('one React renderer and one copy of every shared module serve the shell and both remotes', async ({
  page,
}) => {
  // A stand-in for the React DevTools hook: every copy of react-dom registers itself here.
  await page.addInitScript(() => {
    const renderers = new Map<number, { version?: string }>();
    Object.assign(window, {
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        renderers,
        supportsFiber: true,
        isDisabled: false,
        inject(renderer: { version?: string }) {
          renderers.set(renderers.size + 1, renderer);
          return renderers.size;
        },
        checkDCE() {},
        onScheduleFiberRoot() {},
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
      },
    });
  });

  await page.goto('/');
  await expectStorefront(page);
  await navigateInApp(page, '/admin/login');
  await expectBackofficeSignIn(page);

  const renderers = await page.evaluate(() =>
    [
      ...(
        window as unknown as {
          __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, { version?: string }> };
        }
      ).__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.values(),
    ].map((r) => r.version),
  );
  expect(renderers).toEqual(['19.3.1']);

  const modules = await sharedModules(page);
  for (const name of [
    'react',
    'react-dom',
    'react-router-dom',
    'zustand/vanilla',
    '@tanstack/react-query',
    '@poshak/shared-api',
    '@poshak/shared-ui/i18n',
    '@poshak/shared-ui/paths',
  ]) {
    expect(modules[name], `${name} is in the share scope`).toBeDefined();
    expect(modules[name]?.loaded, `${name} was loaded`).toBe(true);
  }
  for (const [name, found] of Object.entries(modules)) {
    expect(found.versions, `${name}: one version`).toHaveLength(1);
    expect(found.providers, `${name}: one provider`).toHaveLength(1);
  }
  expect(modules['antd'], 'antd is not shared').toBeUndefined();
});

test('the language chosen in the storefront is read by the shell without a reload', async ({
  page,
}) => {
  const shell = new ShellPage(page);
  await page.goto('/');
  await expectStorefront(page);
  await page.evaluate(() => Object.assign(window, { e2eSamePage: true }));
  await page.getByRole('button', { name: 'বাংলা' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');

  // The storefront wrote the shared language store; the shell's 404 page reads it.
  await navigateInApp(page, '/no-such-page');
  await expect(shell.notFoundHeading).toHaveText('৪০৪');
  await expect(page.getByText('দুঃখিত, আপনি যে পাতাটি খুঁজছেন সেটি নেই।')).toBeVisible();
  expect(await page.evaluate(() => 'e2eSamePage' in window), 'no page load happened').toBe(true);
});

// The daily loop: `pnpm dev` compiles every app cleanly, and a saved change in a remote or in a
// shared package reaches the shell's open page by itself — a React Fast Refresh where a component
// can take it in place, the dev server's page reload where nothing can.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { WORKSPACE_DIR } from '../harness/workspace';
import { startDevSession, type DevSession } from './dev-session';

let dev: DevSession;

const REFRESHED_IN_PLACE = 'refreshed in place';

test.beforeAll(async () => {
  dev = await startDevSession();
});

test.afterAll(async () => {
  await dev?.stop();
});

/**
 * Replaces a quoted text in a source file, waits until the page shows the new text, then puts the
 * file back as it was (whatever happened) and waits for the original text. This test navigates
 * no more after its first page load: the loads counted meanwhile are the dev server's reloads.
 */
async function editAndWatch(
  page: Page,
  file: string,
  [original, edited]: [string, string],
  locate: (text: string) => Locator,
) {
  const absolute = path.join(WORKSPACE_DIR, file);
  const source = fs.readFileSync(absolute, 'utf8');
  expect(source, `${file} holds '${original}'`).toContain(`'${original}'`);
  let loads = 0;
  page.on('load', () => (loads += 1));
  const restore = () => fs.writeFileSync(absolute, source);
  process.once('exit', restore);
  try {
    fs.writeFileSync(absolute, source.replace(`'${original}'`, `'${edited}'`));
    await expect(locate(edited)).toBeVisible();
  } finally {
    restore();
    process.removeListener('exit', restore);
  }
  const how = loads === 0 ? REFRESHED_IN_PLACE : 'reloaded by the dev server';
  await expect(locate(original)).toBeVisible();
  return how;
}

test('pnpm dev compiles the shell and both remotes with no error and no warning', async () => {
  for (const { app, summary, problems } of await dev.compiled) {
    expect(problems, `${app}: ${problems.join('\n')}`).toEqual([]);
    expect(summary, app).toBe('successfully');
  }
  // The API starts without a warning too, though no app is built in a developer's checkout.
  expect(await dev.apiStarted).toEqual([]);
});

test.describe('a saved change shows in the shell page without a reload by hand', () => {
  test.beforeAll(async () => {
    await dev.compiled;
    await expect
      .poll(
        () =>
          fetch(`${dev.apiUrl}/api/health/ready`).then(
            (r) => r.status,
            () => 0,
          ),
        {
          timeout: 120_000,
        },
      )
      .toBe(200);
  });

  test.beforeEach(async ({ page }) => {
    await page.goto(dev.shellUrl);
    // The storefront, loaded by the shell from its own dev server, is on the page.
    await expect(page.getByRole('heading', { name: 'Discover Unique Finds' })).toBeVisible();
  });

  const CHANGES = [
    {
      what: 'the storefront remote',
      file: 'storefront-mfe/src/i18n/en.ts',
      texts: ['Discover Unique Finds', 'Discover Unique Finds, edited'],
      // Only components import the dictionary: React Fast Refresh takes it without a reload.
      inPlace: true,
      locate: (page: Page, text: string) => page.getByRole('heading', { name: text, exact: true }),
    },
    {
      what: 'the shared-ui package',
      file: 'shared-ui/src/i18n/locales/en/common.ts',
      texts: ['English', 'English, edited'],
      // The one i18n instance of the page cannot be replaced in place: the page reloads.
      inPlace: false,
      locate: (page: Page, text: string) => page.getByRole('button', { name: text, exact: true }),
    },
  ] satisfies {
    what: string;
    file: string;
    texts: [string, string];
    inPlace: boolean;
    locate: (page: Page, text: string) => Locator;
  }[];

  for (const { what, file, texts, inPlace, locate } of CHANGES) {
    test(`a text of ${what}`, async ({ page }) => {
      const how = await editAndWatch(page, file, texts, (text) => locate(page, text));
      console.log(`${what}: ${how}`);
      if (inPlace) expect(how).toBe(REFRESHED_IN_PLACE);
    });
  }
});

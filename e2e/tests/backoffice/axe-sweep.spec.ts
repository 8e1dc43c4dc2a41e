import type { Page } from '@playwright/test';
import { expect, test } from '../../harness/fixtures';
import { sidewaysOverflow } from '../../harness/layout';
import { signInThroughApi } from '../../pages/backoffice/api-sign-in';
import { axeViolations } from '../../harness/axe';

/**
 * Issue 29: every back-office page has its h1, fits the window and is free of accessibility faults
 * (axe) at a desk and on a phone, in both languages. One test per language and part of the pages,
 * and one for the pages before sign-in, run side by side: the sweep as one test took 3 minutes on an idle machine
 * and over 10 on a loaded one, alone on a worker at the run's end.
 */

const owner = { username: 'owner-axe29', password: 'owner-pass-axe29' };

const PAGES = [
  '/admin/dashboard',
  '/admin/product-order',
  '/admin/orders/new',
  '/admin/product-add',
  '/admin/product-cetagory',
  '/admin/product-brand',
  '/admin/product-size',
  '/admin/product-color',
  '/admin/product-material',
  '/admin/product-customer',
  '/admin/coupon',
  '/admin/delivery-areas',
  '/admin/blocklist',
  '/admin/couriers',
  '/admin/cod',
  '/admin/audit',
  '/admin/staff',
  '/admin/releases',
  '/admin/sms',
  '/admin/sms/messages',
];
const PART_SIZE = 7;
const PARTS = Array.from({ length: Math.ceil(PAGES.length / PART_SIZE) }, (_, i) =>
  PAGES.slice(i * PART_SIZE, (i + 1) * PART_SIZE),
);
const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 375, height: 740 },
];

test.describe.configure({ mode: 'parallel' });

test.beforeAll(async ({ shop }) => {
  await shop.createStaff({ ...owner, role: 'admin' });
});

/**
 * Each page loaded once and judged at both widths (the layout follows the window), the widths
 * taken in turns so the window changes once per page; `settled` says when the page is drawn.
 */
async function sweep(page: Page, paths: string[], label: string, settled: boolean) {
  const found: string[] = [];
  for (const [i, path] of paths.entries()) {
    await page.goto(path);
    for (const size of i % 2 === 0 ? WIDTHS : [...WIDTHS].reverse()) {
      await page.setViewportSize(size);
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveCount(1);
      // Judged once the page is drawn: no spinner, no placeholder still waiting for its data. What
      // is drawn only when it comes near the window (the dashboard's charts) is brought near first.
      if (settled) {
        await page.evaluate(() =>
          document.getElementById('bo-main')?.lastElementChild?.scrollIntoView({ block: 'end' }),
        );
        await expect(page.locator('.ant-spin-spinning, .ant-skeleton')).toHaveCount(0);
      }
      const sideways = await sidewaysOverflow(page);
      if (sideways > 0)
        found.push(`${label} ${size.width} ${path} scrolls sideways by ${sideways} px`);
      for (const v of await axeViolations(page))
        found.push(
          `${label} ${size.width} ${path} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`,
        );
    }
  }
  return found;
}

for (const language of ['en', 'bn'] as const) {
  for (const [part, paths] of PARTS.entries()) {
    test(`${language}, pages ${part + 1} of ${PARTS.length}: an h1 each, no sideways page and no axe violation at 1280 and 375 px`, async ({
      page,
      baseURL,
    }) => {
      test.setTimeout(420_000);
      await signInThroughApi(page, baseURL ?? '', owner, language);
      expect(await sweep(page, paths, language, true)).toEqual([]);
    });
  }
}

test('before sign-in, both languages: an h1 each and no axe violation at 1280 and 375 px', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(420_000);
  const found: string[] = [];
  for (const language of ['en', 'bn'] as const) {
    await page
      .context()
      .addCookies([{ name: 'poshak_language', value: language, url: baseURL ?? '' }]);
    found.push(...(await sweep(page, ['/admin/login', '/admin/signup'], language, false)));
  }
  expect(found).toEqual([]);
});

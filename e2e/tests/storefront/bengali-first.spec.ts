import { expect, test } from '../../harness/fixtures';
import type { Page } from '@playwright/test';

const WIDTHS = [375, 1280] as const;
const LANGUAGES = [
  { code: 'en', switchLabel: 'English' },
  { code: 'bn', switchLabel: 'বাংলা' },
] as const;

/** Every console error and page error of the visit: a redrawn server page reports one. */
function listen(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

for (const width of WIDTHS) {
  for (const language of LANGUAGES) {
    test(`${language.code} at ${width}px: the server-drawn pages are adopted without a redraw and the switch shows the language in use`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      const errors = listen(page);
      await page.goto('/');
      // The shopper picks the language as a shopper does: with the switch.
      await page.getByRole('button', { name: language.switchLabel, exact: true }).click();
      const list = await request.get('/api/storefront/products?priority=1&pageSize=18');
      const { items } = (await list.json()) as { items: { id_product_trace: number }[] };
      const product = items[0]?.id_product_trace;
      for (const url of ['/', `/productdetails/${product}`, '/?page=2']) {
        errors.length = 0;
        await page.goto(url);
        await expect(page.locator('html')).toHaveAttribute('lang', language.code);
        await expect(
          page.getByRole('button', { name: language.switchLabel, exact: true }),
        ).toHaveAttribute('aria-pressed', 'true');
        expect(errors, `console errors on ${url}`).toEqual([]);
      }
    });
  }
}

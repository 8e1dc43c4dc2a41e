import { expect, test } from '../../harness/fixtures';
import { HomePage } from '../../pages/storefront/home-page';
import { StorefrontLayout } from '../../pages/storefront/storefront-layout';
import { LANGUAGES, useLanguage, WIDTHS } from './issue16-helpers';

const TEXT = {
  en: {
    last: 'Go to the last page',
    empty: 'There are no items in this cart! please select first',
  },
  bn: { last: 'শেষ পৃষ্ঠায় যান', empty: 'এই কার্টে কোনো পণ্য নেই! আগে পণ্য বেছে নিন' },
} as const;

for (const width of WIDTHS) {
  for (const language of LANGUAGES) {
    test(`${language} at ${width}px: a page past the last offers the last page, and the empty cart shows no order form`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await useLanguage(page, language);
      const home = new HomePage(page);
      await page.goto('/?page=999');
      // Said at the top of the first screen, above the banner and the best sellers.
      const last = page.getByRole('link', { name: TEXT[language].last });
      await expect(last).toBeInViewport();
      await last.click();
      await expect(page).toHaveURL(/[?&]page=\d+$/);
      await expect(home.cards.first()).toBeVisible();

      await page.goto('/cart');
      await expect(page.getByText(TEXT[language].empty)).toBeVisible();
      await expect(page.getByRole('form')).toHaveCount(0);
      await expect(page.getByRole('textbox')).toHaveCount(0);
    });
  }
}

for (const width of WIDTHS) {
  test(`at ${width}px: changing page brings the grid into view, not the top of the page`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    const home = new HomePage(page);
    await home.goto();
    await home.scrollToPagination();
    await home.pageButton(2).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(home.collectionTitle).toBeInViewport();
    // Below the banner and Best Sellers: the page did not jump to its very top.
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    const title = await home.collectionTitle.boundingBox();
    const bar = await page.locator('.sf-category-bar').boundingBox();
    if (!title || !bar) throw new Error('no boxes');
    expect(title.y).toBeGreaterThanOrEqual(bar.y + bar.height - 1);
  });
}

test('an unknown product page answers 404, drawn by the server, with a way back', async ({
  page,
}) => {
  const reply = await page.goto('/productdetails/999999');
  expect(reply?.status()).toBe(404);
  expect(await reply?.text()).toContain('This product is not available any more.');
  await expect(page.getByRole('link', { name: 'Continue Shopping' })).toBeVisible();
  const known = await page.goto('/productdetails/1');
  expect(known?.status()).toBe(200);
});

for (const language of LANGUAGES) {
  test(`${language}: the drawer title fits its 150 px drawer`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await useLanguage(page, language);
    const layout = new StorefrontLayout(page);
    await layout.menuButton.click();
    await expect(layout.drawer).toBeVisible();
    const title = layout.drawer.locator('.ant-drawer-title');
    const fits = await title.evaluate((el) => el.scrollWidth <= el.clientWidth);
    expect(fits).toBe(true);
    const box = await title.boundingBox();
    const drawer = await layout.drawer.boundingBox();
    if (!box || !drawer) throw new Error('no boxes');
    expect(box.x + box.width).toBeLessThanOrEqual(drawer.x + drawer.width);
  });
}

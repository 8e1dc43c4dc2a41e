import type { Page } from '@playwright/test';
import { expect, test } from '../../harness/fixtures';
import { CartPage } from '../../pages/storefront/cart-page';
import { HomePage } from '../../pages/storefront/home-page';
import { ProductPage } from '../../pages/storefront/product-page';
import { StorefrontLayout } from '../../pages/storefront/storefront-layout';

const WIDTHS = [360, 375, 1280, 1440];

/** Nothing wider than the screen, and the header's controls side by side without overlapping. */
async function expectFitsTheScreen(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  const layout = new StorefrontLayout(page);
  const boxes = [];
  for (const control of [layout.menuButton, layout.logo, layout.cartLink]) {
    const box = await control.boundingBox();
    if (!box) throw new Error('a header control is not on screen');
    boxes.push(box);
  }
  for (let i = 1; i < boxes.length; i++) {
    const [a, b] = [boxes[i - 1], boxes[i]];
    if (a && b) expect(a.x + a.width).toBeLessThanOrEqual(b.x + 0.5);
  }
  const last = boxes.at(-1);
  if (last) expect(last.x + last.width).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 600 ? 800 : 900 } });

    test('home, a category, a search, a detail page and the cart fit the screen', async ({
      page,
    }, testInfo) => {
      const layout = new StorefrontLayout(page);
      const home = new HomePage(page);
      const product = new ProductPage(page);
      const cart = new CartPage(page);
      const shot = async (name: string) => {
        // Let pictures finish, then a still picture of the page for a person to look at.
        await page.waitForLoadState('networkidle');
        await page.screenshot({
          path: testInfo.outputPath(`${name}-${width}.png`),
          fullPage: true,
        });
      };

      await home.goto();
      await layout.expectReady();
      await home.expectCollection();
      await expect(home.banner).toBeVisible();
      await expectFitsTheScreen(page);
      await shot('home');

      const [, category] = await layout.categoryNames();
      await layout.categoryLink(category as string).click();
      await expect(home.cards.first()).toBeVisible();
      await expectFitsTheScreen(page);
      await shot('category');

      const [name] = await home.cardNames();
      await layout.searchByName((name ?? '').split(/\s+/)[0] ?? '');
      await expect(home.cards.first()).toBeVisible();
      await expectFitsTheScreen(page);
      await shot('search');

      await home.cards.first().getByRole('link').click();
      await expect(product.name).toBeVisible();
      await product.addToCart.click();
      await expectFitsTheScreen(page);
      await shot('detail');

      await layout.cartLink.click();
      await expect(cart.lines).toHaveCount(1);
      await expectFitsTheScreen(page);
      await shot('cart');
    });
  });
}

import type { Page } from '@playwright/test';
import { expect, test } from '../../harness/fixtures';
import {
  cartWith,
  expectAccessible,
  LANGUAGES,
  orderForm,
  productToBuy,
  useLanguage,
  WIDTHS,
} from './issue16-helpers';

async function settle(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

for (const width of WIDTHS) {
  for (const language of LANGUAGES) {
    test(`${language} at ${width}px: home, search, detail, cart and confirmation have no serious axe violations, a skip link and one h1`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await useLanguage(page, language);
      const card = await productToBuy(request, 8, width === 375 ? 0 : 1);

      await page.goto('/');
      await settle(page);
      await expectAccessible(page, 'home');
      await page.goto('/?q=shirt');
      await settle(page);
      await expectAccessible(page, 'search');
      await page.goto(`/productdetails/${card.id_product_trace}`);
      await settle(page);
      await expectAccessible(page, 'detail');
      await cartWith(page, card);
      await settle(page);
      await expectAccessible(page, 'cart');
      const form = orderForm(page, language);
      await form.fill();
      await form.placeOrder.click();
      await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
      await expectAccessible(page, 'confirmation');

      // The skip link is the first stop of the keyboard and lands on the page's content.
      await page.goto('/');
      await page.keyboard.press('Tab');
      await expect(
        page.getByRole('link', { name: /^(Skip to content|মূল অংশে যান)$/ }),
      ).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.locator('main')).toBeFocused();
    });
  }
}

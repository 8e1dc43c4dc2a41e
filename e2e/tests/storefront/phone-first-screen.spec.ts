import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../../harness/fixtures';
import { ProductPage } from '../../pages/storefront/product-page';
import { StorefrontLayout } from '../../pages/storefront/storefront-layout';
import { cardsOnPage, LANGUAGES, useLanguage } from './issue16-helpers';

const PHONE = { width: 375, height: 812 } as const;

const TEXT = {
  en: { addToCart: 'Add to cart', price: /^৳\s?[\d,]+$/ },
  bn: { addToCart: 'কার্টে যোগ করুন', price: /^৳\s?[০-৯,]+$/ },
} as const;

/** A product on sale in more than one size, so the page shows its size choice. */
async function productWithSizes(request: APIRequestContext): Promise<number> {
  for (const page of [1, 2, 3]) {
    for (const card of await cardsOnPage(request, page)) {
      const reply = await request.get(`/api/storefront/products/${card.id_product_trace}`);
      const detail = (await reply.json()) as { sizes: unknown[] };
      if (detail.sizes.length > 1) return card.id_product_trace;
    }
  }
  throw new Error('no product with a size choice in the demo catalogue');
}

test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

for (const language of LANGUAGES) {
  test(`${language}: a phone's first screen of a product page holds its name, price, size choice and Add to cart`, async ({
    page,
    request,
  }) => {
    const id = await productWithSizes(request);
    await useLanguage(page, language);
    await page.goto(`/productdetails/${id}`);
    const product = new ProductPage(page);
    const addToCart = page
      .getByRole('main')
      .getByRole('button', { name: TEXT[language].addToCart, exact: true });
    await expect(addToCart).toBeEnabled();
    const price = page.locator('.sf-detail__price');
    await expect(price).toHaveText(TEXT[language].price);
    for (const part of [product.name, price, product.sizes, addToCart]) {
      await expect(part).toBeInViewport({ ratio: 1 });
      const box = await part.boundingBox();
      expect(box && box.y + box.height).toBeLessThanOrEqual(PHONE.height);
    }
    // Its label on one line, not broken in two.
    const label = await addToCart.evaluate((button) => {
      const walker = document.createTreeWalker(button, NodeFilter.SHOW_TEXT);
      const lines: number[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        lines.push(range.getClientRects().length);
      }
      return { lines, overflows: button.scrollWidth > button.clientWidth };
    });
    expect(label).toEqual({ lines: [1], overflows: false });

    // It works from there: a tap adds the product to the cart.
    await addToCart.tap();
    await expect(new StorefrontLayout(page).cartCount).toHaveText(language === 'bn' ? '১' : '1');
  });
}

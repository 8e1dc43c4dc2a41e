import type { Page } from '@playwright/test';
import { expect, test } from '../../harness/fixtures';
import { navigateInApp } from '../../harness/navigation';
import { CartPage } from '../../pages/storefront/cart-page';
import { HomePage } from '../../pages/storefront/home-page';
import { ProductPage } from '../../pages/storefront/product-page';
import { StorefrontLayout } from '../../pages/storefront/storefront-layout';

const errorState = (page: Page) =>
  page.getByRole('alert').filter({ hasText: 'Could not load this.' }).first();

interface Card {
  id_product_trace: number;
  id_transaction: number;
  product_name: string;
  stock: number;
}

/** The API host unreachable for this page (the pages and scripts still come from their host). */
async function apiDown(page: Page): Promise<() => Promise<void>> {
  const refuse = (route: { abort: (code: string) => Promise<void> }) =>
    route.abort('connectionrefused');
  await page.route('**/api/**', refuse);
  return () => page.unroute('**/api/**', refuse);
}

test('with the API down every storefront page shows the error state with Retry, and recovers when it returns', async ({
  page,
  request,
}) => {
  const list = (await (
    await request.get('/api/storefront/products?page=3&pageSize=18')
  ).json()) as {
    items: Card[];
  };
  const card = list.items.find((c) => c.stock > 0);
  if (!card) throw new Error('no product in stock on page 3 of the demo catalogue');
  const layout = new StorefrontLayout(page);
  const product = new ProductPage(page);
  const cart = new CartPage(page);
  const home = new HomePage(page);

  // A cart with one line, so the cart and checkout pages need the API for the order form.
  await page.goto(`/productdetails/${card.id_product_trace}`);
  await product.addToCart.click();
  await layout.expectCartCount(1);

  const pages: [string, () => Promise<void>][] = [
    ['/', () => home.expectCollection()],
    [`/productdetails/${card.id_product_trace}`, () => product.expectProduct(card.product_name)],
    ['/cart', () => expect(cart.placeOrder).toBeVisible()],
    [`/checkout/${card.id_transaction}`, () => expect(cart.placeOrder).toBeVisible()],
    ['/?category=1', () => expect(home.collection).toBeVisible()],
  ];
  for (const [url, expectContent] of pages) {
    const back = await apiDown(page);
    await page.goto(url);
    await expect(errorState(page), url).toBeVisible();
    const retry = errorState(page).getByRole('button', { name: 'Retry' });
    // Still down: Retry asks again and the error stays.
    await retry.click();
    await expect(errorState(page), url).toBeVisible();
    await back();
    await errorState(page).getByRole('button', { name: 'Retry' }).click();
    await expectContent();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Could not load this.' }),
      url,
    ).toHaveCount(0);
  }
});

/** Any alert that offers Retry: the page's error state or the shell's remote fallback. */
const retryable = (page: Page) =>
  page
    .getByRole('alert')
    .filter({ has: page.getByRole('button', { name: 'Retry' }) })
    .first();

test('the real server process stops under an open page: the next page offers Retry (no dead end), and recovers after the restart', async ({
  page,
  shop,
}) => {
  const home = new HomePage(page);
  await home.goto();
  await home.expectCollection();

  await shop.stop();
  try {
    // A search no page has asked for yet: nothing cached can stand in for the server.
    await navigateInApp(page, `/?q=${encodeURIComponent('outage probe')}`);
    await expect(retryable(page)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toHaveCount(
      0,
    );
  } finally {
    await shop.restart();
  }
  await retryable(page).getByRole('button', { name: 'Retry' }).click();
  await expect(home.noProduct).toBeVisible();
  await expect(retryable(page)).toHaveCount(0);
});

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

test('with the API unreachable from the browser, the pages the server drew still show, and every page that must fetch shows the error state with Retry and recovers', async ({
  page,
  request,
}) => {
  const list = (await (
    await request.get('/api/storefront/products?page=3&pageSize=18')
  ).json()) as {
    items: Card[];
  };
  const [card, other] = list.items.filter((c) => c.stock > 0);
  if (!card || !other) throw new Error('too few products in stock on page 3 of the demo catalogue');
  const layout = new StorefrontLayout(page);
  const product = new ProductPage(page);
  const cart = new CartPage(page);
  const home = new HomePage(page);

  // A cart with one line, so the cart and checkout pages need the API for the order form.
  await page.goto(`/productdetails/${card.id_product_trace}`);
  await product.addToCart.click();
  await layout.expectCartCount(1);

  // The server drew these with their data: the shopper reads them though the API is out of reach.
  const down = await apiDown(page);
  await page.goto('/');
  await home.expectCollection();
  await page.goto(`/productdetails/${card.id_product_trace}`);
  await product.expectProduct(card.product_name);
  await down();

  // Pages whose data the browser fetches itself: opened afresh, or reached from a drawn page.
  const pages: [string, () => Promise<void>, () => Promise<void>][] = [
    ['/cart', () => cart.goto(), () => expect(cart.placeOrder).toBeVisible()],
    [
      `/checkout/${card.id_transaction}`,
      async () => {
        await page.goto(`/checkout/${card.id_transaction}`);
      },
      () => expect(cart.placeOrder).toBeVisible(),
    ],
    [
      'a category, from the home page',
      async () => {
        await page.goto('/');
        await navigateInApp(page, '/?category=1');
      },
      () => expect(home.cards.first()).toBeVisible(),
    ],
    [
      'another product, from the home page',
      async () => {
        await page.goto('/');
        await navigateInApp(page, `/productdetails/${other.id_product_trace}`);
      },
      () => product.expectProduct(other.product_name),
    ],
  ];
  for (const [what, open, expectContent] of pages) {
    const back = await apiDown(page);
    await open();
    await expect(errorState(page), what).toBeVisible();
    const retry = errorState(page).getByRole('button', { name: 'Retry' });
    // Still down: Retry asks again and the error stays.
    await retry.click();
    await expect(errorState(page), what).toBeVisible();
    await back();
    // Back up: Retry brings the content — unless the page's own retry of the query got there
    // first, and the error state (with its button) is already gone.
    const retryAgain = errorState(page).getByRole('button', { name: 'Retry' });
    await expect(async () => {
      if (await retryAgain.isVisible()) await retryAgain.click({ timeout: 2_000 });
      await expectContent();
    }, what).toPass();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Could not load this.' }),
      what,
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

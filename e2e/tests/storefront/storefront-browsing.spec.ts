import type { Page } from '@playwright/test';
import { expect, test } from '../../harness/fixtures';
import { navigateInApp } from '../../harness/navigation';
import { CartPage } from '../../pages/storefront/cart-page';
import { HomePage } from '../../pages/storefront/home-page';
import { ProductPage } from '../../pages/storefront/product-page';
import { StorefrontLayout } from '../../pages/storefront/storefront-layout';

/** The home page, loaded and ready for a shopper. */
async function openHome(page: Page) {
  const layout = new StorefrontLayout(page);
  const home = new HomePage(page);
  await home.goto();
  await layout.expectReady();
  return { layout, home };
}

test.describe('on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

  test('the menu drawer picks a category and the search button opens a search modal', async ({
    page,
  }) => {
    const { layout, home } = await openHome(page);
    // Narrow screens: no search box in the header, a search button instead.
    await expect(layout.searchBox).toBeHidden();
    await expect(layout.searchButton).toBeVisible();
    // Best Sellers: 2 per view below 600 px.
    await expect(home.bestSellersInView()).toHaveCount(2);

    const [first] = await layout.categoryNames();
    await layout.menuButton.click();
    await expect(layout.drawer).toBeVisible();
    const width = await layout.drawer.evaluate((el) => el.getBoundingClientRect().width);
    expect(width).toBe(150);
    await layout.drawer.getByRole('button', { name: first, exact: true }).click();
    await expect(layout.drawer).toBeHidden();
    await expect(home.collectionTitle).toHaveText(`Category: ${first}`);

    // The modal closes on cancel, and after a search.
    await layout.searchButton.click();
    const modal = page.getByRole('dialog');
    await expect(modal.getByRole('searchbox')).toBeFocused();
    await modal.getByRole('button', { name: 'Close' }).click();
    await expect(modal).toBeHidden();

    const [name] = await home.cardNames();
    const word = (name ?? '').split(/\s+/)[0] ?? '';
    await layout.searchByName(word);
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(home.collectionTitle).toHaveText(`Results for “${word}”`);
    await home.clearSearch.click();
    await expect(page).toHaveURL(/\/$/);
    await expect(home.bestSellers).toBeVisible();
  });
});

test('cards merge repeated adds of the same item; Order adds and opens the cart', async ({
  page,
}) => {
  const layout = new StorefrontLayout(page);
  const home = new HomePage(page);
  const cart = new CartPage(page);
  await home.goto();
  // Two cards that can be added twice: other journeys of this shop add entries of one unit.
  const roomy: string[] = [];
  for (const name of await home.cardNames()) {
    if ((await home.card(name).getByText('Only 1 left').count()) === 0) roomy.push(name);
  }
  const [first, second] = roomy;
  if (!first || !second) throw new Error('the demo shop needs two products on the grid');

  const firstCard = home.card(first);
  await firstCard.getByRole('button', { name: `Add ${first} to cart` }).click();
  await firstCard.getByRole('button', { name: `Add ${first} to cart` }).click();
  await layout.expectCartCount(2);
  await home
    .card(second)
    .getByRole('button', { name: `Order ${second}` })
    .click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(cart.lines).toHaveCount(2);
  await expect(cart.quantityOf(cart.line(first))).toHaveText('2');
  await expect(cart.quantityOf(cart.line(second))).toHaveText('1');
  await layout.expectCartCount(3);

  // The cart lasts for the browser session: a reload keeps it, under the key "cart".
  await page.reload();
  await expect(cart.lines).toHaveCount(2);
  const stored = await page.evaluate(() => JSON.parse(sessionStorage.getItem('cart') ?? '[]'));
  expect(stored).toHaveLength(2);

  // /checkout/:id is the same screen.
  await page.goto('/checkout/1');
  await expect(cart.lines).toHaveCount(2);
  await cart.remove(cart.line(second)).click();
  await cart.remove(cart.line(first)).click();
  await expect(cart.emptyState).toBeVisible();
  await cart.continueShopping.click();
  await expect(page).toHaveURL(/\/$/);
});

test('the logo goes home with the full list; pages and sizes live in the URL', async ({ page }) => {
  const layout = new StorefrontLayout(page);
  const home = new HomePage(page);
  await home.goto('?size=36');
  await home.expectCollection();
  await expect(home.cards).toHaveCount(36);
  await home.scrollToPagination();
  await home.pageButton(2).click();
  await expect(page).toHaveURL(/\?page=2&size=36$/);
  await expect(home.cards.first()).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\?size=36$/);

  await layout.searchByName('zzzz-no-such-product');
  await expect(home.noProduct).toBeVisible();
  await layout.logo.click();
  await expect(page).toHaveURL(/\/$/);
  await home.expectCollection();
  await expect(home.cards).toHaveCount(18);
});

test('the language switch turns the shop Bengali and is remembered on the next visit', async ({
  page,
}) => {
  const { home } = await openHome(page);
  await page.getByRole('button', { name: 'বাংলা' }).click();
  await expect(home.collectionTitle).toHaveText('এই সপ্তাহের কালেকশন');
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await page.reload();
  await expect(home.collectionTitle).toHaveText('এই সপ্তাহের কালেকশন');
  // Prices in Bengali digits, the sign held to them by a no-break space.
  await expect(home.cards.first().getByText(/^৳\u00a0[০-৯,]+$/)).toBeVisible();
  await page.getByRole('button', { name: 'English' }).click();
  await expect(home.collectionTitle).toHaveText('Collection of this week');
});

test('with the API down the page says so with Retry, and recovers when it is back', async ({
  page,
}) => {
  const home = new HomePage(page);
  await page.route('**/api/**', (route) => route.abort('connectionrefused'));
  // The server drew the home page with its data: it reads fine without the API.
  await home.goto();
  await home.expectCollection();
  // A category the page has not loaded needs the API.
  await navigateInApp(page, '/?category=2');
  const error = page.getByRole('alert').filter({ hasText: 'Could not load this.' });
  await expect(error).toBeVisible();
  await page.unroute('**/api/**');
  await error.getByRole('button', { name: 'Retry' }).click();
  await expect(home.cards.first()).toBeVisible();
  await expect(error).toBeHidden();
  await expect(new StorefrontLayout(page).supportPhone).toBeVisible();
});

test('the detail page shows the product, its stock, other colours and related items', async ({
  page,
}) => {
  const home = new HomePage(page);
  const product = new ProductPage(page);
  await home.goto();
  const [name] = await home.cardNames();
  await home
    .card(name as string)
    .getByRole('link')
    .click();
  await product.expectProduct(name as string);
  await expect(page.getByText('Colour', { exact: true })).toBeVisible();
  // One size is named beside the colour; several are offered to choose from.
  await expect(
    page.getByText('Size', { exact: true }).or(page.getByText('Choose a size')).first(),
  ).toBeVisible();
  await expect(page.getByText('Brand', { exact: true })).toBeVisible();
  await expect(product.related).toBeVisible();
  // Related cards cut names to 16 characters.
  for (const related of await product.related
    .getByRole('article')
    .getByRole('heading')
    .allInnerTexts())
    expect(related.replace('…', '').length).toBeLessThanOrEqual(16);
});

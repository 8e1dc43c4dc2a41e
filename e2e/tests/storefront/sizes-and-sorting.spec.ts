import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../../harness/fixtures';
import { HomePage } from '../../pages/storefront/home-page';
import { ProductPage } from '../../pages/storefront/product-page';
import { cardsOnPage, type Card } from './issue16-helpers';

interface Size {
  id_product_trace: number;
  id_transaction: number;
  size_name: string;
  stock: number;
}
interface Detail {
  product: Card & { size_name: string };
  sizes: Size[];
}

const api = async <T>(request: APIRequestContext, path: string): Promise<T> => {
  const reply = await request.get(path);
  expect(reply.status(), path).toBe(200);
  return (await reply.json()) as T;
};

/** A demo product sold in two sizes or more with stock, read as the product page reads it. */
async function productWithSizes(request: APIRequestContext) {
  for (const page of [1, 2, 3]) {
    for (const card of await cardsOnPage(request, page)) {
      const detail = await api<Detail>(
        request,
        `/api/storefront/products/${card.id_product_trace}`,
      );
      const other = detail.sizes.find(
        (s) => s.id_product_trace !== card.id_product_trace && s.stock > 5,
      );
      if (detail.product.stock > 5 && other) return { detail, other };
    }
  }
  throw new Error('no demo product with two sizes in stock');
}

/** Marks the window: the mark survives navigation inside the app, not a page load. */
const markWindow = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
const sameWindow = (page: Page) =>
  page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);

test('a size chosen on the product page opens that size, and Add to cart adds that size', async ({
  page,
  request,
}) => {
  const { detail, other } = await productWithSizes(request);
  const product = new ProductPage(page);
  await page.goto(`/productdetails/${detail.product.id_product_trace}`);
  await expect(product.name).toHaveText(detail.product.product_name);
  await expect(product.size(detail.product.size_name)).toBeChecked();
  // Every size of the colour is offered; a sold-out one is shown but cannot be chosen.
  await expect(product.sizes.getByRole('radio')).toHaveCount(detail.sizes.length);
  for (const size of detail.sizes.filter((s) => s.stock <= 0)) {
    await expect(product.size(size.size_name)).toBeDisabled();
  }

  await markWindow(page);
  await product.size(other.size_name).check();
  await expect(page).toHaveURL(new RegExp(`/productdetails/${other.id_product_trace}$`));
  await expect(product.size(other.size_name)).toBeChecked();
  // The choice keeps the focus on the new page, so the arrow keys go on through the sizes.
  await expect(product.size(other.size_name)).toBeFocused();
  expect(await sameWindow(page)).toBe(true);

  await product.addToCart.click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  const cart = await page.evaluate(() => sessionStorage.getItem('cart'));
  const lines = JSON.parse(cart ?? '[]') as { id_transaction: number; id_product_trace: number }[];
  expect(lines).toEqual([
    expect.objectContaining({
      id_transaction: other.id_transaction,
      id_product_trace: other.id_product_trace,
    }),
  ]);
  // The cart's line opens the page of the size that was added.
  await page.goto('/cart');
  await expect(
    page.locator(`a[href="/productdetails/${other.id_product_trace}"]`).first(),
  ).toBeVisible();

  // The size's own address, opened afresh, is drawn by the server with that size chosen.
  const html = await (await request.get(`/productdetails/${other.id_product_trace}`)).text();
  const radios = html.match(/<input[^>]*type="radio"[^>]*>/g) ?? [];
  expect(radios).toHaveLength(detail.sizes.length);
  const checked = radios.filter((tag) => /\schecked(="")?[\s/>]/.test(tag));
  expect(checked).toHaveLength(1);
  expect(checked[0]).toContain(`value="${other.id_product_trace}"`);
});

test('a sorted, price-filtered category page keeps its order and range when reloaded and when its link is opened afresh', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  // A category with enough products to sort, and a range that leaves some out at both ends.
  const categories = await api<{ id_category: number; category_name: string }[]>(
    request,
    '/api/categorys/getAll',
  );
  let chosen:
    | { category: number; min: number; max: number; names: string[]; ascending: string[] }
    | undefined;
  for (const { id_category } of categories) {
    const list = await api<{ items: Card[] }>(
      request,
      `/api/storefront/products?priority=1&pageSize=100&category=${id_category}&sort=price-asc`,
    );
    const prices = [...new Set(list.items.map((c) => c.price))];
    if (prices.length < 4) continue;
    const min = prices[1] as number;
    const max = prices[prices.length - 2] as number;
    const names = async (sort: string) =>
      (
        await api<{ items: Card[] }>(
          request,
          `/api/storefront/products?priority=1&page=1&pageSize=18&category=${id_category}&sort=${sort}&min=${min}&max=${max}`,
        )
      ).items.map((c) => c.product_name);
    chosen = {
      category: id_category,
      min,
      max,
      names: await names('price-desc'),
      ascending: await names('price-asc'),
    };
    break;
  }
  if (!chosen) throw new Error('no demo category with four prices');
  const { category, min, max, names, ascending } = chosen;
  expect(names.length).toBeGreaterThan(1);

  const home = new HomePage(page);
  await home.goto(`?category=${category}`);
  await expect(home.cards.first()).toBeVisible();
  await home.sortAndFilter('Price: high to low', min, max);
  const address = `/?category=${category}&sort=price-desc&min=${min}&max=${max}`;
  await expect(page).toHaveURL(new RegExp(`${address.replace(/[?]/g, '\\?')}$`));
  await expect.poll(() => home.cardNames()).toEqual(names);

  // Reloaded: the same order, range and form.
  await page.reload();
  expect(await home.cardNames()).toEqual(names);
  await expect(home.sort).toHaveValue('price-desc');
  await expect(home.minPrice).toHaveValue(String(min));
  await expect(home.maxPrice).toHaveValue(String(max));

  // Shared: the link opened in a fresh browser without scripts shows the same first screen, drawn
  // by the server.
  const fresh = await browser.newContext({ javaScriptEnabled: false, baseURL });
  try {
    const shared = await fresh.newPage();
    const sharedHome = new HomePage(shared);
    await shared.goto(address);
    expect(await sharedHome.cardNames()).toEqual(names);
    await expect(sharedHome.sort).toHaveValue('price-desc');
    await expect(sharedHome.minPrice).toHaveValue(String(min));

    // Before scripts the form still works: a GET form the server answers.
    await sharedHome.sort.selectOption({ label: 'Price: low to high' });
    await sharedHome.applyFilter.click();
    await expect(shared).toHaveURL(
      new RegExp(`\\?category=${category}&sort=price-asc&min=${min}&max=${max}$`),
    );
    expect(await sharedHome.cardNames()).toEqual(ascending);
  } finally {
    await fresh.close();
  }

  // A hand-edited address the API would refuse falls back to the defaults, not to an error.
  await home.goto(`?category=${category}&sort=cheapest&min=abc&max=-5`);
  await expect(home.cards.first()).toBeVisible();
  await expect(home.sort).toHaveValue('newest');
  await expect(home.minPrice).toHaveValue('');
});

import type { Route } from '@playwright/test';
import { expect, test } from '../../harness/fixtures';
import { productToBuy } from './issue16-helpers';

/**
 * Holds the app's scripts until released: the server-drawn page is all the shopper has meanwhile
 * (with the page's few-hundred-byte first script, which keeps taps for the app).
 */
async function holdScripts(page: import('@playwright/test').Page) {
  const held: Route[] = [];
  let released = false;
  await page.route(/\.js(\?|$)/, (route) => {
    if (released || new URL(route.request().url()).pathname === '/early-taps.js')
      return route.continue();
    held.push(route);
  });
  return async () => {
    released = true;
    await Promise.all(held.map((route) => route.continue()));
  };
}

test('before the scripts run, Enter in the search box searches (a real GET form) and the results are drawn by the server', async ({
  page,
  shop,
}) => {
  const release = await holdScripts(page);
  // The fixtures' goto waits for a live page: this journey is about the page before that.
  await page.mainFrame().goto(`${shop.baseURL}/`, { waitUntil: 'commit' });
  const box = page.getByRole('searchbox').first();
  await box.waitFor();
  await box.fill('saree');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/\?q=saree$/);
  await expect(page.locator('#sf-collection-title')).toHaveText('Results for “saree”');
  await release();
});

test('before the scripts run, a tap on add-to-cart is heard at once and done when they run', async ({
  page,
  request,
  shop,
}) => {
  const card = await productToBuy(request, 7);
  const release = await holdScripts(page);
  await page
    .mainFrame()
    .goto(`${shop.baseURL}/productdetails/${card.id_product_trace}`, { waitUntil: 'commit' });
  const add = page.getByRole('button', { name: 'Add to cart' });
  await expect(add).toBeEnabled();
  await add.click();
  await expect(add).toHaveAttribute('aria-busy', 'true');
  await release();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await expect(add).not.toHaveAttribute('aria-busy');
  // Done once: another tap, now that the app answers, makes two.
  await add.click();
  await expect(page.getByTestId('cart-count')).toHaveText('2');
});

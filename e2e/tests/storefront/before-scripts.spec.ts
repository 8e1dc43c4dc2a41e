import type { Route } from '@playwright/test';
import { expect, test } from '../../harness/fixtures';
import { productToBuy } from './issue16-helpers';

/** Holds every script until released: the server-drawn page is all the shopper has meanwhile. */
async function holdScripts(page: import('@playwright/test').Page) {
  const held: Route[] = [];
  let released = false;
  await page.route(/\.js(\?|$)/, (route) => {
    if (released) return route.continue();
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

test('before the scripts run, add-to-cart says it is not ready; once they run it adds', async ({
  page,
  request,
  shop,
}) => {
  const card = await productToBuy(request, 7);
  const release = await holdScripts(page);
  await page
    .mainFrame()
    .goto(`${shop.baseURL}/productdetails/${card.id_product_trace}`, { waitUntil: 'commit' });
  const notReady = page.getByRole('button', { name: 'Getting ready…' });
  await expect(notReady).toBeDisabled();
  await release();
  const add = page.getByRole('button', { name: 'Add to cart' });
  await expect(add).toBeEnabled();
  await add.click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
});

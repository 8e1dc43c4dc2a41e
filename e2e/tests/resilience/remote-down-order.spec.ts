import { expect, test } from '../../harness/fixtures';
import { takeRemoteDown } from '../../harness/remotes';
import { CartPage, DHAKA_SHOPPER } from '../../pages/storefront/cart-page';
import { HomePage } from '../../pages/storefront/home-page';
import { ProductPage } from '../../pages/storefront/product-page';
import { StorefrontLayout } from '../../pages/storefront/storefront-layout';
import { ShellPage } from '../../pages/shell/shell-page';

test('with the back-office remote down, a shopper still browses, fills the cart and places an order', async ({
  page,
  request,
}) => {
  await takeRemoteDown(page, 'backoffice');
  const backofficeFiles: string[] = [];
  page.on('response', (r) => {
    if (r.url().includes('/remotes/backoffice/')) backofficeFiles.push(`${r.status()} ${r.url()}`);
  });

  // The back-office really is down for this browser.
  const shell = new ShellPage(page);
  await page.goto('/admin/login');
  await shell.expectRemoteFallback();

  const home = new HomePage(page);
  const layout = new StorefrontLayout(page);
  const cart = new CartPage(page);
  const product = new ProductPage(page);
  await home.goto();
  await layout.expectReady();
  await home.expectCollection();
  // A product with units left, far from the other journeys' picks, added from its page.
  const list = (await (
    await request.get('/api/storefront/products?page=4&pageSize=18')
  ).json()) as {
    items: { id_product_trace: number; stock: number }[];
  };
  const pick = list.items.find((c) => c.stock > 2);
  if (!pick) throw new Error('no product in stock on page 4 of the demo catalogue');
  await page.goto(`/productdetails/${pick.id_product_trace}`);
  await expect(product.stock).toBeVisible();
  await product.addToCart.click();
  await layout.expectCartCount(1);

  await layout.cartLink.click();
  await cart.placeOrderAs({ ...DHAKA_SHOPPER, name: 'Backoffice Down' });
  await expect(cart.invoiceMessage()).toBeVisible();
  const invoice = await cart.invoiceNumber();
  expect(Number.isInteger(invoice)).toBe(true);
  // The confirmation replaces the cart: no order form left, the cart empty.
  await expect(cart.placeOrder).toHaveCount(0);
  await layout.expectCartCount(0);

  // Only the back-office's own files failed; the storefront never needed them.
  expect(backofficeFiles.length).toBeGreaterThan(0);
  expect(backofficeFiles.every((line) => line.startsWith('404 '))).toBe(true);
});

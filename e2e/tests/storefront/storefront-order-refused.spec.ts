import { expect, test } from '../../harness/fixtures';
import { CartPage, DHAKA_SHOPPER, type OrderDetails } from '../../pages/storefront/cart-page';
import { ProductPage } from '../../pages/storefront/product-page';
import { StorefrontLayout } from '../../pages/storefront/storefront-layout';
import { apiFeePayment } from '../../pages/storefront/fee-payment';

interface Card {
  id_transaction: number;
  id_product_trace: number;
  product_name: string;
  stock: number;
}

test('when someone else bought the last units first, the cart says so on the line, sends nothing and keeps the cart', async ({
  page,
  request,
}) => {
  // A product far down the catalogue, so the other journeys' picks are not touched.
  const list = await request.get('/api/storefront/products?priority=1&page=3&pageSize=18');
  const { items } = (await list.json()) as { items: Card[] };
  const target = items.find((c) => c.stock > 0);
  if (!target) throw new Error('no product in stock on page 3 of the demo catalogue');

  const layout = new StorefrontLayout(page);
  const product = new ProductPage(page);
  const cart = new CartPage(page);
  await page.goto(`/productdetails/${target.id_product_trace}`);
  const detail = (await (
    await request.get(`/api/storefront/products/${target.id_product_trace}`)
  ).json()) as { product: Card };
  await product.expectProduct(detail.product.product_name);
  await product.addToCart.click();
  await layout.expectCartCount(1);

  // Another shopper takes every unit left, through the same public order call.
  let left = detail.product.stock;
  while (left > 0) {
    const quantity = Math.min(left, 100);
    const bought = await request.post('/api/orders', {
      data: {
        customer_name: 'Another shopper',
        customer_address: 'Chattogram',
        customer_phone: '01912345678',
        shipping_id: 2,
        lines: [{ id_transaction: detail.product.id_transaction, quantity }],
        payment: apiFeePayment(),
      },
    });
    expect(bought.status()).toBe(200);
    left -= quantity;
  }

  await layout.cartLink.click();
  const shopper: OrderDetails = {
    ...DHAKA_SHOPPER,
    name: 'Too late',
    address: 'Khulna',
    area: 'Outside Dhaka',
  };
  const orderCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/orders')) orderCalls.push(r.url());
  });
  // The cart asks for the stock as it opens: the line already says it is sold out.
  await expect(cart.lines.first()).toContainText('Sold out: remove it to order the rest');
  await cart.placeOrderAs(shopper);
  await expect(cart.refusal).toBeVisible();
  await expect(cart.refusal).toContainText('Remove the sold-out items to place the order.');
  expect(orderCalls).toEqual([]);
  await expect(cart.lines).toHaveCount(1);
  await layout.expectCartCount(1);
  await expect(cart.name).toHaveValue(shopper.name);

  // The grid and the detail page now say it is out of stock and refuse to add it.
  await page.goto(`/productdetails/${target.id_product_trace}`);
  await expect(product.stock).toHaveText('Out of stock');
  await expect(product.addToCart).toBeDisabled();
});

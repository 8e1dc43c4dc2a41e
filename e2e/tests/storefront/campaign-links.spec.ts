import { expect, test } from '../../harness/fixtures';
import { signInThroughApi } from '../../pages/backoffice/api-sign-in';
import { CartPage, DHAKA_SHOPPER } from '../../pages/storefront/cart-page';
import { consoleErrors, productToBuy } from './issue16-helpers';

/**
 * Issue 31: a shopper arrives from a boosted post's link (its `utm_*` and Facebook's `fbclid`),
 * the page served as it is kept and adopted without a redraw, shares the product and orders it a
 * moment later: the order records the post's campaign, and the shared link carries it on.
 */

const seller = { username: 'campaign-seller31', password: 'campaign-pass-31' };

test.beforeAll(async ({ shop }) => {
  await shop.createStaff({ ...seller, role: 'seller' });
});

test('an order placed after a boosted post’s link records its campaign, and Share passes the campaign on', async ({
  page,
  request,
  baseURL,
  context,
}) => {
  const card = await productToBuy(request, 3, 2);
  const product = `/productdetails/${card.id_product_trace}`;
  const tags = 'utm_source=facebook&utm_medium=paid&utm_campaign=eid-e2e-31';
  // The page a boosted post's click gets is the page everyone gets.
  const plain = await request.get(product);
  const tagged = await request.get(`${product}?${tags}&fbclid=IwAR0e2e31`);
  expect(await tagged.text()).toBe(await plain.text());

  const errors = consoleErrors(page);
  await page.goto(`${product}?${tags}&fbclid=IwAR0e2e31`);
  // Adopted as drawn: React reports no page that had to be drawn again.
  expect(errors).toEqual([]);

  // No share sheet in this browser: the link is copied, tagged with the campaign that brought us.
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await page.getByRole('button', { name: `Share ${card.product_name}` }).click();
  await expect(page.getByText('Link copied: paste it in a chat or a post')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `${baseURL}${product}?${tags}`,
  );

  // The shopper browses on (the address no longer names the campaign) and orders.
  const cartLink = page.getByRole('banner').getByRole('link', { name: /^Cart,/ });
  const before = await cartLink.getAttribute('aria-label');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(cartLink).not.toHaveAttribute('aria-label', before ?? '');
  const cart = new CartPage(page);
  await cart.goto();
  const placed = page.waitForResponse(
    (r) => r.url().endsWith('/api/orders') && r.request().method() === 'POST',
  );
  await cart.placeOrderAs({ ...DHAKA_SHOPPER, name: 'Campaign Shopper', mobile: '01711000031' });
  const reply = await placed;
  expect(reply.status()).toBe(200);
  expect((reply.request().postDataJSON() as { campaign?: unknown }).campaign).toEqual({
    utm_source: 'facebook',
    utm_medium: 'paid',
    utm_campaign: 'eid-e2e-31',
  });
  const { invoice_no } = (await reply.json()) as { invoice_no: number };

  // The back-office sees where it came from.
  const staff = await signInThroughApi(page, baseURL ?? '', seller);
  const detail = (await (
    await request.get(`/api/backoffice/orders/${invoice_no}`, {
      headers: { authorization: `Bearer ${staff.accessToken}` },
    })
  ).json()) as Record<string, unknown>;
  expect(detail).toMatchObject({
    source: 'checkout',
    taken_by: null,
    utm_source: 'facebook',
    utm_medium: 'paid',
    utm_campaign: 'eid-e2e-31',
  });
});

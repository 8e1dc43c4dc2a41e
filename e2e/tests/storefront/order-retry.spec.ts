import type { APIRequestContext, Request } from '@playwright/test';
import { expect, test } from '../../harness/fixtures';
import type { ShopServer } from '../../harness/shop-server';
import { CartPage, DHAKA_SHOPPER } from '../../pages/storefront/cart-page';
import { cartWith, productToBuy } from './issue16-helpers';

/** The orders staff see for one phone (the shop's own count, not the page's). */
async function ordersOf(shop: ShopServer, request: APIRequestContext, mobile: string) {
  const account = { username: `retry-${Date.now().toString(36)}`, password: 'retry-pass-27' };
  await shop.createStaff({ ...account, role: 'moderator' });
  const signin = await request.post('/api/auth/signin', { data: account });
  expect(signin.status()).toBe(200);
  const { accessToken } = (await signin.json()) as { accessToken: string };
  const list = await request.get(`/api/backoffice/orders?customer=${mobile}`, {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  expect(list.status()).toBe(200);
  return ((await list.json()) as { items: { invoice_no: number }[] }).items;
}

for (const failure of ['the connection drops', 'the load balancer answers 502'] as const) {
  test(`Place Order, the server places the order, then ${failure}: the retry with the same Idempotency-Key shows that order, and there is one`, async ({
    page,
    request,
    shop,
  }) => {
    test.setTimeout(180_000);
    const mobile = `0181${String(Date.now()).slice(-7)}`;
    await cartWith(page, await productToBuy(request, 2));
    const cart = new CartPage(page);

    // The first order call reaches the server, which places the order; its answer is then lost
    // on the way back. Every later call goes through untouched.
    const sent: Request[] = [];
    const first: { status?: number; placed?: { invoice_no: number } } = {};
    await page.route('**/api/orders', async (route) => {
      sent.push(route.request());
      if (sent.length > 1) return route.continue();
      const answer = await route.fetch();
      first.status = answer.status();
      first.placed = (await answer.json()) as { invoice_no: number };
      if (failure === 'the connection drops') return route.abort('connectionreset');
      return route.fulfill({
        status: 502,
        contentType: 'text/html',
        body: '<h1>502 Bad Gateway</h1>',
      });
    });

    await cart.placeOrderAs({ ...DHAKA_SHOPPER, name: 'Retry Shopper', mobile });
    await expect(cart.invoiceMessage()).toBeVisible();
    const shown = await cart.invoiceNumber();

    // One checkout attempt: the first call and its retry, one key between them.
    expect(sent).toHaveLength(2);
    const keys = await Promise.all(sent.map((r) => r.headerValue('idempotency-key')));
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
    // The shopper is shown the order the lost answer carried, and the shop holds that one only.
    expect(first.status).toBe(200);
    expect(shown).toBe(first.placed?.invoice_no);
    const stored = await ordersOf(shop, request, mobile);
    expect(stored.map((o) => o.invoice_no)).toEqual([shown]);
  });
}

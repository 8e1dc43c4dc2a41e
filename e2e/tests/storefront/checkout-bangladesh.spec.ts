import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../../harness/fixtures';
import type { ShopServer } from '../../harness/shop-server';
import { CartPage, DHAKA_SHOPPER } from '../../pages/storefront/cart-page';
import { freshTrxId } from '../../pages/storefront/fee-payment';
import { TrackPage } from '../../pages/storefront/track-page';
import { cartWith, productToBuy } from './issue16-helpers';

/** Today in Dhaka, as the shop's coupon days are written. */
const dhakaToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(new Date());

/** The shop's API as an admin: what staff do on the back-office's orders and coupons pages. */
async function asAdmin(shop: ShopServer, request: APIRequestContext) {
  const account = { username: `ck17-${Date.now()}`, password: 'staff-pass-17' };
  await shop.createStaff({ ...account, role: 'admin' });
  const signin = await request.post('/api/auth/signin', { data: account });
  expect(signin.status()).toBe(200);
  const { accessToken } = (await signin.json()) as { accessToken: string };
  const headers = { authorization: `Bearer ${accessToken}` };
  const statusIds = ['Pending', 'Processing', 'Ready-To-Shift', 'Shifted', 'Delivered'];
  return {
    moveTo: (invoiceNo: number, status: string) =>
      request.put(
        `/api/transactionsRouter/updateTransactionOrderStatusByInvoiceNo?invoice_no=${invoiceNo}&order_status_id=${statusIds.indexOf(status) + 1}`,
        { headers },
      ),
    checkFee: (invoiceNo: number, status: 'verified' | 'rejected') =>
      request.put(`/api/backoffice/orders/${invoiceNo}/payment`, { headers, data: { status } }),
    /** What the printed invoice and the orders page tell the courier to collect. */
    async toCollect(invoiceNo: number) {
      const reply = await request.get(`/api/backoffice/orders/${invoiceNo}/print`, { headers });
      expect(reply.status()).toBe(200);
      return ((await reply.json()) as { to_collect: number }).to_collect;
    },
    async addCoupon(code: string, percent: number) {
      const reply = await request.post('/api/coupons', {
        headers,
        data: {
          code,
          name: `Checkout ${code}`,
          discount_value: percent,
          applies_to: 'All Product',
          start_day: dhakaToday(),
          end_day: dhakaToday(),
          allowed_customer: 'All Customer',
        },
      });
      expect(reply.status(), await reply.text()).toBe(200);
    },
  };
}

test('pays the delivery fee by Nagad with its TrxID; staff verify it and move the order on; the shopper tracks its steps', async ({
  page,
  request,
  shop,
}) => {
  const staff = await asAdmin(shop, request);
  await cartWith(page, await productToBuy(request, 2));
  const cart = new CartPage(page);

  // Before an area is chosen the fee is not known; then the area's fee, both merchant numbers,
  // the steps and the area's delivery days.
  await expect(cart.fee.section).toContainText('Choose the shipping area to see the delivery fee.');
  const paid = await cart.fill({
    ...DHAKA_SHOPPER,
    name: 'Fee Payer',
    area: 'Outside Dhaka',
    payment: { provider: 'nagad' },
  });
  await expect(cart.fee.section).toContainText('Delivery fee for Outside Dhaka: ৳ 130');
  await expect(cart.fee.section).toContainText('01700000001');
  await expect(cart.fee.section).toContainText('01800000001');
  await expect(cart.fee.section.locator('ol > li')).toHaveCount(4);
  await expect(page.getByText('Delivery in 2–4 days')).toBeVisible();

  const placed = page.waitForResponse(
    (r) => r.url().endsWith('/api/orders') && r.request().method() === 'POST',
  );
  await cart.placeOrder.click();
  const sent = (await placed).request().postDataJSON() as { payment: unknown };
  expect(sent.payment).toEqual({
    provider: 'nagad',
    trx_id: paid?.trxId,
    paid_from: '01812345678',
  });
  await expect(cart.invoiceMessage()).toBeVisible();
  const invoiceNo = await cart.invoiceNumber();
  const confirmation = page.locator('.sf-confirmation');
  await expect(confirmation).toContainText(
    `Delivery fee sent by Nagad, TrxID ${paid?.trxId}. We will check it before the parcel leaves.`,
  );
  await expect(confirmation).toContainText('Delivery in 2–4 days');
  const dueRow = (scope: typeof confirmation) =>
    scope.locator('.sf-totals__due').filter({ hasText: 'To pay on delivery' }).locator('dd');
  const sentOrder = (await (await placed).json()) as { total: number; shipping_cost: number };
  // The fee sent by Nagad is not paid twice: the rest is what the courier is handed.
  await expect(dueRow(confirmation)).toHaveText(
    `৳ ${(sentOrder.total - sentOrder.shipping_cost).toLocaleString('en')}`,
  );

  // Staff: the parcel cannot be readied before the fee is verified; then it moves on.
  expect((await staff.moveTo(invoiceNo, 'Processing')).status()).toBe(200);
  const early = await staff.moveTo(invoiceNo, 'Ready-To-Shift');
  expect(early.status()).toBe(409);
  expect(await early.text()).toContain('unverified');
  expect((await staff.checkFee(invoiceNo, 'verified')).status()).toBe(200);
  expect((await staff.moveTo(invoiceNo, 'Ready-To-Shift')).status()).toBe(200);
  expect((await staff.moveTo(invoiceNo, 'Shifted')).status()).toBe(200);

  // The shopper follows the confirmation's link: the invoice is filled in, the phone is asked.
  await confirmation.getByRole('link', { name: 'Track your order' }).click();
  await expect(page).toHaveURL(new RegExp(`/track\\?invoice=${invoiceNo}$`));
  const track = new TrackPage(page);
  await expect(track.invoice).toHaveValue(String(invoiceNo));
  await track.track(DHAKA_SHOPPER.mobile);
  await expect(track.now).toHaveText('Now: Shipped');
  const reached = await track.reached();
  expect(reached.map((s) => s.status)).toEqual([
    'Order placed',
    'Processing',
    'Ready to ship',
    'Shipped',
  ]);
  const year = String(new Date().getFullYear());
  for (const step of reached) expect(step.at).toContain(year);
  await expect(page.locator('.sf-track__step--ahead')).toHaveText(['Delivered']);
  await expect(page.getByText('Delivery in 2–4 days')).toBeVisible();
  // The cash to hand the courier, as the staff's invoice says it once the fee is verified.
  await expect(dueRow(page.locator('.sf-track__money'))).toHaveText(
    `৳ ${(await staff.toCollect(invoiceNo)).toLocaleString('en')}`,
  );
  // Nothing else about the customer: not the name, not the address.
  await expect(page.getByText('Fee Payer')).toHaveCount(0);
  await expect(page.getByText(DHAKA_SHOPPER.address)).toHaveCount(0);

  // Another phone with the same invoice number: the one neutral message, no steps.
  await track.track('01999999999', invoiceNo);
  await expect(track.refusal).toHaveText('No order matches this invoice number and mobile number.');
  await expect(track.steps).toHaveCount(0);
});

test('a coupon applied in the cart takes its discount off the totals, the order and the confirmation', async ({
  page,
  request,
  shop,
}) => {
  const staff = await asAdmin(shop, request);
  const code = `EID${Date.now().toString(36).toUpperCase()}`.slice(0, 12);
  await staff.addCoupon(code, 10);
  const card = await productToBuy(request, 3);
  await cartWith(page, card);
  const cart = new CartPage(page);

  // An unknown code says so under the box; the totals stay.
  await cart.applyCouponCode('NO-SUCH-CODE');
  await expect(page.getByText('There is no coupon with this code.')).toBeVisible();
  await expect(cart.couponCode).toHaveAttribute('aria-invalid', 'true');

  await cart.applyCouponCode(code.toLowerCase());
  const discount = Math.floor(card.price / 10);
  const money = (n: number) => `৳ ${n.toLocaleString('en')}`;
  await expect(page.getByText(`Coupon ${code} applied: ${money(discount)} off`)).toBeVisible();
  await cart.fill({ ...DHAKA_SHOPPER, name: 'Coupon Shopper' });
  await expect(cart.totalRow(`Discount (${code})`)).toHaveText(`−${money(discount)}`);
  await expect(cart.totalRow('Total')).toHaveText(money(card.price + 80 - discount));

  const placed = page.waitForResponse(
    (r) => r.url().endsWith('/api/orders') && r.request().method() === 'POST',
  );
  await cart.placeOrder.click();
  const reply = await placed;
  expect(reply.status()).toBe(200);
  expect(reply.request().postDataJSON()).toMatchObject({
    coupon_code: code,
    expected_total: card.price + 80 - discount,
  });
  const order = (await reply.json()) as { discount: number; total: number; coupon_code: string };
  expect(order).toMatchObject({ discount, coupon_code: code, total: card.price + 80 - discount });
  const row = (label: string) =>
    page.locator('.sf-confirmation dl div').filter({ hasText: label }).locator('dd');
  await expect(row(`Discount (${code})`)).toHaveText(`−${money(order.discount)}`);
  await expect(row('Total of your order')).toHaveText(money(order.total));
});

test('a TrxID another order already used is refused on its field, and nothing is ordered', async ({
  page,
  request,
}) => {
  const card = await productToBuy(request, 5);
  const used = freshTrxId();
  const first = await request.post('/api/orders', {
    data: {
      customer_name: 'First Payer',
      customer_address: 'Mirpur 10, Dhaka',
      customer_phone: '01711222333',
      shipping_id: 1,
      lines: [{ id_transaction: card.id_transaction, quantity: 1 }],
      payment: { provider: 'bkash', trx_id: used, paid_from: '01711222333' },
    },
  });
  expect(first.status(), await first.text()).toBe(200);

  await cartWith(page, card);
  const cart = new CartPage(page);
  await cart.fill({ ...DHAKA_SHOPPER, name: 'Second Payer', payment: { trxId: used } });
  const refused = page.waitForResponse(
    (r) => r.url().endsWith('/api/orders') && r.request().method() === 'POST',
  );
  await cart.placeOrder.click();
  expect((await refused).status()).toBe(409);
  await expect(
    page.getByText(
      'This TrxID was already used for another order. Check the SMS and enter the TrxID of this payment.',
    ),
  ).toBeVisible();
  await expect(cart.fee.trxId).toHaveAttribute('aria-invalid', 'true');
  await expect(cart.fee.trxId).toBeFocused();
  // Still the cart: nothing was ordered.
  await expect(cart.invoiceMessage()).toHaveCount(0);
  await expect(cart.lines).toHaveCount(1);

  // A new TrxID goes through.
  await cart.fee.trxId.fill(freshTrxId());
  await cart.placeOrder.click();
  await expect(cart.invoiceMessage()).toBeVisible();
});

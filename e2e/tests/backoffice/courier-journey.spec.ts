import { extractText, getDocumentProxy } from 'unpdf';
import type { APIRequestContext, Page } from '@playwright/test';
import { PathaoSimulator, type PathaoAccount } from '@poshak/server/courier-simulators';
import { expect, test } from '../../harness/fixtures';
import type { ShopServer } from '../../harness/shop-server';
import { animationsEnded, expectNoSidewaysPage } from '../../harness/layout';
import { OrdersPage } from '../../pages/backoffice/orders-page';
import { SigninPage } from '../../pages/backoffice/signin-page';
import { apiFeePayment } from '../../pages/storefront/fee-payment';
import { TrackPage } from '../../pages/storefront/track-page';

/**
 * Issue 30: an order's life after checkout with a courier. A shopper's order with the delivery fee
 * paid by bKash is verified and made ready by staff, booked with Pathao in bulk (one call for two
 * orders) from the orders list, its label printed (the PDF's text read), and Pathao's own webhooks move it on: picked,
 * delivered, paid; the shopper's tracking page follows each step with the courier's tracking code,
 * and the cash-on-delivery reconciliation shows the parcel settled.
 */

const account: PathaoAccount = {
  clientId: 'e2e-client',
  clientSecret: 'e2e-client-secret',
  username: 'merchant@poshak.test',
  password: 'e2e-merchant-password',
  storeId: 130820,
  webhookSecret: 'e2e-pathao-webhook-secret',
};
const admin = { username: 'courier-admin', password: 'courier-pass-30' };
const PHONE = '01912345670';

type Webhook = ReturnType<PathaoSimulator['webhook']>;

/** Posts a webhook to the shop as Pathao would. */
async function deliver(shop: ShopServer, webhook: Webhook) {
  const reply = await fetch(`${shop.baseURL}/api/couriers/pathao/webhook${webhook.query}`, {
    method: 'POST',
    headers: webhook.headers,
    body: JSON.stringify(webhook.body),
  });
  expect(reply.status, await reply.text()).toBe(202);
}

/** Inside Dhaka (shipping area 1) placed in Pathao's Dhaka / Dhanmondi, from the lists it gave. */
async function mapInsideDhaka(request: APIRequestContext, base: string, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  for (const url of [
    '/api/backoffice/couriers/pathao/locations?kind=city',
    '/api/backoffice/couriers/pathao/locations?kind=zone&parent_id=1',
  ]) {
    expect((await request.get(base + url, { headers })).status()).toBe(200);
  }
  const mapped = await request.put(`${base}/api/backoffice/couriers/pathao/areas/1`, {
    headers,
    data: { city_id: 1, zone_id: 52 },
  });
  expect(mapped.status(), await mapped.text()).toBe(200);
}

async function orderStatus(
  request: APIRequestContext,
  base: string,
  token: string,
  invoice: number,
) {
  const reply = await request.get(`${base}/api/backoffice/orders/${invoice}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await reply.json()) as { order_status_name: string }).order_status_name;
}

async function trackedStatus(page: Page, shop: ShopServer, invoice: number) {
  const track = new TrackPage(page);
  await page.goto(`${shop.baseURL}/track?invoice=${invoice}`);
  // A page of a context of its own: wait, as the fixtures' pages do, until the drawn page is live.
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-live'));
  await expect(track.heading).toBeVisible();
  await track.mobile.fill(PHONE);
  await track.submit.click();
  await expect(track.now).toBeVisible();
  return track;
}

test('a paid order verified, booked with Pathao in bulk, its label printed, then picked, delivered and paid by Pathao’s webhooks as the shopper’s tracking and the reconciliation show', async ({
  page,
  request,
  startShop,
}) => {
  test.setTimeout(300_000);
  const simulator = new PathaoSimulator(account);
  await simulator.listen();
  try {
    const shop = await startShop({
      env: {
        PATHAO_URL: simulator.url.replace(/\/aladdin\/api\/v1$/, ''),
        PATHAO_CLIENT_ID: account.clientId,
        PATHAO_CLIENT_SECRET: account.clientSecret,
        PATHAO_USERNAME: account.username,
        PATHAO_PASSWORD: account.password,
        PATHAO_STORE_ID: String(account.storeId),
        PATHAO_WEBHOOK_SECRET: account.webhookSecret,
      },
    });
    const base = shop.baseURL;
    await shop.createStaff({ ...admin, role: 'admin' });
    const signin = await request.post(`${base}/api/auth/signin`, { data: admin });
    const token = ((await signin.json()) as { accessToken: string }).accessToken;
    await mapInsideDhaka(request, base, token);

    // Two shoppers' orders, each delivery fee sent by bKash.
    const cards = (await (
      await request.get(`${base}/api/storefront/products?page=2&pageSize=18`)
    ).json()) as { items: { id_transaction: number; stock: number }[] };
    const item = cards.items.find((c) => c.stock >= 2);
    const customer = 'Nasrin Akter';
    const placed: { invoice_no: number; total: number }[] = [];
    for (const [name, phone] of [
      [customer, PHONE],
      [`${customer} Mim`, '01912345671'],
    ]) {
      const reply = await request.post(`${base}/api/orders`, {
        data: {
          customer_name: name,
          customer_address: 'House 12, Road 5, Dhanmondi, Dhaka',
          customer_phone: phone,
          shipping_id: 1,
          lines: [{ id_transaction: item?.id_transaction, quantity: 1 }],
          payment: apiFeePayment(),
        },
      });
      expect(reply.status(), await reply.text()).toBe(200);
      placed.push((await reply.json()) as { invoice_no: number; total: number });
    }
    const { invoice_no: invoice, total } = placed[0] ?? { invoice_no: 0, total: 0 };

    // Staff verify the fee and make it ready, then book it with Pathao from the list.
    await page.context().addCookies([{ name: 'poshak_language', value: 'en', url: base }]);
    await page.goto(`${base}/admin/login`);
    await new SigninPage(page).signIn(admin.username, admin.password);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    const orders = new OrdersPage(page);
    await orders.goto(base);
    const search = page.getByRole('searchbox', { name: 'Customer name or phone' });
    await search.fill(customer);
    await search.press('Enter');
    await expect(page).toHaveURL(/customer=/);
    await expect(orders.orders.locator('tbody tr.ant-table-row')).toHaveCount(2);
    const box = page.getByRole('checkbox', { name: 'Choose every order on this page' });
    await box.click();
    await expect(box).toBeChecked();
    const bar = orders.bulkBar();
    const result = page.getByTestId('bulk-result');
    await bar.getByRole('button', { name: 'Verify fees' }).click();
    await expect(result).toContainText('Verify fees: 2 done, 0 refused');
    for (const status of ['Processing', 'Ready-To-Shift']) {
      await bar.getByRole('combobox', { name: 'Move to…' }).click();
      await page.locator('.ant-select-item-option').filter({ hasText: status }).first().click();
      await bar.getByRole('button', { name: 'Move', exact: true }).click();
      await expect(result).toContainText(`Move to ${status}: 2 done, 0 refused`);
    }

    await bar.getByRole('button', { name: 'Book with courier' }).click();
    const dialog = page.getByRole('dialog', { name: 'Book 2 orders with a courier' });
    await expect(dialog).toBeVisible();
    // The only courier set up, chosen already; the others say they are not.
    await expect(dialog.getByRole('radio', { name: 'Pathao' })).toBeChecked();
    await expect(dialog.getByRole('radio', { name: 'Steadfast (not set up)' })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Book', exact: true }).click();
    await expect(dialog).toContainText('Pathao: 2 queued, 0 already booked, 0 refused');
    await page.screenshot({ path: test.info().outputPath('booking-1280-en.png') });

    // The shop's courier worker sends it in Pathao's bulk call; Pathao tells the consignment by
    // its order.created webhook once it has made the parcel.
    await expect
      .poll(() => simulator.calls('POST', /^\/orders\/bulk$/).length, { timeout: 60_000 })
      .toBe(1)
      .catch((error: unknown) => {
        const asked = simulator.requests.map((r) => `${r.method} ${r.path}`).join(', ');
        throw new Error(`${String(error)}\nPathao was asked: ${asked}\n${shop.logTail(30)}`);
      });
    // Both parcels in that one call.
    expect(simulator.orders).toHaveLength(2);
    const parcel = simulator.orders.find((o) => o.merchant_order_id === String(invoice));
    const consignment = parcel?.consignment_id ?? '';
    const sent = parcel?.body as { amount_to_collect: number };
    // The fee came in advance: Pathao collects the rest of the total, by the one money rule.
    expect(sent.amount_to_collect).toBeLessThan(total);
    for (const created of simulator.outbox.splice(0)) await deliver(shop, created);
    await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
    await page.reload();
    await expect(orders.row(invoice).getByTestId('booking-tag')).toContainText('Pathao · Booked');
    await expect(orders.row(invoice).getByTestId('booking-tag')).toContainText(consignment);

    // Its label: tracking code (barcode and QR), invoice, recipient and the cash to collect.
    await orders.row(invoice).getByRole('checkbox').click();
    await expect(bar.getByRole('status')).toHaveText('1 order chosen');
    const [labels] = await Promise.all([
      page.context().waitForEvent('page'),
      bar.getByRole('link', { name: 'Print labels' }).click(),
    ]);
    await expect(labels.getByRole('img', { name: `Barcode of ${consignment}` })).toBeVisible();
    await labels.screenshot({ path: test.info().outputPath('labels-1280-en.png'), fullPage: true });
    const pdf = await labels.pdf({ format: 'A4', printBackground: true });
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), {
      mergePages: true,
    });
    for (const expected of [consignment, `Invoice ${invoice}`, customer, PHONE, 'Pathao']) {
      expect(text, `the label's PDF names ${expected}`).toContain(expected);
    }
    expect(text).toContain(sent.amount_to_collect.toLocaleString('en-US'));
    await labels.close();

    // Pathao picks it up: the order is on its way, and the shopper sees who carries it.
    await deliver(
      shop,
      simulator.webhook('order.picked', consignment, {}, new Date().toISOString()),
    );
    await expect.poll(() => orderStatus(request, base, token, invoice)).toBe('Shifted');
    const shopper = await page.context().browser()?.newContext();
    if (!shopper) throw new Error('no browser for the shopper');
    const shopperPage = await shopper.newPage();
    let track = await trackedStatus(shopperPage, shop, invoice);
    await expect(track.now).toContainText('Shipped');
    await expect(shopperPage.locator('.sf-track__courier')).toContainText(consignment);
    await expect(shopperPage.locator('.sf-track__courier')).toContainText('Pathao');

    // Delivered, the cash collected: the last step on the shopper's page.
    await deliver(
      shop,
      simulator.webhook(
        'order.delivered',
        consignment,
        { collected_amount: sent.amount_to_collect },
        new Date().toISOString(),
      ),
    );
    await expect.poll(() => orderStatus(request, base, token, invoice)).toBe('Delivered');
    track = await trackedStatus(shopperPage, shop, invoice);
    await expect(track.now).toContainText('Delivered');
    const reached = (await track.reached()).map((step) => step.status);
    expect(reached).toEqual(expect.arrayContaining(['Shipped', 'Delivered']));
    await shopper.close();

    // Pathao pays the cash it collected, less its fee: the reconciliation shows the parcel settled.
    await deliver(
      shop,
      simulator.webhook(
        'order.paid',
        consignment,
        { invoice_id: 'PINV-30' },
        new Date().toISOString(),
      ),
    );
    await page.goto(`${base}/admin/cod?q=${consignment}`);
    const settled = page.getByRole('row').filter({ hasText: consignment });
    await expect(settled).toContainText('Settled');
    await page.screenshot({ path: test.info().outputPath('cod-1280-en.png'), fullPage: true });

    // The same screens on a phone, in Bengali: each fits the phone, and is kept to be looked at.
    await page.context().addCookies([{ name: 'poshak_language', value: 'bn', url: base }]);
    await page.setViewportSize({ width: 375, height: 740 });
    const phoneScreens: [string, string, () => Promise<void>][] = [
      [
        'orders',
        `/admin/product-order?customer=${encodeURIComponent(customer)}`,
        () => expect(orders.row(invoice).getByTestId('booking-tag')).toBeVisible(),
      ],
      [
        'cod',
        `/admin/cod?q=${consignment}`,
        () => expect(page.getByText('মিটে গেছে').first()).toBeVisible(),
      ],
      [
        'labels',
        `/admin/orders/labels?format=label&invoices=${invoice}`,
        () => expect(page.getByText(consignment).first()).toBeVisible(),
      ],
    ];
    for (const [name, path, drawn] of phoneScreens) {
      await page.goto(`${base}${path}`);
      await drawn();
      await expectNoSidewaysPage(page, name);
      await page.screenshot({ path: test.info().outputPath(`${name}-375-bn.png`), fullPage: true });
    }
    await page.goto(`${base}/admin/product-order?customer=${encodeURIComponent(customer)}`);
    await page.getByRole('checkbox', { name: 'এই পাতার সব অর্ডার বেছে নিন' }).click();
    await orders
      .bulkBar('বেছে নেওয়া অর্ডারগুলোর কাজ')
      .getByRole('button', { name: 'কুরিয়ারে বুক করুন' })
      .click();
    const phoneDialog = page.getByRole('dialog', { name: '২টি অর্ডার কুরিয়ারে বুক করুন' });
    await expect(phoneDialog.getByRole('radio', { name: 'পাঠাও' })).toBeChecked();
    await animationsEnded(page);
    await expectNoSidewaysPage(page, 'the booking dialog');
    await page.screenshot({ path: test.info().outputPath('booking-375-bn.png') });
  } finally {
    await simulator.close();
  }
});

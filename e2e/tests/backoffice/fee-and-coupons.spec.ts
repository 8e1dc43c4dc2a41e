import type { Page } from '@playwright/test';
import { expect, test } from '../../harness/fixtures';
import { CouponsPage } from '../../pages/backoffice/coupons-page';
import { OrdersPage } from '../../pages/backoffice/orders-page';
import { SigninPage } from '../../pages/backoffice/signin-page';

/**
 * Issue 17 in the back-office: an order whose delivery fee was sent in advance by bKash waits for
 * staff to check it, cannot leave before, and moves on once verified; a coupon names its products
 * from the stock and is read back as saved.
 */
const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 375, height: 740 },
] as const;
/** The back-office's phone layout: below antd's `md` breakpoint. */
const PHONE_BELOW = 768;
const unique = () => Date.now().toString(36).slice(-6).toUpperCase();
const dhakaToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(new Date());

async function token(base: string, account: { username: string; password: string }) {
  const reply = await fetch(`${base}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  expect(reply.ok).toBe(true);
  return ((await reply.json()) as { accessToken: string }).accessToken;
}

/** A product of the demo shop's collection with stock left, as staff find it. */
async function someStock(base: string, accessToken: string) {
  const reply = await fetch(`${base}/api/backoffice/stock?pageSize=50`, {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  expect(reply.ok).toBe(true);
  const page = (await reply.json()) as {
    items: {
      id_transaction: number;
      product_code: string;
      product_name: string;
      quantity: number;
    }[];
  };
  // Not a banner (BNR-…): the banners share a code across differently named pictures.
  const entry = page.items.find((e) => e.quantity > 0 && !e.product_code.startsWith('BNR-'));
  if (!entry) throw new Error('the demo shop has stock');
  return entry;
}

async function switchLanguage(page: Page, to: 'বাংলা' | 'English') {
  // The layout the width asks for, not the one still on screen: right after a resize the page
  // may show the other width's header for a moment, and its control goes away under the click.
  const phone = (page.viewportSize()?.width ?? 1280) < PHONE_BELOW;
  if (!phone) return page.getByText(to, { exact: true }).first().click();
  // On a phone the switch sits in the menu's drawer.
  await page.getByRole('button', { name: /Open menu|মেনু খুলুন/ }).click();
  await page.getByRole('dialog').getByText(to, { exact: true }).click();
  await page.keyboard.press('Escape');
}

test('a fee sent by bKash: staff find it waiting, cannot ship before checking it, verify it, and move the order on', async ({
  page,
  startShop,
}) => {
  // A shop of its own that asks for the fee in advance: seeding it and adding the staff account
  // (the server stops for the command) take most of a minute on a busy machine.
  test.setTimeout(300_000);
  const shop = await startShop({
    env: { ADVANCE_FEE: 'on', BKASH_NUMBER: '01812345678' },
  });
  const checker = { username: 'fee-checker', password: 'checker-pass-17' };
  await shop.createStaff({ ...checker, role: 'moderator' });
  const base = shop.baseURL;
  const stock = await someStock(base, await token(base, checker));

  // A shopper's order with the fee sent in advance, placed through the API as checkout sends it.
  const trxId = `BK${unique()}`;
  const placed = await fetch(`${base}/api/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      customer_name: `Rumana ${unique()}`,
      customer_address: 'Flat 4A, Road 11, Dhanmondi, Dhaka',
      customer_phone: '01711998877',
      shipping_id: 1,
      lines: [{ id_transaction: stock.id_transaction, quantity: 1 }],
      payment: { provider: 'bkash', trx_id: trxId, paid_from: '01711998877' },
    }),
  });
  expect(placed.status).toBe(200);
  const invoiceNo = ((await placed.json()) as { invoice_no: number }).invoice_no;

  // Staff sign in and look for the orders whose fee waits for verification.
  await page.setViewportSize(WIDTHS[0]);
  await page.goto(`${base}/admin/login`);
  const signin = new SigninPage(page);
  await signin.signIn(checker.username, checker.password);
  await expect(page).toHaveURL(/\/admin\/product-order$/);
  const orders = new OrdersPage(page);
  await orders.filterByFee('Fee waiting for verification');
  await expect(page).toHaveURL(/fee=unverified/);
  const row = orders.row(invoiceNo);
  await expect(row.getByText('Awaiting verification')).toBeVisible();
  // The filter lives in the address: a reload keeps it.
  await page.reload();
  await expect(orders.row(invoiceNo).getByText('Awaiting verification')).toBeVisible();
  await expect(orders.orders.locator('tbody tr.ant-table-row')).toHaveCount(1);

  // Processing is allowed; Ready-To-Shift is refused, and the reason is said in plain words.
  await orders.changeStatus(invoiceNo, 'Processing');
  await expect(orders.toast('Successfully Updated')).toHaveBeenShown();
  await expect(row.getByText('Processing', { exact: true })).toBeVisible();
  await orders.changeStatus(invoiceNo, 'Ready-To-Shift');
  await expect(
    orders.toast(
      `Status not updated: invoice ${invoiceNo} cannot become Ready-To-Shift until its delivery fee, sent in advance, is verified.`,
    ),
  ).toHaveBeenShown();
  await expect(row.getByText('Processing', { exact: true })).toBeVisible();

  // The fee under Product Details: provider, TrxID, sent from, amount; then Verify.
  await row.getByRole('cell', { name: String(invoiceNo), exact: true }).click();
  const fee = orders.feeBlock();
  await expect(fee.getByText(trxId)).toBeVisible();
  for (const text of ['bKash', '01711998877', '৳ 80', 'Not checked yet'])
    await expect(fee.getByText(text, { exact: true })).toBeVisible();
  for (const size of WIDTHS) {
    await orders.resize(size);
    await row.scrollIntoViewIfNeeded();
    await page.screenshot({
      path: test.info().outputPath(`orders-fee-waiting-${size.width}-en.png`),
    });
    await fee.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`order-fee-block-${size.width}-en.png`) });
  }
  await switchLanguage(page, 'বাংলা');
  await expect(orders.row(invoiceNo).getByText('যাচাইয়ের অপেক্ষায়')).toBeVisible();
  for (const size of WIDTHS) {
    await orders.resize(size);
    await orders.row(invoiceNo).scrollIntoViewIfNeeded();
    await page.screenshot({
      path: test.info().outputPath(`orders-fee-waiting-${size.width}-bn.png`),
    });
    await orders.feeBlock('অগ্রিম ডেলিভারি চার্জ').scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`order-fee-block-${size.width}-bn.png`) });
  }
  await page.setViewportSize(WIDTHS[0]);
  await switchLanguage(page, 'English');

  await fee.getByRole('button', { name: 'Verify' }).click();
  await expect(orders.toast('Delivery fee verified')).toHaveBeenShown();
  await expect(fee.getByText(new RegExp(`^${checker.username}, `))).toBeVisible();
  // Verified, it leaves the waiting list; among the verified ones it moves on.
  await expect(orders.row(invoiceNo)).toHaveCount(0);
  await orders.filterByFee('Fee verified');
  await expect(page).toHaveURL(/fee=verified/);
  await expect(orders.row(invoiceNo).getByText('Verified', { exact: true })).toBeVisible();
  await orders.changeStatus(invoiceNo, 'Ready-To-Shift');
  await expect(orders.toast('Successfully Updated')).toHaveBeenShown();
  await expect(orders.row(invoiceNo).getByText('Ready-To-Shift', { exact: true })).toBeVisible();
  await page.reload();
  await expect(orders.row(invoiceNo).getByText('Ready-To-Shift', { exact: true })).toBeVisible();
});

test('a percent coupon for products picked from the stock is saved and read back with their names', async ({
  page,
  shop,
}) => {
  test.setTimeout(180_000);
  const owner = { username: 'coupon-owner', password: 'owner-pass-17' };
  await shop.createStaff({ ...owner, role: 'admin' });
  const stock = await someStock(shop.baseURL, await token(shop.baseURL, owner));
  await page.goto('/admin/login');
  await new SigninPage(page).signIn(owner.username, owner.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  const coupons = new CouponsPage(page);
  const name = `Puja ${unique()}`;
  await coupons.goto();
  await coupons.addNew.click();
  await coupons.fill({ name, discount: '120', startDay: dhakaToday(), endDay: dhakaToday() });
  await coupons.appliesTo('Selected Product');
  await coupons.pickProduct(stock.product_code, `(${stock.product_code})`);
  await expect(coupons.chosenProducts()).toHaveText([
    `${stock.product_name} (${stock.product_code})`,
  ]);
  await coupons.field('Total uses').fill('50');
  await coupons.field('Uses per phone').fill('1');
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await page.screenshot({ path: test.info().outputPath(`coupon-picker-${size.width}-en.png`) });
  }
  await page.setViewportSize(WIDTHS[0]);
  // 120 % is refused and the form says why; 12 % saves.
  await coupons.save();
  await expect(
    coupons.dialog.getByText(
      'A percentage is at most 100: enter 100 or less, or choose Amount (৳)',
    ),
  ).toBeVisible();
  await coupons.field('Discount Value (%)').fill('12');
  await coupons.save();
  await expect(coupons.toast('Coupon saved')).toHaveBeenShown();
  await expect(coupons.dialog).toBeHidden();

  // Read back after a reload: the list and the coupon's own form.
  await page.reload();
  const row = coupons.row(name);
  await expect(row).toContainText('12%');
  await expect(row).toContainText('0 of 50');
  await row.getByRole('button', { name: /^Edit / }).click();
  await expect(coupons.field('Discount Value (%)')).toHaveValue('12');
  await expect(coupons.dialog.getByRole('radio', { name: 'Percent (%)' })).toBeChecked();
  await expect(coupons.chosenProducts()).toHaveText([
    `${stock.product_name} (${stock.product_code})`,
  ]);
  await expect(coupons.field('Total uses')).toHaveValue('50');
  await expect(coupons.field('Uses per phone')).toHaveValue('1');
  await coupons.dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(coupons.dialog).toBeHidden();
  await switchLanguage(page, 'বাংলা');
  await coupons
    .row(name)
    .getByRole('button', { name: /^সম্পাদনা / })
    .click();
  await expect(coupons.dialog.getByLabel('ছাড়ের পরিমাণ (%)', { exact: true })).toHaveValue('12');
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await page.screenshot({ path: test.info().outputPath(`coupon-picker-${size.width}-bn.png`) });
  }
});

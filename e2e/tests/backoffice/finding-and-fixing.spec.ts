import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../../harness/fixtures';
import { png } from '../../harness/images';
import { AddProductPage, formButton } from '../../pages/backoffice/add-product-page';
import { signInThroughApi } from '../../pages/backoffice/api-sign-in';
import { OrdersPage } from '../../pages/backoffice/orders-page';
import { shownStaffToast, staffToast } from '../../pages/backoffice/staff-toasts';
import { apiFeePayment } from '../../pages/storefront/fee-payment';
import { expectNoSidewaysPage } from '../../harness/layout';
import { axeViolations } from '../../harness/axe';

/**
 * Issue 18, as a shop owner works at a desk (1280 px) and on a phone (375 px): every control in
 * reach, messages that say what is wrong, finding stock and orders, a new row in sight,
 * archiving instead of deleting, and no serious accessibility fault on the main screens.
 */
const WIDTHS = [
  { name: 'desk', width: 1280, height: 800 },
  { name: 'phone', width: 375, height: 740 },
] as const;

const owner = { username: 'owner-issue18', password: 'owner-pass-18' };
const unique = () => Date.now().toString(36).slice(-5).toUpperCase();

test.beforeAll(async ({ shop }) => {
  await shop.createStaff({ ...owner, role: 'admin' });
});

/** Signs the page in as the owner before any of the shop's code runs. */
const signIn = (page: Page, baseURL: string) => signInThroughApi(page, baseURL, owner);

/** The page itself never scrolls sideways: a wide table scrolls inside its own box. */
/** A control a person can reach: scrolled to (the page down, a table sideways) and then on screen. */
async function expectReachable(control: Locator) {
  await control.scrollIntoViewIfNeeded();
  await expect(control).toBeInViewport();
}

async function expectNoSeriousAxeViolations(page: Page, what: string) {
  const serious = (await axeViolations(page))
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
  expect(serious, `${what}: serious or critical axe violations`).toEqual([]);
}

async function api(baseURL: string, token: string, path: string, init: RequestInit = {}) {
  const reply = await fetch(`${baseURL}/api${path}`, {
    ...init,
    headers: {
      authorization: `Bearer ${token}`,
      ...(init.body ? { 'content-type': 'application/json' } : {}),
    },
  });
  expect(reply.ok, `${path}: ${reply.status}`).toBe(true);
  return reply.json() as Promise<Record<string, unknown>>;
}

test('sign-in is on screen without antd, passes axe, and signs in', async ({ page, shop }) => {
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await page.goto('/admin/login');
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
    await expectNoSidewaysPage(page);
    await expectNoSeriousAxeViolations(page, `sign-in at ${size.width}`);
    await page.screenshot({ path: test.info().outputPath(`signin-${size.width}.png`) });
  }
  // Each field's own message, in the shared schema's words, before anything is sent.
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Username is required')).toBeVisible();
  await page.getByLabel('Username').fill(owner.username);
  await page.getByLabel('Password', { exact: true }).fill('12345');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Password must be at least 6 characters long')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(owner.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  // An admin lands on the dashboard (a moderator on the orders).
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  void shop;
});

test('Add Product: wrong values are named, a second Update works, a non-picture is refused, and the stock is found', async ({
  page,
  baseURL,
}) => {
  const base = baseURL ?? '';
  const { accessToken: token } = await signIn(page, base);
  const stock = new AddProductPage(page);
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await stock.goto();
    await expectNoSidewaysPage(page);

    // A wrong price or quantity says what is wrong, under its field.
    await stock.field('Price').fill('-50');
    await stock.field('Quantity').fill('2.5');
    await stock.add.click();
    await expect(page.getByText('Price must be at least ৳1')).toBeVisible();
    await expect(page.getByText('Enter a whole number')).toBeVisible();
    await stock.field('Price').fill('12.345');
    await stock.add.click();
    await expect(page.getByText('Enter a whole number')).toHaveCount(2);

    // A text file named .jpg is refused when chosen, with the reason.
    await stock.field('Image').setInputFiles({
      name: 'notes.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from('these are notes, not a picture'),
    });
    await expect(
      page.getByRole('alert').filter({ hasText: 'notes.jpg is not a picture' }),
    ).toBeVisible();
    await stock.reset.click();

    // Loading a row shows the edit state below the sticky top bar.
    const firstRow = stock.table.locator('tbody tr.ant-table-row').first();
    await firstRow.scrollIntoViewIfNeeded();
    await firstRow.click();
    const editing = page.getByText(/^Editing transaction \d+$/);
    await expect(editing).toBeInViewport();
    const barBottom = await page
      .locator('header')
      .first()
      .evaluate((h) => h.getBoundingClientRect().bottom);
    // The form glides into place: where the tag comes to rest, not where it passes.
    await expect
      .poll(() => editing.evaluate((e) => e.getBoundingClientRect().top))
      .toBeGreaterThanOrEqual(barBottom);
    for (const control of [stock.add, stock.update, stock.remove, stock.reset])
      await expectReachable(control);
    await page.screenshot({
      path: test.info().outputPath(`add-product-row-loaded-${size.width}.png`),
      fullPage: false,
    });

    // Update twice in a row: the entry stays loaded as saved.
    const quantity = stock.field('Quantity');
    await quantity.fill('7');
    await stock.update.click();
    await expect(shownStaffToast(page, 'Product updated succesfully!')).toHaveBeenShown();
    await expect(quantity).toHaveValue('7');
    // As a person would: the toast has gone before the next change.
    await expect(staffToast(page, 'Product updated succesfully!')).toBeHidden();
    await quantity.fill('8');
    await stock.update.click();
    await expect(shownStaffToast(page, 'Product updated succesfully!')).toHaveBeenShown();
    await expect(staffToast(page, 'One or many fields are empty!')).toHaveCount(0);
    await expect(quantity).toHaveValue('8');
    await stock.reset.click();
    // axe measures contrast as the page paints it: a toast caught fading out reads as faint text.
    await expect(staffToast(page, 'Product updated succesfully!')).toHaveCount(0);

    // The Image column is in reach, and the table scrolls inside its box, not the page.
    await expectReachable(stock.table.getByRole('columnheader', { name: 'Image', exact: true }));
    await expectNoSidewaysPage(page);
    await expectNoSeriousAxeViolations(page, `Add Product at ${size.width}`);
  }

  // Finding: by product code, filtered to low stock, sorted by price; all of it in the address.
  await page.setViewportSize(WIDTHS[0]);
  const seeded = (await api(base, token, '/backoffice/stock?pageSize=1')) as {
    items: { product_code: string }[];
  };
  const code = seeded.items[0]?.product_code ?? '';
  await stock.search.fill(code.toLowerCase());
  await page.getByRole('button', { name: /Search$/ }).click();
  await expect(page).toHaveURL(new RegExp(`q=${code.toLowerCase()}`));
  const codes = stock.table.locator('tbody tr.ant-table-row td:first-child');
  // The table keeps the last rows on screen until the search's arrive.
  await expect
    .poll(async () =>
      (await codes.allTextContents()).every((shown) =>
        shown.toLowerCase().includes(code.toLowerCase()),
      ),
    )
    .toBe(true);
  await expect(codes.first()).toHaveText(code);
  await page.getByRole('button', { name: 'Show All' }).click();

  // The address is the checkbox's state: it turns checked once the address says so.
  await page.getByRole('checkbox', { name: /Low stock/ }).click();
  await expect(page).toHaveURL(/low=1/);
  await expect(page.getByRole('checkbox', { name: /Low stock/ })).toBeChecked();
  await stock.table.getByRole('columnheader', { name: 'Price' }).click();
  await expect(page).toHaveURL(/sort=price&order=asc/);
  await page.reload();
  await expect(page.getByRole('checkbox', { name: /Low stock/ })).toBeChecked();
  const quantities = await stock.table
    .locator('tbody tr.ant-table-row')
    .evaluateAll((rows) => rows.map((r) => Number(r.children[8]?.textContent)));
  const threshold = (await api(base, token, '/backoffice/stock/low-stock-threshold')).threshold;
  for (const q of quantities) expect(q).toBeLessThanOrEqual(Number(threshold));
});

test('archiving takes an ordered entry off the shop and Restore brings it back', async ({
  page,
  baseURL,
}) => {
  const base = baseURL ?? '';
  const { accessToken: token } = await signIn(page, base);
  const stock = new AddProductPage(page);
  await stock.goto();
  const name = `Archivable ${unique()}`;
  await stock.fill({
    productCode: `ARC-${unique()}`,
    productName: name,
    category: 'Panjabi',
    brand: 'Nakshi Kantha',
    color: 'Off White',
    size: 'M',
    price: '1500',
    quantity: '3',
    image: { name: 'arc.png', mimeType: 'image/png', buffer: await png() },
  });
  await stock.add.click();
  await expect(stock.toast('Product saved successfully!')).toHaveBeenShown();
  // The new entry is on the first page of the table, marked.
  const added = stock.table.locator('tr[data-added]');
  await expect(added).toContainText(name.slice(0, 15));

  const id = Number(await added.getAttribute('data-row-key'));
  await fetch(`${base}/api/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      customer_name: 'Archive Buyer',
      customer_address: 'Mirpur, Dhaka',
      customer_phone: '01812345678',
      shipping_id: 1,
      lines: [{ id_transaction: id, quantity: 1 }],
      payment: apiFeePayment(),
    }),
  });
  const onShop = async () =>
    (
      (await (
        await fetch(`${base}/api/storefront/products?q=${encodeURIComponent(name)}`)
      ).json()) as {
        total: number;
      }
    ).total;
  expect(await onShop()).toBe(1);

  await added.click();
  await stock.remove.click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(stock.toast(/Archive takes it off the shop instead/)).toHaveBeenShown();
  await formButton(page, 'Archive').click();
  await expect(stock.toast('Taken off the shop; kept for its orders')).toHaveBeenShown();
  await expect.poll(onShop).toBe(0);
  await expect(stock.row(name.slice(0, 15))).toContainText('Archived');
  await formButton(page, 'Restore').click();
  await expect(stock.toast('Back on the shop')).toHaveBeenShown();
  await expect.poll(onShop).toBe(1);
  void token;
});

test('orders: controls in reach at both widths, found by customer, status and date, with the amount to collect', async ({
  page,
  baseURL,
}) => {
  const base = baseURL ?? '';
  const { accessToken: token } = await signIn(page, base);
  const stockPage = (await api(base, token, '/backoffice/stock?pageSize=1')) as {
    items: { id_transaction: number; price: number }[];
  };
  const item = stockPage.items[0];
  if (!item) throw new Error('the demo shop has stock');
  const customer = `Findable ${unique()}`;
  const placed = (await (
    await fetch(`${base}/api/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        customer_name: customer,
        customer_address: 'House 7, Road 2, Uttara, Dhaka',
        customer_phone: '01911223344',
        shipping_id: 1,
        lines: [{ id_transaction: item.id_transaction, quantity: 1 }],
        payment: apiFeePayment(),
      }),
    })
  ).json()) as { invoice_no: number };

  const orders = new OrdersPage(page);
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await orders.goto();
    await expectNoSidewaysPage(page);
    const row = orders.row(placed.invoice_no);
    await expect(row).toBeVisible();
    if (size.width >= 1280) {
      // On a desk the status controls are in sight with no sideways scroll of the table.
      await expect(
        page.getByRole('button', { name: `Update ${placed.invoice_no}` }),
      ).toBeInViewport();
      await expect(
        page.getByRole('combobox', { name: `Change Status ${placed.invoice_no}` }),
      ).toBeInViewport();
    }
    await expectReachable(
      page.getByRole('combobox', { name: `Change Status ${placed.invoice_no}` }),
    );
    await expectReachable(page.getByRole('button', { name: `Update ${placed.invoice_no}` }));
    await orders.open(placed.invoice_no);
    await expect(orders.details.getByRole('row')).not.toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'Delivery Fee' })).not.toHaveValue('');
    await expect(page.getByRole('textbox', { name: 'To Collect' })).not.toHaveValue('');
    await row.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`orders-selected-${size.width}.png`) });
    await expectNoSeriousAxeViolations(page, `orders at ${size.width}`);
  }

  // Finding by customer, status and the day, in the address.
  await page.setViewportSize(WIDTHS[0]);
  await orders.goto();
  const search = page.getByRole('searchbox', { name: 'Customer name or phone' });
  await search.fill('01911223344');
  await search.press('Enter');
  await expect(page).toHaveURL(/customer=01911223344/);
  await expect(orders.orders.locator('tbody tr.ant-table-row')).toHaveCount(1);
  await expect(orders.row(placed.invoice_no)).toBeVisible();
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(new Date());
  await page.getByLabel('From').fill(today);
  await expect(page).toHaveURL(new RegExp(`from=${today}`));
  await expect(orders.row(placed.invoice_no)).toBeVisible();
  const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000)
    .toISOString()
    .slice(0, 10);
  await page.getByLabel('From').fill(tomorrow);
  await expect(orders.orders.locator('tbody tr.ant-table-row')).toHaveCount(0);
});

test('a list page shows the row just added, and the coupons page passes axe', async ({
  page,
  baseURL,
}) => {
  await signIn(page, baseURL ?? '');
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await page.goto('/admin/product-brand');
    const name = `Brand ${unique()}`;
    await page.getByRole('textbox', { name: 'Brand Name' }).fill(name);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(shownStaffToast(page, 'SuccessFully Brand Created')).toHaveBeenShown();
    const added = page.locator('tr[data-added]');
    await expect(added).toContainText(name);
    await expectReachable(added);
    await expectNoSidewaysPage(page);
    await expectNoSeriousAxeViolations(page, `brand list at ${size.width}`);

    await page.goto('/admin/coupon');
    await expect(page.getByRole('heading', { name: 'Coupons' })).toBeVisible();
    await expectNoSidewaysPage(page);
    await expectNoSeriousAxeViolations(page, `coupons at ${size.width}`);
  }
});

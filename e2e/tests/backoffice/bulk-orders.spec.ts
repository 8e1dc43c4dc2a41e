import fs from 'node:fs';
import { extractText, getDocumentProxy } from 'unpdf';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../../harness/fixtures';
import { OrdersPage } from '../../pages/backoffice/orders-page';
import { SigninPage } from '../../pages/backoffice/signin-page';
import { apiFeePayment } from '../../pages/storefront/fee-payment';

/**
 * Issue 29: a morning's orders done at once. Ten orders chosen in the worklist have their fees
 * verified in one go (the cash-on-delivery one refused, with its reason), move on to
 * Ready-To-Shift together and print as one PDF of ten 80 mm slips, one order a page.
 */

const unique = () => Date.now().toString(36).slice(-5).toUpperCase();
const admin = { username: `bulk-${unique().toLowerCase()}`, password: 'bulk-pass-29' };
const WIDTHS = [
  { width: 1280, height: 900 },
  { width: 375, height: 812 },
] as const;

async function speak(page: Page, baseURL: string, language: 'en' | 'bn') {
  await page.context().addCookies([{ name: 'poshak_language', value: language, url: baseURL }]);
}

/**
 * The header's box: a click, then its state (the table marks it after the click's own event, so
 * Playwright's `check()`, which reads the box at once, can find it unchanged).
 */
async function chooseEveryOrderOnThePage(page: Page) {
  const box = page.getByRole('checkbox', { name: 'Choose every order on this page' });
  await box.click();
  await expect(box).toBeChecked();
}

/** Products of the demo catalogue with stock enough for an order each. */
async function stockToOrder(request: APIRequestContext) {
  const cards = (await (
    await request.get('/api/storefront/products?priority=1&page=3&pageSize=36')
  ).json()) as { items: { id_transaction: number; stock: number; image_id?: number }[] };
  const items = cards.items.filter((c) => c.stock >= 2);
  expect(items.length).toBeGreaterThan(0);
  return items;
}

test('ten orders: bulk verify (the cash-on-delivery one refused, said why), bulk move to Ready-To-Shift, ten 80 mm slips in one PDF', async ({
  page,
  request,
  shop,
}) => {
  test.setTimeout(300_000);
  await shop.createStaff({ ...admin, role: 'admin' });
  const signin = await request.post('/api/auth/signin', { data: admin });
  const headers = {
    authorization: `Bearer ${((await signin.json()) as { accessToken: string }).accessToken}`,
  };
  const customer = `Bulk ${unique()}`;
  const items = await stockToOrder(request);

  // Nine orders as shoppers place them, the delivery fee sent by bKash.
  const invoices: number[] = [];
  for (let i = 0; i < 9; i++) {
    const item = items[i % items.length];
    const placed = await request.post('/api/orders', {
      data: {
        customer_name: `${customer} ${i + 1}`,
        customer_address: `House ${i + 1}, Road 7, Mirpur, Dhaka`,
        customer_phone: '01812345678',
        shipping_id: 1,
        lines: [{ id_transaction: item?.id_transaction, quantity: 1 }],
        payment: apiFeePayment(),
      },
    });
    expect(placed.status(), await placed.text()).toBe(200);
    invoices.push(((await placed.json()) as { invoice_no: number }).invoice_no);
  }
  // And a phone order staff took with the old calls: cash on delivery, no fee to check.
  const phoned = await request.post('/api/customers/post', {
    data: {
      customer_name: `${customer} 10`,
      customer_address: 'House 10, Road 7, Mirpur, Dhaka',
      customer_phone: '01812345678',
      shipping_id: 1,
    },
    headers,
  });
  expect(phoned.status(), await phoned.text()).toBe(200);
  const entry = (await (
    await request.get(`/api/backoffice/stock?id_transaction=${items[0]?.id_transaction}`, {
      headers,
    })
  ).json()) as { items: { id_image: number; brand_id: number }[] };
  const cod = await request.post('/api/transactionsRouter/postTransactionFromAnyPageBulk', {
    data: [
      {
        customer_id: ((await phoned.json()) as { id_customer: number }).id_customer,
        invoice_no: 0,
        image_id: entry.items[0]?.id_image,
        brand_id: entry.items[0]?.brand_id,
        quantity: 1,
        order_status_id: 1,
        price: 1,
        operation_type_id: 1,
      },
    ],
    headers,
  });
  expect(cod.status(), await cod.text()).toBe(200);
  const codInvoice = ((await cod.json()) as { invoice_no: number }).invoice_no;
  invoices.push(codInvoice);

  // Staff find the ten by the customer's name and choose them all with the header's box.
  await speak(page, shop.baseURL, 'en');
  await page.setViewportSize(WIDTHS[0]);
  await page.goto('/admin/login');
  await new SigninPage(page).signIn(admin.username, admin.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  const orders = new OrdersPage(page);
  await orders.goto();
  const search = page.getByRole('searchbox', { name: 'Customer name or phone' });
  await search.fill(customer);
  await search.press('Enter');
  await expect(orders.orders.locator('tbody tr.ant-table-row')).toHaveCount(10);
  // The list as the search left it, no longer loading.
  await expect(page).toHaveURL(/customer=/);
  await expect(orders.orders.locator('.ant-spin-spinning')).toHaveCount(0);
  await chooseEveryOrderOnThePage(page);
  const bar = orders.bulkBar();
  await expect(bar.getByRole('status')).toHaveText('10 orders chosen');

  // Verify fees: nine done, the cash-on-delivery order refused with its reason.
  await bar.getByRole('button', { name: 'Verify fees' }).click();
  const result = page.getByTestId('bulk-result');
  await expect(result).toContainText('Verify fees: 9 done, 1 refused');
  await expect(result).toContainText(
    `Invoice ${codInvoice}: cash on delivery: no fee was paid in advance, so there is nothing to check.`,
  );
  for (const invoice of invoices.slice(0, 9)) {
    await expect(orders.row(invoice).getByText('Verified', { exact: true })).toBeVisible();
  }

  // Move them on: Processing, then Ready-To-Shift, all ten each time.
  for (const status of ['Processing', 'Ready-To-Shift']) {
    await bar.getByRole('combobox', { name: 'Move to…' }).click();
    await page.locator('.ant-select-item-option').filter({ hasText: status }).first().click();
    await bar.getByRole('button', { name: 'Move', exact: true }).click();
    await expect(result).toContainText(`Move to ${status}: 10 done, 0 refused`);
  }
  const listed = (await (
    await request.get(
      `/api/backoffice/orders?customer=${encodeURIComponent(customer)}&pageSize=20`,
      { headers },
    )
  ).json()) as { items: { order_status_name: string }[] };
  expect(listed.items.map((o) => o.order_status_name)).toEqual(
    Array.from({ length: 10 }, () => 'Ready-To-Shift'),
  );
  // Each move is the order's own, in its history, as if done one by one.
  const history = (await (
    await request.get(`/api/backoffice/orders/${invoices[0]}/history`, { headers })
  ).json()) as { type: string; status: string | null; payment: string | null }[];
  expect(history.map((e) => e.status ?? e.payment).filter((e) => e !== 'Pending')).toEqual([
    'verified',
    'Processing',
    'Ready-To-Shift',
  ]);

  // The worklist, looked at: 1280 and 375 px, both languages.
  for (const language of ['en', 'bn'] as const) {
    await speak(page, shop.baseURL, language);
    for (const size of WIDTHS) {
      await page.setViewportSize(size);
      await page.goto(`/admin/product-order?customer=${encodeURIComponent(customer)}`);
      await expect(orders.row(invoices[0] ?? 0)).toBeVisible();
      const sideways = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(sideways, `the page scrolls sideways at ${size.width} px`).toBeLessThanOrEqual(0);
      if (size.width === 1280) {
        // Every column in sight without a sideways scroll of the table.
        await expect(
          page.getByRole('button', { name: language === 'en' ? /^Update/ : /^হালনাগাদ/ }).first(),
        ).toBeInViewport();
      }
      if (language === 'bn') {
        // Bengali digits throughout: invoice, time, phone, money (the names and the TrxID are
        // as the shopper typed them).
        const row = orders.row(invoices[0] ?? 0);
        const figures =
          size.width === 1280
            ? [1, 2, 4].map((cell) => row.getByRole('cell').nth(cell))
            : [row.getByText(/^#/), row.getByText(/^৳/)];
        for (const figure of [...figures, row.getByRole('link', { name: /কল করুন$/ })]) {
          await expect(figure).toHaveText(/[০-৯]/);
          await expect(figure).not.toHaveText(/[0-9]/);
        }
      }
      await page.screenshot({
        path: test.info().outputPath(`worklist-${language}-${size.width}.png`),
      });
    }
  }

  // Print the ten slips: one PDF, ten 80 mm pages, each order's invoice on its own page.
  await speak(page, shop.baseURL, 'en');
  await page.setViewportSize(WIDTHS[0]);
  await page.goto(`/admin/product-order?customer=${encodeURIComponent(customer)}`);
  await chooseEveryOrderOnThePage(page);
  const [printTab] = await Promise.all([
    page.context().waitForEvent('page'),
    orders
      .bulkBar()
      .getByRole('link', { name: /Print slips/ })
      .click(),
  ]);
  await expect(printTab.getByTestId('print-sheet')).toHaveCount(10);
  await printTab.screenshot({ path: test.info().outputPath('slips-desk.png') });
  const file = test.info().outputPath('ten-slips.pdf');
  await printTab.pdf({ path: file, preferCSSPageSize: true, printBackground: true });
  const pdf = await getDocumentProxy(new Uint8Array(fs.readFileSync(file)));
  expect(pdf.numPages).toBe(10);
  const { text } = await extractText(pdf, { mergePages: false });
  const shown = [...invoices].sort((a, b) => b - a);
  for (let p = 0; p < 10; p++) {
    const [, , widthPt] = (await pdf.getPage(p + 1)).view;
    expect(Math.round(((widthPt ?? 0) * 25.4) / 72), `page ${p + 1} is 80 mm wide`).toBe(80);
    const pageText = (text[p] ?? '').replace(/\s+/g, ' ');
    expect(pageText).toContain(`Invoice No. ${shown[p]}`);
    // One order a page: no other chosen invoice on it.
    for (const other of shown.filter((o) => o !== shown[p])) {
      expect(pageText).not.toContain(`Invoice No. ${other} `);
    }
  }
  await printTab.close();
});

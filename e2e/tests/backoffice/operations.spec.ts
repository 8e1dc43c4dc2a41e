import fs from 'node:fs';
import path from 'node:path';
import { extractText, getDocumentProxy } from 'unpdf';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../../harness/fixtures';
import { png } from '../../harness/images';
import { AddProductPage } from '../../pages/backoffice/add-product-page';
import { OrdersPage } from '../../pages/backoffice/orders-page';
import { SigninPage } from '../../pages/backoffice/signin-page';
import { apiFeePayment } from '../../pages/storefront/fee-payment';

/**
 * Issue 19 (items 1, 2, 6): the dashboard admin and seller land on, an order's invoice and
 * packing slip printed to PDF, and a product added in all its colours and sizes at once.
 */

const SHOTS = process.env.DASH19_SHOTS ?? path.join('test-results', 'operations');
const unique = () => Date.now().toString(36).slice(-5).toUpperCase();
const admin = { username: `ops-${unique().toLowerCase()}`, password: 'ops-pass-19' };
/** Today in Dhaka, as the dashboard and the orders filter count days. */
const dhakaToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format();

test.describe.configure({ mode: 'serial' });

let invoice = 0;
let token = '';

/** The reader's language, as the header's switch keeps it (a cookie). */
async function speak(page: Page, baseURL: string, language: 'en' | 'bn') {
  await page.context().addCookies([{ name: 'poshak_language', value: language, url: baseURL }]);
}

async function signIn(page: Page, baseURL: string) {
  await speak(page, baseURL, 'en');
  const signin = new SigninPage(page);
  await page.goto('/admin/login');
  await expect(signin.username).toBeVisible();
  await signin.signIn(admin.username, admin.password);
}

async function pdfText(file: string): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(fs.readFileSync(file)));
  const { text } = await extractText(pdf, { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

/** An order of the demo catalogue placed as a shopper places it, with the fee and area known. */
async function placeOrder(request: APIRequestContext) {
  const cards = (await (
    await request.get('/api/storefront/products?priority=1&page=4&pageSize=18')
  ).json()) as { items: { id_transaction: number; stock: number; price: number }[] };
  const card = cards.items.find((c) => c.stock >= 3);
  if (!card) throw new Error('no product with stock on page 4 of the demo catalogue');
  const placed = await request.post('/api/orders', {
    data: {
      customer_name: 'Sharmin Sultana',
      customer_address: 'Flat 4A, Road 11, Banani, Dhaka',
      customer_phone: '01812345678',
      shipping_id: 1,
      lines: [{ id_transaction: card.id_transaction, quantity: 2 }],
      payment: apiFeePayment(),
    },
  });
  expect(placed.status(), await placed.text()).toBe(200);
  return (await placed.json()) as { invoice_no: number; total: number; subtotal: number };
}

test.beforeAll(async ({ shop, request }) => {
  fs.mkdirSync(SHOTS, { recursive: true });
  await shop.createStaff({ ...admin, role: 'admin' });
  const signin = await request.post(`${shop.baseURL}/api/auth/signin`, { data: admin });
  token = ((await signin.json()) as { accessToken: string }).accessToken;
});

test('admin lands on the dashboard; today’s orders and a status lead to their lists', async ({
  page,
  request,
  shop,
}) => {
  const placed = await placeOrder(request);
  invoice = placed.invoice_no;
  const today = dhakaToday();
  const todaysOrders = (await (
    await request.get(`/api/backoffice/orders?from=${today}&to=${today}&pageSize=1`, {
      headers: { authorization: `Bearer ${token}` },
    })
  ).json()) as { total: number };

  await signIn(page, shop.baseURL);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  const todayOrders = page.getByTestId('dashboard-today-orders');
  await expect(todayOrders).toContainText(todaysOrders.total.toLocaleString('en-US'));
  // The charts arrive in their own chunk, with their axes, once their place is scrolled near.
  await page.getByTestId('dashboard-charts').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('dashboard-daily-chart').locator('.recharts-xAxis')).toBeVisible();
  await expect(page.getByTestId('dashboard-status-chart').locator('.recharts-bar')).toBeVisible();

  // Today's orders figure opens the orders list of today, and the new order is in it.
  await todayOrders.click();
  await expect(page).toHaveURL(new RegExp(`/admin/product-order\\?from=${today}&to=${today}$`));
  const orders = new OrdersPage(page);
  await expect(orders.row(invoice)).toBeVisible();

  // The orders page, opened afresh, loads no part of the charting library.
  const scripts: Promise<string>[] = [];
  const collect = (response: import('@playwright/test').Response) => {
    if (response.url().endsWith('.js')) scripts.push(response.text().catch(() => ''));
  };
  page.on('response', collect);
  await page.goto('/admin/product-order');
  await expect(orders.row(invoice)).toBeVisible();
  page.off('response', collect);
  const loaded = await Promise.all(scripts);
  expect(loaded.length).toBeGreaterThan(0);
  expect(loaded.filter((body) => body.includes('recharts-surface'))).toEqual([]);

  // Pending opens the pending orders.
  await page.goto('/admin/dashboard');
  await page.getByTestId('dashboard-status-1').click();
  await expect(page).toHaveURL(/\/admin\/product-order\?status=1$/);
  await expect(orders.row(invoice)).toBeVisible();
});

test('the dashboard in both languages on a phone and a desk (screenshots)', async ({
  page,
  shop,
}) => {
  await signIn(page, shop.baseURL);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  for (const language of ['en', 'bn'] as const) {
    await speak(page, shop.baseURL, language);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      await page.goto('/admin/dashboard');
      await expect(page.getByTestId('dashboard-today-orders')).toBeVisible();
      // The charts' code comes when their place nears the window: below a phone's first screen.
      await page.getByTestId('dashboard-charts').scrollIntoViewIfNeeded();
      await expect(
        page.getByTestId('dashboard-daily-chart').locator('.recharts-xAxis'),
      ).toBeVisible();
      if (language === 'bn') {
        await expect(page.getByRole('heading', { name: 'ড্যাশবোর্ড' })).toBeVisible();
        // Bengali digits on the figures and the charts' axes, tooltips aside.
        // The chart's own surface (the legend's icons are drawings of their own).
        const chart = page.getByTestId('dashboard-daily-chart').locator('.recharts-wrapper > svg');
        await expect(page.getByTestId('dashboard-today-orders')).toContainText(/[০-৯]/);
        await expect(chart).toContainText(/[০-৯]/);
        await expect(chart).not.toContainText(/[0-9]/);
        await expect(page.getByTestId('dashboard-today-orders')).not.toContainText(/[0-9]/);
      }
      await page.screenshot({
        path: path.join(SHOTS, `dashboard-${language}-${width}.png`),
        fullPage: true,
      });
    }
  }
});

test('an order prints as an A4 invoice and an 80 mm slip, in the page’s language (PDF text)', async ({
  page,
  shop,
}) => {
  await signIn(page, shop.baseURL);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  const orders = new OrdersPage(page);
  await orders.goto();
  await orders.row(invoice).click();
  const [printTab] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('link', { name: /Print invoice \(A4\)/ }).click(),
  ]);
  await expect(printTab).toHaveURL(new RegExp(`/admin/orders/${invoice}/print\\?format=a4$`));
  await expect(printTab.getByTestId('print-sheet')).toBeVisible();
  await expect(printTab.getByRole('button', { name: /Print/ })).toBeVisible();

  const a4 = path.join(SHOTS, 'invoice-en.pdf');
  await printTab.pdf({ path: a4, preferCSSPageSize: true, printBackground: true });
  const text = await pdfText(a4);
  for (const words of [
    'Poshak',
    'Invoice',
    `Invoice No. ${invoice}`,
    'Sharmin Sultana',
    '01812345678',
    'Flat 4A, Road 11, Banani, Dhaka',
    'Inside Dhaka',
    'Delivery fee',
    '৳ 80',
    'Total',
    'Collect on delivery',
  ]) {
    expect(text, `"${words}" in the invoice`).toContain(words);
  }
  // The toolbar is not printed.
  expect(text).not.toContain('Packing slip');

  // The packing slip: 80 mm wide paper.
  await printTab.goto(`/admin/orders/${invoice}/print?format=slip`);
  await expect(printTab.getByTestId('print-sheet')).toBeVisible();
  const slip = path.join(SHOTS, 'slip-en.pdf');
  await printTab.pdf({ path: slip, preferCSSPageSize: true, printBackground: true });
  const pdf = await getDocumentProxy(new Uint8Array(fs.readFileSync(slip)));
  const [, , widthPt] = (await pdf.getPage(1)).view;
  expect(Math.round(((widthPt ?? 0) * 25.4) / 72)).toBe(80);
  const slipText = await pdfText(slip);
  expect(slipText).toContain('Packing slip');
  expect(slipText).toContain(`Invoice No. ${invoice}`);
  expect(slipText).toContain('Collect on delivery');

  // In Bengali: the page's language, Bengali digits.
  await speak(printTab, shop.baseURL, 'bn');
  const bengaliInvoice = String(invoice).replace(/\d/g, (d) => '০১২৩৪৫৬৭৮৯'[Number(d)] ?? d);
  for (const format of ['a4', 'slip'] as const) {
    await printTab.goto(`/admin/orders/${invoice}/print?format=${format}`);
    await expect(printTab.getByTestId('print-sheet')).toContainText(bengaliInvoice);
    await expect(printTab.getByTestId('print-to-collect')).toContainText('ডেলিভারির সময় আদায় করুন');
    const file = path.join(SHOTS, `${format === 'a4' ? 'invoice' : 'slip'}-bn.pdf`);
    await printTab.pdf({ path: file, preferCSSPageSize: true, printBackground: true });
    expect(await pdfText(file)).toContain(bengaliInvoice);
  }
  await printTab.close();
});

test('a product in 2 colours × 3 sizes is saved at once and shows on the storefront', async ({
  page,
  request,
  shop,
}) => {
  await signIn(page, shop.baseURL);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  const add = new AddProductPage(page);
  await add.goto();
  await page.getByText('All colours and sizes', { exact: true }).click();
  const code = `VAR-${unique()}`;
  const name = `Khadi ${unique()}`;
  await page.locator('#variants-product_code').fill(code);
  await page.locator('#variants-product_name').fill(name);
  const choose = async (id: string, value: string) => {
    await page.locator(`#${id}`).fill(value);
    await page
      .locator('.ant-select-item-option')
      .filter({ hasText: new RegExp(`^${value}$`) })
      .first()
      .click();
  };
  await choose('variants-category', 'Shirts');
  await choose('variants-brand', 'Bengal Threads');
  await page.locator('#variants-price').fill('1850');
  await page.locator('#variants-sizes').click();
  for (const size of ['S', 'M', 'L']) {
    await page
      .locator('.ant-select-item-option')
      .filter({ hasText: new RegExp(`^${size}$`) })
      .click();
  }
  await page.keyboard.press('Escape');
  await choose('variants-colour-0', 'Maroon');
  await choose('variants-colour-1', 'Navy Blue');
  for (const i of [0, 1]) {
    await page
      .locator(`#variants-picture-${i}`)
      .setInputFiles({ name: `colour-${i}.png`, mimeType: 'image/png', buffer: await png() });
  }
  const quantities = { Maroon: [4, 6, 2], 'Navy Blue': [3, 5, 1] } as const;
  for (const [colour, units] of Object.entries(quantities)) {
    for (const [k, size] of ['S', 'M', 'L'].entries()) {
      await page
        .getByRole('textbox', { name: `Quantity of ${colour}, size ${size}` })
        .fill(String(units[k]));
    }
  }
  await page.screenshot({ path: path.join(SHOTS, 'variants-form-en-1280.png'), fullPage: true });
  await page.getByRole('button', { name: 'Save all', exact: true }).click();
  await expect(page.getByText('6 stock entries saved')).toBeVisible();

  // The table shows the product's six entries.
  await expect(page).toHaveURL(new RegExp(`q=${code}`));
  await expect(add.table.getByRole('row').filter({ hasText: code })).toHaveCount(6);

  // The storefront shows it, with its other colour.
  const stock = (await (
    await request.get(`/api/backoffice/stock?q=${code}&pageSize=20`, {
      headers: { authorization: `Bearer ${token}` },
    })
  ).json()) as { total: number; items: { id_product_trace: number; color_name: string }[] };
  expect(stock.total).toBe(6);
  const maroon = stock.items.find((i) => i.color_name === 'Maroon');
  await page.goto(`/productdetails/${maroon?.id_product_trace}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.getByRole('heading', { name: 'Other colours' })).toBeVisible();
});

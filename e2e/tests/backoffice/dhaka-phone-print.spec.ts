import fs from 'node:fs';
import { extractText, getDocumentProxy } from 'unpdf';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../../harness/fixtures';
import { signInThroughApi } from '../../pages/backoffice/api-sign-in';
import { OrdersPage } from '../../pages/backoffice/orders-page';
import { apiFeePayment } from '../../pages/storefront/fee-payment';

/**
 * Issue 29: a caller found by their number however they say it, the shop's day in a browser
 * set to another time zone, and a ten-line packing slip on one 80 mm page in both languages.
 */

const owner = { username: 'owner-issue29', password: 'owner-pass-29' };
/** Today in Dhaka, as the server counts it. */
const dhakaToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format();

let token = '';

test.beforeAll(async ({ shop, request }) => {
  await shop.createStaff({ ...owner, role: 'admin' });
  const reply = await request.post(`${shop.baseURL}/api/auth/signin`, { data: owner });
  token = ((await reply.json()) as { accessToken: string }).accessToken;
});

/** Signs the page in as the owner, in a language, before any of the shop's code runs. */
const signIn = (page: Page, baseURL: string, language: 'en' | 'bn' = 'en') =>
  signInThroughApi(page, baseURL, owner, language);

/** Demo stock entries with units to spare, `count` of them, Bengali-named ones first. */
async function stockToOrder(request: APIRequestContext, count: number) {
  const page = (await (
    await request.get('/api/storefront/products?priority=1&page=2&pageSize=36')
  ).json()) as {
    items: { id_transaction: number; stock: number; product_name_bn: string | null }[];
  };
  const items = page.items
    .filter((c) => c.stock >= 2)
    .sort((a, b) => Number(b.product_name_bn !== null) - Number(a.product_name_bn !== null))
    .slice(0, count);
  expect(items).toHaveLength(count);
  return items;
}

async function placeOrder(
  request: APIRequestContext,
  fields: { customer_phone: string; shipping_id?: number; lines: number[] },
) {
  const placed = await request.post('/api/orders', {
    data: {
      customer_name: 'Farhana Yasmin',
      customer_address: 'Village Kalihati, Tangail',
      customer_phone: fields.customer_phone,
      shipping_id: fields.shipping_id ?? 1,
      lines: fields.lines.map((id_transaction) => ({ id_transaction, quantity: 1 })),
      payment: apiFeePayment(),
    },
  });
  expect(placed.status(), await placed.text()).toBe(200);
  return ((await placed.json()) as { invoice_no: number }).invoice_no;
}

test('the orders search finds a caller by their number written in any of the storefront’s ways', async ({
  page,
  request,
  baseURL,
}) => {
  const [item] = await stockToOrder(request, 1);
  // One number, stored as the storefront sends it from two shoppers' typing.
  const national = await placeOrder(request, {
    customer_phone: '01822222229',
    lines: [item?.id_transaction ?? 0],
  });
  const international = await placeOrder(request, {
    customer_phone: '+8801822222229',
    lines: [item?.id_transaction ?? 0],
  });

  await signIn(page, baseURL ?? '');
  const orders = new OrdersPage(page);
  await orders.goto();
  const search = page.getByRole('searchbox', { name: 'Customer name or phone' });
  for (const spelling of ['01822222229', '+8801822222229', '০১৮২২২২২২২৯']) {
    await search.fill(spelling);
    await search.press('Enter');
    await expect(orders.row(national), spelling).toBeVisible();
    await expect(orders.row(international), spelling).toBeVisible();
    await expect(orders.orders.locator('tbody tr.ant-table-row')).toHaveCount(2);
  }
});

test('a coupon starting today in Dhaka is Active in a browser in London, as the API says', async ({
  browser,
  request,
  baseURL,
}) => {
  const today = dhakaToday();
  const code = `DHAKA${Date.now().toString(36).slice(-4).toUpperCase()}`;
  const created = await request.post('/api/coupons', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      code,
      name: `Falgun ${code}`,
      discount_value: 10,
      applies_to: 'All Product',
      start_day: today,
      end_day: today,
      allowed_customer: 'All Customer',
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const listed = (await (
    await request.get('/api/coupons', { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { code: string; status: string }[];
  const apiStatus = listed.find((c) => c.code === code)?.status;
  expect(apiStatus).toBe('Active');

  // Half past midnight in Dhaka: still yesterday evening in London, whose date the page once used.
  const context = await browser.newContext({ timezoneId: 'Europe/London' });
  const page = await context.newPage();
  await page.clock.install({ time: new Date(`${today}T00:30:00+06:00`) });
  const londonDay = await page.evaluate(() => new Date().toLocaleDateString('en-CA'));
  expect(londonDay).not.toBe(today);
  await signIn(page, baseURL ?? '');
  await page.goto('/admin/coupon');
  const row = page.getByRole('row').filter({ hasText: code });
  await expect(row).toContainText(apiStatus ?? '');
  await context.close();
});

test('a ten-line, fee-verified order’s packing slip prints on one 80 mm page in both languages', async ({
  page,
  request,
  baseURL,
}) => {
  const items = await stockToOrder(request, 10);
  const invoice = await placeOrder(request, {
    customer_phone: '01712345670',
    shipping_id: 2,
    lines: items.map((i) => i.id_transaction),
  });
  const verified = await request.put(`/api/backoffice/orders/${invoice}/payment`, {
    headers: { authorization: `Bearer ${token}` },
    data: { status: 'verified' },
  });
  expect(verified.status(), await verified.text()).toBe(200);
  const printable = (await (
    await request.get(`/api/backoffice/orders/${invoice}/print`, {
      headers: { authorization: `Bearer ${token}` },
    })
  ).json()) as { lines: { product_name_bn: string | null }[] };
  const bengaliName = printable.lines.find((l) => l.product_name_bn)?.product_name_bn;
  expect(bengaliName, 'a demo product with a Bengali name').toBeTruthy();

  for (const language of ['en', 'bn'] as const) {
    await signIn(page, baseURL ?? '', language);
    await page.goto(`/admin/orders/${invoice}/print?format=slip`);
    const sheet = page.getByTestId('print-sheet');
    await expect(sheet).toBeVisible();
    // The page's fonts are in before the paper is measured and printed.
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await sheet.screenshot({ path: test.info().outputPath(`slip-${language}.png`) });
    const file = test.info().outputPath(`slip-${language}.pdf`);
    await page.pdf({ path: file, preferCSSPageSize: true, printBackground: true });
    const pdf = await getDocumentProxy(new Uint8Array(fs.readFileSync(file)));
    expect(pdf.numPages, `${language}: pages of the slip`).toBe(1);
    const [, , widthPt] = (await pdf.getPage(1)).view;
    expect(Math.round(((widthPt ?? 0) * 25.4) / 72)).toBe(80);
    const { text } = await extractText(pdf, { mergePages: true });
    const printed = text.replace(/\s+/g, ' ');
    if (language === 'en') {
      expect(printed).toContain('Outside Dhaka');
      expect(printed).toContain('Thank you for shopping with us!');
    } else {
      // Bengali is checked as drawn (a PDF's text of joined letters need not read back the same).
      await expect(sheet).toContainText('ঢাকার বাইরে');
      await expect(sheet).toContainText(bengaliName ?? '');
      expect(printed).not.toContain('Outside Dhaka');
    }
  }
});

test('slips printed together: one 80 mm page per order, each as long as its own slip', async ({
  page,
  request,
  baseURL,
}) => {
  const items = await stockToOrder(request, 10);
  const short = await placeOrder(request, {
    customer_phone: '01712345671',
    lines: [items[0]?.id_transaction ?? 0],
  });
  const long = await placeOrder(request, {
    customer_phone: '01712345672',
    lines: items.map((i) => i.id_transaction),
  });
  await signIn(page, baseURL ?? '');
  await page.goto(`/admin/orders/print?format=slip&invoices=${short},${long}`);
  const sheets = page.getByTestId('print-sheet');
  await expect(sheets).toHaveCount(2);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const file = test.info().outputPath('two-slips.pdf');
  await page.pdf({ path: file, preferCSSPageSize: true, printBackground: true });
  const pdf = await getDocumentProxy(new Uint8Array(fs.readFileSync(file)));
  expect(pdf.numPages).toBe(2);
  const { text } = await extractText(pdf, { mergePages: false });
  const mm = (pt: number | undefined) => Math.round(((pt ?? 0) * 25.4) / 72);
  const [, , shortWidth, shortHeight] = (await pdf.getPage(1)).view;
  const [, , longWidth, longHeight] = (await pdf.getPage(2)).view;
  expect([mm(shortWidth), mm(longWidth)]).toEqual([80, 80]);
  expect((text[0] ?? '').replace(/\s+/g, ' ')).toContain(`Invoice No. ${short}`);
  expect((text[1] ?? '').replace(/\s+/g, ' ')).toContain(`Invoice No. ${long}`);
  // Nine more lines make the long slip's page longer; the short one is not given its length.
  expect(mm(longHeight) - mm(shortHeight)).toBeGreaterThan(40);
});

test('Product Details name the products in Bengali on a Bengali page', async ({
  page,
  request,
  baseURL,
}) => {
  const [item] = await stockToOrder(request, 1);
  const invoice = await placeOrder(request, {
    customer_phone: '01712345673',
    lines: [item?.id_transaction ?? 0],
  });
  const printable = (await (
    await request.get(`/api/backoffice/orders/${invoice}/print`, {
      headers: { authorization: `Bearer ${token}` },
    })
  ).json()) as { lines: { product_name: string; product_name_bn: string | null }[] };
  const [line] = printable.lines;
  expect(line?.product_name_bn, 'a demo product with a Bengali name').toBeTruthy();

  await signIn(page, baseURL ?? '', 'bn');
  await page.goto('/admin/product-order?customer=01712345673');
  const orders = new OrdersPage(page);
  await orders.open(invoice);
  const details = page.getByRole('table').filter({ hasText: line?.product_name_bn ?? '' });
  await expect(details.getByText(line?.product_name_bn ?? '', { exact: true })).toBeVisible();
  await expect(details.getByText(line?.product_name ?? '', { exact: true })).toHaveCount(0);
});

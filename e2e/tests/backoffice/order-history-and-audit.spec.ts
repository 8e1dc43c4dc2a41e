import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../../harness/fixtures';
import { AddProductPage } from '../../pages/backoffice/add-product-page';
import { AdminLayout } from '../../pages/backoffice/admin-layout';
import { AuditPage } from '../../pages/backoffice/audit-page';
import { OrdersPage } from '../../pages/backoffice/orders-page';
import { SigninPage } from '../../pages/backoffice/signin-page';
import { apiFeePayment } from '../../pages/storefront/fee-payment';

const unique = () => Date.now().toString(36).slice(-5).toUpperCase();

test.describe.configure({ mode: 'serial' });

interface Entry {
  id_transaction: number;
  quantity: number;
  archived: boolean;
  price: number;
}

/** A seeded stock entry with units left, read through the API as the signed-in admin. */
async function anEntryOnSale(request: APIRequestContext, credentials: object): Promise<Entry> {
  const signin = await request.post('/api/auth/signin', { data: credentials });
  const { accessToken } = (await signin.json()) as { accessToken: string };
  const list = await request.get('/api/backoffice/stock?pageSize=50', {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  const { items } = (await list.json()) as { items: Entry[] };
  const entry = items.find((e) => e.quantity >= 2 && !e.archived);
  if (!entry) throw new Error('the demo catalogue has no entry on sale');
  return entry;
}

test.describe('an admin keeps a record', () => {
  const admin = { username: `auditor-${unique().toLowerCase()}`, password: 'auditor-pass-1' };

  test.beforeAll(async ({ shop }) => {
    await shop.createStaff({ ...admin, role: 'admin' });
  });

  test.beforeEach(async ({ page }) => {
    const signin = new SigninPage(page);
    await signin.goto();
    await signin.signIn(admin.username, admin.password);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });

  test('a note added to an order shows in its history with who wrote it, and stays after a reload', async ({
    page,
  }) => {
    const entry = await anEntryOnSale(page.request, admin);
    const placed = await page.request.post('/api/orders', {
      data: {
        customer_name: `Nabila ${unique()}`,
        customer_address: 'House 2, Road 7, Gulshan, Dhaka',
        customer_phone: '01711223344',
        shipping_id: 1,
        lines: [{ id_transaction: entry.id_transaction, quantity: 1 }],
        payment: apiFeePayment(),
      },
    });
    expect(placed.ok()).toBe(true);
    const { invoice_no: invoiceNo } = (await placed.json()) as { invoice_no: number };

    const orders = new OrdersPage(page);
    await orders.goto();
    await orders.open(invoiceNo);
    const history = orders.history();
    await expect(history.getByText('Status: Pending')).toBeVisible();

    // An empty note is refused by its field, before anything is sent.
    await orders.addNote('');
    await expect(history.getByText('Add a note is required')).toBeVisible();

    const note = `Customer asked for evening delivery ${unique()}`;
    await orders.addNote(note);
    await expect(orders.toast('Note saved')).toHaveBeenShown();
    await expect(history.getByText(note)).toBeVisible();
    await expect(history.getByText(new RegExp(`^${admin.username} · `)).last()).toBeVisible();
    const box = page.getByRole('textbox', { name: 'Add a note' });
    await expect(box).toHaveValue('');
    // The emptied box is not marked wrong: no error, and its border a grey even where the new
    // note has slid it under the pointer that pressed Save (it was drawn red-brown there).
    await expect(box).not.toHaveAttribute('aria-invalid', 'true');
    await expect(history.getByText('Add a note is required')).toHaveCount(0);
    await expect
      .poll(() =>
        box.evaluate((element) => {
          const [r, g, b] = getComputedStyle(element).borderTopColor.match(/\d+/g) ?? [];
          return r === g && g === b;
        }),
      )
      .toBe(true);

    await page.reload();
    await orders.open(invoiceNo);
    await expect(orders.history().getByText(note)).toBeVisible();
  });

  test('a price changed on Add Product is found in the audit log, before and after', async ({
    page,
  }) => {
    const entry = await anEntryOnSale(page.request, admin);
    const newPrice = entry.price + 37;
    const addProduct = new AddProductPage(page);
    await page.goto(`/admin/product-add?id=${entry.id_transaction}`);
    await expect(addProduct.heading).toBeVisible();
    await addProduct.table.locator('tbody tr.ant-table-row').first().click();
    await expect(addProduct.field('Price')).toHaveValue(String(entry.price));
    await addProduct.field('Price').fill(String(newPrice));
    await addProduct.update.click();
    await expect(addProduct.toast('Product updated succesfully!')).toHaveBeenShown();

    await new AdminLayout(page).menuLink('Audit').click();
    const audit = new AuditPage(page);
    await expect(audit.heading).toBeVisible();
    await audit.filter('Any kind', 'Stock entry');
    const row = audit.row(`Stock entry ${entry.id_transaction}`).first();
    await expect(row).toBeVisible();
    await expect(row).toContainText(admin.username);
    const price = row.locator('[data-changed-field="price"]');
    await expect(price).toContainText(String(entry.price));
    await expect(price).toContainText(String(newPrice));
  });
});

import { expect, test } from '../../harness/fixtures';
import { signInThroughApi } from '../../pages/backoffice/api-sign-in';
import { NewOrderPage } from '../../pages/backoffice/new-order-page';
import { apiFeePayment } from '../../pages/storefront/fee-payment';

/**
 * Issue 31: a seller takes a phone order on a phone (375 px), with the keyboard alone — the
 * caller's number, their last name and address, a product by its code, its colour, size and
 * quantity, cash on delivery with a reason, Ctrl + Enter — through checkout's own placement.
 */

const PHONE = { width: 375, height: 812 };
const seller = { username: 'rahima-orders31', password: 'seller-pass-31' };
const CALLER = '01755000031';

test.beforeAll(async ({ shop }) => {
  await shop.createStaff({ ...seller, role: 'seller' });
});

interface Entry {
  id_transaction: number;
  product_code: string;
  color_name: string;
  size_name: string;
  quantity: number;
  price: number;
  archived: boolean;
}

test('a seller takes a phone order by keyboard alone on a phone, and it is recorded as taken by them', async ({
  page,
  request,
  baseURL,
}) => {
  const staff = await signInThroughApi(page, baseURL ?? '', seller, 'en');
  const auth = { authorization: `Bearer ${staff.accessToken}` };
  // A product with stock to sell, and its colours and sizes as the stock table lists them.
  const stock = (await (
    await request.get('/api/backoffice/stock?page=1&pageSize=50&sort=quantity&order=desc', {
      headers: auth,
    })
  ).json()) as { items: Entry[] };
  const picked = stock.items.find((e) => !e.archived && e.quantity >= 5);
  expect(picked, 'a stock entry with units to sell').toBeDefined();
  const entry = picked as Entry;
  const variants = (
    (await (
      await request.get(
        `/api/backoffice/stock?pageSize=50&q=${encodeURIComponent(entry.product_code)}`,
        {
          headers: auth,
        },
      )
    ).json()) as { items: Entry[] }
  ).items.filter((e) => e.product_code === entry.product_code && !e.archived);

  // The caller ordered once before, on the website.
  const before = await request.post('/api/orders', {
    data: {
      customer_name: 'Keyboard Caller',
      customer_address: 'House 31, Road 7, Uttara',
      customer_phone: CALLER,
      shipping_id: 2,
      lines: [{ id_transaction: entry.id_transaction, quantity: 1 }],
      payment: apiFeePayment(),
    },
  });
  expect(before.status(), await before.text()).toBe(200);

  await page.setViewportSize(PHONE);
  const screen = new NewOrderPage(page);
  await screen.goto();
  // From here on, the keyboard alone.
  await expect(screen.phone).toBeFocused();
  await page.keyboard.type(CALLER);
  await expect(screen.history).toContainText('1 order · 0 delivered');
  await expect(screen.name).toHaveValue('Keyboard Caller');
  await expect(screen.address).toHaveValue('House 31, Road 7, Uttara');

  await screen.tabTo(screen.product);
  await page.keyboard.type(entry.product_code);
  await expect(
    page.locator('.ant-select-item-option').filter({ hasText: entry.product_code }).first(),
  ).toBeVisible();
  await page.keyboard.press('Enter');
  // The colour and size of the entry chosen, where there is a choice to make.
  const colours = new Set(variants.map((v) => v.color_name));
  if (colours.size > 1) {
    await expect(screen.colour).toBeFocused();
    await page.keyboard.type(entry.color_name);
    await page.keyboard.press('Enter');
  }
  if (!(await screen.focused(screen.quantity))) {
    await expect(screen.size).toBeFocused();
    await page.keyboard.type(entry.size_name);
    await page.keyboard.press('Enter');
  }
  await expect(screen.quantity).toBeFocused();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('2');
  await page.keyboard.press('Enter');
  await expect(screen.lines).toContainText(
    `${entry.product_code} · ${entry.color_name} · ${entry.size_name}`,
  );
  await expect(screen.product).toBeFocused();
  // Checkout's own figures: two units and the outside-Dhaka fee of the caller's last order.
  await expect(screen.totals).toContainText(`Total`);

  // The shop asks the fee in advance: this caller pays on delivery, and why is kept.
  const cod = page.getByRole('radio', { name: 'Cash on delivery' });
  // Tab enters the unanswered group at its first choice; the arrow moves on to the next.
  await screen.tabTo(
    page.getByRole('radio', { name: 'The customer has sent it (bKash or Nagad)' }),
  );
  await page.keyboard.press('ArrowDown');
  await expect(cod).toBeChecked();
  const reason = page.getByRole('textbox', {
    name: 'Why cash on delivery? (kept as a note on the order)',
  });
  await screen.tabTo(reason);
  await page.keyboard.type('Known caller, pays the rider');
  // Nothing on this screen reaches past a phone's right edge.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );

  await page.keyboard.press('Control+Enter');
  await expect(screen.placed).toContainText(/Order placed: invoice \d+/);
  const invoice = Number(/invoice (\d+)/.exec((await screen.placed.textContent()) ?? '')?.[1]);

  const detail = (await (
    await request.get(`/api/backoffice/orders/${invoice}`, { headers: auth })
  ).json()) as Record<string, unknown>;
  expect(detail).toMatchObject({
    source: 'phone',
    taken_by: seller.username,
    customer_phone: CALLER,
    customer_name: 'Keyboard Caller',
    shipping_id: 2,
    item_quantity: 2,
    item_total: 2 * entry.price,
    fee_status: 'none',
  });
  const history = (await (
    await request.get(`/api/backoffice/orders/${invoice}/history`, { headers: auth })
  ).json()) as { type: string; by: string | null; note: string | null }[];
  expect(history).toEqual([
    expect.objectContaining({ type: 'status', by: seller.username }),
    expect.objectContaining({
      type: 'note',
      note: 'Known caller, pays the rider',
      by: seller.username,
    }),
  ]);

  // The next order starts from the keyboard too.
  await expect(page.getByRole('button', { name: 'Take another order' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(screen.phone).toBeFocused();
  await expect(screen.phone).toHaveValue('');
});

import { expect, test } from '../../harness/fixtures';
import { signInThroughApi } from '../../pages/backoffice/api-sign-in';
import { shownStaffToast } from '../../pages/backoffice/staff-toasts';
import { SmsPage } from '../../pages/backoffice/sms-page';
import { apiFeePayment } from '../../pages/storefront/fee-payment';

/**
 * Issue 31: the owner rewords the Bengali "order placed" SMS, sees it filled in with a sample
 * order and its part count (UCS-2, 70 characters a part, 67 past one), saves it, and the next
 * order's message is made from the new words: read in the messages list and in the outbox file
 * the shop writes without a gateway (the number masked there).
 */

const owner = { username: 'owner-sms31', password: 'owner-pass-sms31' };
const bengali = (n: number | string) =>
  String(n).replace(/[0-9]/g, (d) => '০১২৩৪৫৬৭৮৯'[Number(d)] ?? d);
const unique = () => Date.now().toString(36).slice(-5).toUpperCase();

interface Entry {
  id_transaction: number;
  quantity: number;
  archived: boolean;
}

test.beforeAll(async ({ shop }) => {
  await shop.createStaff({ ...owner, role: 'admin' });
});

test('the owner rewords the Bengali order SMS, sees its preview and parts, and the next order is told in those words', async ({
  page,
  baseURL,
  shop,
}) => {
  test.setTimeout(180_000);
  const { accessToken } = await signInThroughApi(page, baseURL ?? '', owner, 'bn');
  const sms = new SmsPage(page, 'bn');
  await sms.goto();
  const placed = sms.editor('অর্ডার দেওয়া হয়েছে', 'bn');
  await expect(placed.text).toHaveValue(/\{invoice\}/);

  const mark = `পরীক্ষা-${unique()}`;
  const wording = `{shop}: প্রিয় {name}, আপনার অর্ডার #{invoice} পেয়েছি (${mark})। মোট {total}। {link}`;
  await placed.text.fill(wording);
  // The server fills it in with its sample order: a Bengali name, the invoice in Bengali digits.
  await expect(placed.preview).toContainText(
    `প্রিয় রহিমা আক্তার, আপনার অর্ডার #১০২৪ পেয়েছি (${mark})`,
  );
  const filled = (await placed.preview.locator('[lang="bn"]').textContent()) ?? '';
  // Bengali travels as UCS-2: 70 characters in one part, 67 a part in a longer message.
  const parts = filled.length <= 70 ? 1 : Math.ceil(filled.length / 67);
  expect(parts).toBeGreaterThan(1);
  await expect(placed.partCount).toContainText(`${bengali(parts)}টি এসএমএস অংশ`);
  await expect(placed.partCount).toContainText(
    `${bengali(filled.length)} অক্ষর · UCS-2, প্রতি অংশে ৬৭`,
  );

  await placed.save.click();
  await expect(shownStaffToast(page, 'অর্ডার দেওয়া হয়েছে, বাংলা: সংরক্ষিত হয়েছে')).toHaveBeenShown();
  await expect(placed.form.getByText(`আপনার লেখা · ${owner.username}`)).toBeVisible();
  await expect(placed.save).toBeDisabled();
  // Saved for good: a fresh page shows it.
  await page.reload();
  await expect(placed.text).toHaveValue(wording);

  // A shopper orders, in Bengali (the language cookie the page carries).
  const stock = await page.request.get('/api/backoffice/stock?pageSize=50', {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  const entry = ((await stock.json()) as { items: Entry[] }).items.find(
    (e) => e.quantity >= 2 && !e.archived,
  );
  if (!entry) throw new Error('the demo catalogue has no entry on sale');
  const order = await page.request.post('/api/orders', {
    data: {
      customer_name: 'Sumaiya Islam',
      customer_address: 'House 9, Road 3, Dhanmondi, Dhaka',
      customer_phone: '01711987654',
      shipping_id: 1,
      lines: [{ id_transaction: entry.id_transaction, quantity: 1 }],
      payment: apiFeePayment(),
    },
  });
  expect(order.ok()).toBe(true);
  const { invoice_no: invoice } = (await order.json()) as { invoice_no: number };

  // Its message, in the messages list: made from the new words, with the shopper's number.
  await sms.showMessages();
  await sms.searchInvoice(bengali(invoice));
  const row = sms.messageRow(bengali(invoice));
  await expect(async () => {
    await page.reload();
    await expect(row.getByText('পাঠানো হয়েছে')).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  await expect(row.getByText(/01711987654/)).toBeVisible();
  await row.getByRole('button', { name: /প্রসারিত|expand/i }).click();
  await expect(
    page.getByText(`প্রিয় Sumaiya Islam, আপনার অর্ডার #${bengali(invoice)} পেয়েছি (${mark})`),
  ).toBeVisible();

  // And in the outbox file the shop wrote in place of a gateway, the number masked.
  const file = shop
    .outbox()
    .filter((f) => f.name.startsWith('sms-'))
    .map((f) => JSON.parse(f.text) as { invoice_no: number; text: string; to: string })
    .find((m) => m.invoice_no === invoice);
  expect(file?.text).toContain(`আপনার অর্ডার #${bengali(invoice)} পেয়েছি (${mark})`);
  expect(file?.to).not.toContain('01711987654');

  // The shop's own wording back, for whoever orders next on this shop.
  await sms.goto();
  await placed.reset.click();
  await page.getByRole('dialog').getByRole('button', { name: 'ফিরে যান' }).click();
  await expect(placed.text).not.toHaveValue(wording);
  await expect(placed.form.getByText('দোকানের নিজস্ব লেখা')).toBeVisible();
});

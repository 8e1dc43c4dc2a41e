import { expect, test } from '../../harness/fixtures';
import {
  cartWith,
  keepScreenshot,
  LANGUAGES,
  orderForm,
  productToBuy,
  staffApi,
  useLanguage,
  WIDTHS,
} from './issue16-helpers';

const TEXT = {
  en: {
    changed: (was: string, now: string) => `Price changed: was ${was}, now ${now}`,
    notice: (total: string) =>
      `Prices or stock changed since you added these items. The total is now ${total}.`,
    accept: (total: string) => `Accept the new total ${total}`,
    title: 'Thank you for your order',
    total: 'Total of your order',
  },
  bn: {
    changed: (was: string, now: string) => `দাম বদলেছে: আগে ${was}, এখন ${now}`,
    notice: (total: string) => `আপনি যোগ করার পর দাম বা স্টক বদলেছে। সর্বমোট এখন ${total}।`,
    accept: (total: string) => `নতুন সর্বমোট ${total} মেনে নিন`,
    title: 'অর্ডারের জন্য ধন্যবাদ',
    total: 'আপনার অর্ডারের সর্বমোট',
  },
} as const;

const taka = (amount: number, language: 'en' | 'bn') =>
  `৳ ${new Intl.NumberFormat(language === 'bn' ? 'bn-BD' : 'en-BD').format(amount)}`;
const INSIDE_DHAKA = 80;

let cardIndex = 0;
for (const width of WIDTHS) {
  for (const language of LANGUAGES) {
    const index = cardIndex++;
    test(`${language} at ${width}px: a price raised while the item sat in the cart is shown on its line, agreed to, and is what the order charges`, async ({
      page,
      request,
      shop,
    }) => {
      const staff = await staffApi(shop, request);
      await page.setViewportSize({ width, height: 800 });
      await useLanguage(page, language);
      // Page 5 of the grid: items no other journey buys.
      const card = await productToBuy(request, 5, index);
      await cartWith(page, card);
      const t = TEXT[language];
      const form = orderForm(page, language);
      await form.fill();

      // Staff raise the price after the cart was opened: the check before sending catches it.
      const raised = card.price + 200;
      await staff.setPrice(card.id_transaction, raised);
      let orders = 0;
      page.on('request', (r) => {
        if (r.url().endsWith('/api/orders') && r.method() === 'POST') orders += 1;
      });
      await form.placeOrder.click();
      const newTotal = taka(raised + INSIDE_DHAKA, language);
      await expect(page.getByText(t.notice(newTotal))).toBeVisible();
      await expect(
        page.getByText(t.changed(taka(card.price, language), taka(raised, language))),
      ).toBeVisible();
      expect(orders).toBe(0);
      if (width === 375) await keepScreenshot(page, `changed-price-${language}-375`);

      await page.getByRole('button', { name: t.accept(newTotal) }).click();
      await form.placeOrder.click();
      await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
      await expect(
        page.locator('.sf-confirmation dl div').filter({ hasText: t.total }).locator('dd'),
      ).toHaveText(newTotal);
      expect(orders).toBe(1);
    });
  }
}

test('a price changed since the cart was last seen is shown as soon as the cart opens', async ({
  page,
  request,
  shop,
}) => {
  const staff = await staffApi(shop, request);
  const card = await productToBuy(request, 6);
  await cartWith(page, card);
  await expect(page.getByText(/^Price changed/)).toHaveCount(0);
  await staff.setPrice(card.id_transaction, card.price - 100);
  await page.goto('/');
  await page.getByRole('link', { name: /^Cart, \d+ items$/ }).click();
  await expect(
    page.getByText(
      `Price changed: was ${taka(card.price, 'en')}, now ${taka(card.price - 100, 'en')}`,
    ),
  ).toBeVisible();
  await expect(
    page
      .locator('.sf-order dl div')
      .filter({ hasText: /^Subtotal/ })
      .locator('dd'),
  ).toHaveText(taka(card.price - 100, 'en'));
});

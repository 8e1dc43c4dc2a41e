import { expect, test } from '../../harness/fixtures';
import {
  cartWith,
  expectInView,
  keepScreenshot,
  LANGUAGES,
  orderForm,
  productToBuy,
  SHOPPER,
  useLanguage,
  WIDTHS,
} from './issue16-helpers';

const TEXT = {
  en: {
    title: 'Thank you for your order',
    invoice: /^Thank you! Your invoice number is (\d+)\.$/,
    total: 'Total of your order',
    toPay: 'To pay on delivery',
    area: 'Inside Dhaka',
    next: 'What happens next',
    continue: 'Continue Shopping',
  },
  bn: {
    title: 'অর্ডারের জন্য ধন্যবাদ',
    invoice: /^ধন্যবাদ! আপনার ইনভয়েস নম্বর ([০-৯]+)।$/,
    total: 'আপনার অর্ডারের সর্বমোট',
    toPay: 'ডেলিভারির সময় দিতে হবে',
    area: 'ঢাকার ভিতরে',
    next: 'এরপর কী হবে',
    continue: 'কেনাকাটা চালিয়ে যান',
  },
} as const;

const taka = (amount: number, language: 'en' | 'bn') =>
  `৳ ${new Intl.NumberFormat(language === 'bn' ? 'bn-BD' : 'en-BD').format(amount)}`;

for (const width of WIDTHS) {
  for (const language of LANGUAGES) {
    test(`${language} at ${width}px: after Place Order the confirmation is in view and focused, with what the server charged`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize({ width, height: width < 600 ? 740 : 800 });
      await useLanguage(page, language);
      const card = await productToBuy(request, 4, width === 375 ? 0 : 1);
      await cartWith(page, card);
      const form = orderForm(page, language);
      await form.fill();
      // The order button is at the bottom of a long page on a phone.
      await form.placeOrder.scrollIntoViewIfNeeded();
      const placed = page.waitForResponse(
        (r) => r.url().endsWith('/api/orders') && r.request().method() === 'POST',
      );
      await form.placeOrder.click();
      const reply = await placed;
      const feeSent =
        (reply.request().postDataJSON() as { payment?: unknown }).payment !== undefined;
      const order = (await reply.json()) as {
        invoice_no: number;
        subtotal: number;
        shipping_cost: number;
        total: number;
      };

      const t = TEXT[language];
      const heading = page.getByRole('heading', { level: 1, name: t.title });
      await expect(heading).toBeFocused();
      await expectInView(page, heading);
      const invoice = page.getByText(t.invoice);
      await expectInView(page, invoice);
      const digits = new Intl.NumberFormat(language === 'bn' ? 'bn-BD' : 'en-BD', {
        useGrouping: false,
      }).format(order.invoice_no);
      await expect(invoice).toContainText(digits);

      const name =
        language === 'bn' && card.product_name_bn ? card.product_name_bn : card.product_name;
      await expect(page.getByRole('listitem').filter({ hasText: name })).toContainText(
        taka(card.price, language),
      );
      const row = (label: string) =>
        page.locator('.sf-confirmation dl div').filter({ hasText: label }).locator('dd');
      await expect(row(t.total)).toHaveText(taka(order.total, language));
      expect(order.total).toBe(card.price + order.shipping_cost);
      // The cash to hand the courier: a delivery fee sent in advance is not paid twice.
      await expect(row(t.toPay)).toHaveText(
        taka(feeSent ? order.total - order.shipping_cost : order.total, language),
      );
      await expect(page.getByText(t.area)).toBeVisible();
      await expect(page.getByRole('heading', { name: t.next })).toBeVisible();
      await expect(
        page.getByText(language === 'bn' ? '০১৭১২৩৪৫৬৭৮' : SHOPPER.mobile, { exact: false }),
      ).toBeVisible();
      await keepScreenshot(page, `confirmation-${language}-${width}`);

      await page.getByRole('link', { name: t.continue }).click();
      await expect(page).toHaveURL(/\/$/);
    });
  }
}

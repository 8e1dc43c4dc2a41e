import { expect, type Locator, type Page } from '@playwright/test';

/** `/admin/orders/new`: an order taken by a staff member (phone, Messenger, in the shop, …). */
export class NewOrderPage {
  readonly heading: Locator;
  readonly phone: Locator;
  readonly name: Locator;
  readonly address: Locator;
  readonly history: Locator;
  readonly product: Locator;
  readonly colour: Locator;
  readonly size: Locator;
  readonly quantity: Locator;
  readonly lines: Locator;
  readonly totals: Locator;
  readonly placed: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: /^(New order|নতুন অর্ডার)$/, level: 1 });
    this.phone = page.getByRole('textbox', { name: /^(Mobile number|মোবাইল নম্বর)$/ });
    this.name = page.getByRole('textbox', { name: /^(Name|নাম)$/ });
    this.address = page.getByRole('textbox', { name: /^(Address|ঠিকানা)$/ });
    this.history = page.getByTestId('customer-history');
    this.product = page.getByRole('combobox', {
      name: /^(Product \(code or name\)|পণ্য \(কোড বা নাম\))$/,
    });
    this.colour = page.getByRole('combobox', { name: /^(Colour|রং)$/ });
    this.size = page.getByRole('combobox', { name: /^(Size|সাইজ)$/ });
    this.quantity = page.getByRole('spinbutton', { name: /^(Quantity|পরিমাণ)$/ });
    this.lines = page.getByRole('list', { name: /^(Products in this order|এই অর্ডারের পণ্য)$/ });
    this.totals = page.getByTestId('new-order-totals');
    this.placed = page.getByRole('status');
  }

  async goto() {
    await this.page.goto('/admin/orders/new');
    await expect(this.heading).toBeVisible();
  }

  /**
   * Presses Tab until `target` has the focus (at most `max` times): the keyboard's way to a field,
   * whatever the fields before it.
   */
  async tabTo(target: Locator, max = 15) {
    for (let i = 0; i < max; i++) {
      if (await target.evaluate((el) => el === document.activeElement)) return;
      await this.page.keyboard.press('Tab');
    }
    await expect(target).toBeFocused();
  }

  /** Whether the element has the keyboard's focus now. */
  focused(target: Locator) {
    return target.evaluate((el) => el === document.activeElement);
  }
}

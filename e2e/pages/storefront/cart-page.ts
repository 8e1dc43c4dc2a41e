import { expect, type Locator, type Page } from '@playwright/test';
import { FeePaymentForm, type FeePaid } from './fee-payment';

/** What the order form asks of a shopper. */
export interface OrderDetails {
  name: string;
  address: string;
  mobile: string;
  area: 'Inside Dhaka' | 'Outside Dhaka';
  /**
   * The delivery fee paid in advance (e2e shops ask for it): a fresh TrxID by bKash unless given;
   * `'cash'` for a shop that does not ask for it.
   */
  payment?: Partial<FeePaid> | 'cash';
}

/** Details the form accepts; a journey sets its own name to tell its order apart. */
export const DHAKA_SHOPPER: OrderDetails = {
  name: 'Rahim Uddin',
  address: 'Motijheel, Dhaka',
  mobile: '01711111111',
  area: 'Inside Dhaka',
};

/** `/cart` and `/checkout/:id`: the lines, the empty state and the order form (spec §2). */
export class CartPage {
  readonly heading: Locator;
  readonly lines: Locator;
  readonly emptyState: Locator;
  readonly continueShopping: Locator;
  readonly name: Locator;
  readonly address: Locator;
  readonly mobile: Locator;
  readonly shippingArea: Locator;
  readonly deliveryFees: Locator;
  readonly placeOrder: Locator;
  readonly refusal: Locator;
  readonly fee: FeePaymentForm;
  readonly couponCode: Locator;
  readonly applyCoupon: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Cart' });
    this.lines = page.getByRole('region', { name: 'Cart' }).getByRole('listitem');
    this.emptyState = page.getByText('There are no items in this cart! please select first');
    this.continueShopping = page.getByRole('link', { name: 'Continue Shopping' });
    this.name = page.getByRole('textbox', { name: 'Name', exact: true });
    this.address = page.getByRole('textbox', { name: 'Address', exact: true });
    this.mobile = page.getByRole('textbox', { name: 'Mobile', exact: true });
    this.shippingArea = page.getByRole('group', { name: /Shipping area/ });
    this.deliveryFees = page.getByText(/^Delivery fee: inside Dhaka/);
    this.placeOrder = page.getByRole('button', { name: 'Place Order' });
    this.refusal = page.getByRole('form').getByRole('alert');
    this.fee = new FeePaymentForm(page);
    this.couponCode = page.getByRole('textbox', { name: 'Coupon code', exact: true });
    this.applyCoupon = page.getByRole('button', { name: 'Apply', exact: true });
  }

  async goto() {
    await this.page.goto('/cart');
    await expect(this.heading).toBeVisible();
  }

  toast(text: string): Locator {
    return this.page.getByRole('status').filter({ hasText: text });
  }

  line(name: string): Locator {
    return this.lines.filter({ has: this.page.getByRole('link', { name: name.slice(0, 15) }) });
  }

  quantityOf(line: Locator): Locator {
    return line.locator('output');
  }

  increase(line: Locator): Locator {
    return line.getByRole('button', { name: /^Increase the quantity/ });
  }

  decrease(line: Locator): Locator {
    return line.getByRole('button', { name: /^Decrease the quantity/ });
  }

  remove(line: Locator): Locator {
    return line.getByRole('button', { name: /^Remove .* from the cart$/ });
  }

  area(name: 'Inside Dhaka' | 'Outside Dhaka'): Locator {
    return this.shippingArea.getByRole('radio', { name: new RegExp(`^${name}`) });
  }

  totalRow(label: string): Locator {
    return this.page
      .getByRole('form')
      .locator('dl div')
      .filter({ has: this.page.getByText(label, { exact: true }) })
      .locator('dd');
  }

  /** Types a coupon code and presses Apply. */
  async applyCouponCode(code: string) {
    await this.couponCode.fill(code);
    await this.applyCoupon.click();
  }

  /** The field is marked invalid (its red border): aria-invalid follows the same state. */
  async expectFlagged(field: Locator, flagged = true) {
    await expect(field).toHaveAttribute('aria-invalid', String(flagged));
  }

  /** Fills the order form; the fee's payment too unless the shop sells cash on delivery. */
  async fill(details: OrderDetails): Promise<FeePaid | null> {
    await this.name.fill(details.name);
    await this.address.fill(details.address);
    await this.mobile.fill(details.mobile);
    await this.area(details.area).check();
    if (details.payment === 'cash') return null;
    return this.fee.fill(details.payment);
  }

  /** Fills the order form and presses Place Order. */
  async placeOrderAs(details: OrderDetails) {
    await this.fill(details);
    await this.placeOrder.click();
  }

  invoiceMessage(): Locator {
    return this.page.getByText(/^Thank you! Your invoice number is \d+\.$/);
  }

  async invoiceNumber(): Promise<number> {
    const text = await this.invoiceMessage().innerText();
    return Number(/(\d+)\.$/.exec(text)?.[1]);
  }
}

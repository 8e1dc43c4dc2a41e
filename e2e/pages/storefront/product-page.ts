import { expect, type Locator, type Page } from '@playwright/test';

/** `/productdetails/:id` (spec §2). */
export class ProductPage {
  readonly name: Locator;
  readonly addToCart: Locator;
  readonly order: Locator;
  readonly stock: Locator;
  readonly otherColours: Locator;
  readonly related: Locator;
  /** The sizes of this product and colour, a radio button each. */
  readonly sizes: Locator;

  constructor(readonly page: Page) {
    this.name = page.getByRole('heading', { level: 1 });
    this.addToCart = page
      .getByRole('main')
      .getByRole('button', { name: 'Add to cart', exact: true });
    this.order = page.getByRole('main').getByRole('button', { name: 'Order', exact: true });
    this.stock = page.getByText(/^(In stock|Only \d+ left|Out of stock)$/).first();
    this.otherColours = page.getByRole('heading', { name: 'Other colours' });
    this.related = page.getByRole('region', { name: 'You may also like' });
    this.sizes = page.getByRole('group', { name: /^(Choose a size|সাইজ বেছে নিন)$/ });
  }

  /** A size's radio button by its size name (a screen reader also hears its stock band). */
  size(name: string): Locator {
    const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return this.sizes.getByRole('radio', { name: new RegExp(`^${escaped}( ?,|$)`) });
  }

  async expectProduct(name: string) {
    await expect(this.name).toHaveText(name);
    await expect(this.stock).toBeVisible();
  }

  /** The product trace id in the address bar. */
  idFromUrl(): number {
    const match = /\/productdetails\/(\d+)/.exec(this.page.url());
    if (!match) throw new Error(`not on a product page: ${this.page.url()}`);
    return Number(match[1]);
  }
}

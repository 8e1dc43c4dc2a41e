import { expect, type Locator, type Page } from '@playwright/test';
import type { ShownToast } from '../../harness/toast-log';
import { shownStaffToast } from './staff-toasts';

export interface StockEntryInput {
  productCode: string;
  productName: string;
  category: string;
  brand: string;
  color: string;
  size: string;
  material?: string;
  price: string;
  quantity: string;
  image: { name: string; mimeType: string; buffer: Buffer };
}

/** `/admin/product-add`: the stock entry form and the stock table (spec §2). */
/**
 * A form button by its label, exactly: once its save is answered no loading icon is left in it
 * (the apps give antd a loading icon of their own, see storefront's AntdScope).
 */
export const formButton = (page: Page, label: string) =>
  page.getByRole('button', { name: label, exact: true });

export class AddProductPage {
  readonly heading: Locator;
  readonly add: Locator;
  readonly update: Locator;
  readonly remove: Locator;
  readonly reset: Locator;
  readonly imagePriority: Locator;
  readonly search: Locator;
  readonly table: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Add Product' });
    this.add = formButton(page, 'Add');
    this.update = formButton(page, 'Update');
    this.remove = formButton(page, 'Delete');
    this.reset = formButton(page, 'Reset');
    this.imagePriority = this.field('Image Priority');
    this.search = page.getByRole('combobox', { name: 'Transaction id, product code or name' });
    this.table = page.getByRole('table');
  }

  async goto() {
    await this.page.goto('/admin/product-add');
    await expect(this.heading).toBeVisible();
    // The defaults arrive with the server's lists.
    await expect(this.imagePriority).not.toHaveValue('');
  }

  /** A control of the form (the table's sortable headers carry the same names). */
  field(label: string): Locator {
    return this.page.getByLabel(label, { exact: true }).and(this.page.locator('input, textarea'));
  }

  /** Types in a type-ahead and picks the matching suggestion. */
  async choose(label: string, name: string) {
    await this.field(label).fill(name);
    const exact = new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
    await this.page.locator('.ant-select-item-option').filter({ hasText: exact }).first().click();
    await expect(this.field(label)).toHaveValue(name);
  }

  async fill(entry: StockEntryInput) {
    await this.field('Product Code').fill(entry.productCode);
    await this.field('Product Name').fill(entry.productName);
    await this.choose('Category', entry.category);
    if (entry.material) await this.choose('Material', entry.material);
    await this.choose('Brand', entry.brand);
    await this.field('Price').fill(entry.price);
    await this.choose('Color', entry.color);
    await this.choose('Size', entry.size);
    await this.field('Quantity').fill(entry.quantity);
    await this.field('Image').setInputFiles(entry.image);
  }

  row(text: string): Locator {
    return this.table.getByRole('row').filter({ hasText: text });
  }

  toast(text: string | RegExp): ShownToast {
    return shownStaffToast(this.page, text);
  }
}

import { expect, type Locator, type Page } from '@playwright/test';
import type { ShownToast } from '../../harness/toast-log';
import { shownStaffToast } from './staff-toasts';

/** A list-maintenance page: Cetagory, Brand, Size, Color, Materials (spec §2). */
export class ListPage {
  readonly input: Locator;
  readonly add: Locator;
  readonly edit: Locator;
  readonly remove: Locator;
  readonly table: Locator;

  constructor(
    readonly page: Page,
    readonly path: string,
    fieldLabel: string,
  ) {
    this.input = page.getByRole('textbox', { name: fieldLabel });
    this.add = page.getByRole('button', { name: 'Add' });
    this.edit = page.getByRole('button', { name: 'Edit' });
    this.remove = page.getByRole('button', { name: 'Delete' });
    this.table = page.getByRole('table');
  }

  static categories(page: Page) {
    return new ListPage(page, '/admin/product-cetagory', 'Category Name');
  }

  async goto() {
    await this.page.goto(this.path);
    await expect(this.table.getByRole('row').nth(1)).toBeVisible();
  }

  /** Sorts by Id, highest first, so a row just added is on the first page. */
  async showNewestFirst() {
    const id = this.table.getByRole('columnheader', { name: 'Id' });
    await id.click();
    await id.click();
    await expect(id).toHaveAttribute('aria-sort', 'descending');
  }

  row(name: string): Locator {
    return this.table
      .getByRole('row')
      .filter({ has: this.page.getByRole('cell', { name, exact: true }) });
  }

  toast(text: string | RegExp): ShownToast {
    return shownStaffToast(this.page, text);
  }
}

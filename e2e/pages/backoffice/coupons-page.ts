import { expect, type Locator, type Page } from '@playwright/test';
import type { ShownToast } from '../../harness/toast-log';
import { shownStaffToast } from './staff-toasts';
import { chooseOption } from './antd-select';

/** `/admin/coupon`: the coupon table and the Add New Coupon dialog (spec §2). */
export class CouponsPage {
  readonly heading: Locator;
  readonly addNew: Locator;
  readonly dialog: Locator;
  readonly table: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Coupons' });
    this.addNew = page.getByRole('button', { name: 'Add New Coupon' });
    this.dialog = page.getByRole('dialog');
    this.table = page.getByRole('table');
  }

  async goto() {
    await this.page.goto('/admin/coupon');
    await expect(this.heading).toBeVisible();
  }

  field(label: string): Locator {
    return this.dialog.getByLabel(label, { exact: true });
  }

  async fill(coupon: { name: string; discount: string; startDay: string; endDay: string }) {
    await this.dialog.getByRole('button', { name: 'Generate Code' }).click();
    await expect(this.field('Coupon Code')).toHaveValue(/^[0-9A-F]{8}$/);
    await this.field('Name').fill(coupon.name);
    // A new coupon counts a percentage: the value's label says so.
    await this.field('Discount Value (%)').fill(coupon.discount);
    await this.field('Start Day').fill(coupon.startDay);
    await this.field('End Day').fill(coupon.endDay);
  }

  /** Picks what a coupon applies to from the Applies To list. */
  async appliesTo(option: 'All Product' | 'Selected Product' | 'Single Product') {
    await chooseOption(this.field('Applies To'), option);
  }

  /** Finds a product in the picker by code or name and chooses it by its shown label. */
  async pickProduct(search: string, label: string | RegExp) {
    const picker = this.dialog.getByRole('combobox', { name: /^Products?$/ });
    await picker.fill(search);
    await this.page.locator('.ant-select-item-option').filter({ hasText: label }).first().click();
  }

  /** The products chosen, as their tags read. */
  chosenProducts(): Locator {
    return this.dialog.locator('.ant-select-selection-item');
  }

  save(): Promise<void> {
    return this.dialog.getByRole('button', { name: 'Save Coupon' }).click();
  }

  row(name: string): Locator {
    return this.table.getByRole('row').filter({ hasText: name });
  }

  toast(text: string | RegExp): ShownToast {
    return shownStaffToast(this.page, text);
  }
}

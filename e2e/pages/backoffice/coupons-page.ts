import { expect, type Locator, type Page } from '@playwright/test';
import { staffToast } from './staff-toasts';

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
    await this.field('Discount Value').fill(coupon.discount);
    await this.field('Start Day').fill(coupon.startDay);
    await this.field('End Day').fill(coupon.endDay);
  }

  save(): Promise<void> {
    return this.dialog.getByRole('button', { name: 'Save Coupon' }).click();
  }

  row(name: string): Locator {
    return this.table.getByRole('row').filter({ hasText: name });
  }

  toast(text: string | RegExp): Locator {
    return staffToast(this.page, text);
  }
}

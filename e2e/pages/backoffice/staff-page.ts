import { expect, type Locator, type Page } from '@playwright/test';
import { chooseOption } from './antd-select';

/** `/admin/staff` (admins): the accounts with their roles and the sign-ups waiting. */
export class StaffPage {
  readonly heading: Locator;
  readonly accounts: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Staff' });
    this.accounts = page.getByRole('table').first();
  }

  async goto() {
    await this.page.goto('/admin/staff');
    await expect(this.heading).toBeVisible();
  }

  row(username: string): Locator {
    return this.accounts.getByRole('row').filter({ hasText: username });
  }

  /** Picks another role in the account's Role list (the change is made at once). */
  async changeRole(username: string, role: 'Admin' | 'Seller' | 'Moderator') {
    await chooseOption(this.page.getByRole('combobox', { name: `Role of ${username}` }), role);
  }
}

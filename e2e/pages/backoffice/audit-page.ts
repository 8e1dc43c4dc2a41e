import { expect, type Locator, type Page } from '@playwright/test';
import { chooseOption } from './antd-select';

/** `/admin/audit`: who changed what (admins). */
export class AuditPage {
  readonly heading: Locator;
  readonly table: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Audit log' });
    this.table = page.getByRole('table');
  }

  async goto() {
    await this.page.goto('/admin/audit');
    await expect(this.heading).toBeVisible();
  }

  /** Picks an option of one of the filters ("Anyone", "Any kind"). */
  async filter(label: 'Anyone' | 'Any kind', option: string) {
    await chooseOption(this.page.getByRole('combobox', { name: label }), option);
  }

  /** The row of a change to one thing ("Stock entry 12"). */
  row(what: string): Locator {
    return this.table.getByRole('row').filter({ hasText: what });
  }
}

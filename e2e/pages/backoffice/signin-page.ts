import { expect, type Locator, type Page } from '@playwright/test';
import type { ShownToast } from '../../harness/toast-log';
import { shownStaffToast } from './staff-toasts';

/** `/admin/login` (spec §2 Sign-in). */
export class SigninPage {
  readonly heading: Locator;
  readonly username: Locator;
  readonly password: Locator;
  readonly submit: Locator;
  readonly expiredNotice: Locator;
  readonly signupLink: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Sign In' });
    this.username = page.getByLabel('Username');
    this.password = page.getByLabel('Password', { exact: true });
    this.submit = page.getByRole('button', { name: 'Sign In' });
    this.expiredNotice = page.getByText('Your session has ended. Please sign in again.');
    this.signupLink = page.getByRole('link', { name: 'Sign Up' });
  }

  async goto() {
    await this.page.goto('/admin/login');
    await expect(this.heading).toBeVisible();
  }

  async signIn(username: string, password: string) {
    await this.username.fill(username);
    await this.password.fill(password);
    await this.submit.click();
  }

  toast(text: string | RegExp): ShownToast {
    return shownStaffToast(this.page, text);
  }
}

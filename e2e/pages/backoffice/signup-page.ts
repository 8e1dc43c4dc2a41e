import { expect, type Locator, type Page } from '@playwright/test';
import type { ShownToast } from '../../harness/toast-log';
import { shownStaffToast } from './staff-toasts';

/** `/admin/signup` (spec §2 Sign-up). */
export class SignupPage {
  readonly heading: Locator;
  readonly username: Locator;
  readonly email: Locator;
  readonly password: Locator;
  readonly otp: Locator;
  readonly sendOtp: Locator;
  readonly submit: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Sign Up' });
    this.username = page.getByLabel('Username');
    this.email = page.getByLabel('Email');
    this.password = page.getByLabel('Password', { exact: true });
    this.otp = page.getByLabel('OTP');
    this.sendOtp = page.getByRole('button', { name: 'Send' });
    this.submit = page.getByRole('button', { name: 'Sign Up' });
  }

  async goto() {
    await this.page.goto('/admin/signup');
    await expect(this.heading).toBeVisible();
  }

  role(name: 'Admin' | 'Seller' | 'Moderator'): Locator {
    return this.page.getByRole('radio', { name });
  }

  toast(text: string | RegExp): ShownToast {
    return shownStaffToast(this.page, text);
  }
}

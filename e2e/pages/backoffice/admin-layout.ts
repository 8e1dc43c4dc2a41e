import { expect, type Locator, type Page } from '@playwright/test';

/** The top bar and side menu around every signed-in back-office page (spec §2). */
export class AdminLayout {
  readonly logout: Locator;
  readonly avatar: Locator;
  readonly menu: Locator;

  constructor(readonly page: Page) {
    this.logout = page.getByRole('button', { name: 'Logout' });
    this.avatar = page.locator('.ant-avatar-circle');
    this.menu = page.getByRole('navigation', { name: 'Menu' });
  }

  async expectSignedIn() {
    await expect(this.logout).toBeVisible();
    await expect(this.avatar).toBeVisible();
  }

  menuLink(name: string): Locator {
    return this.menu.getByRole('link', { name, exact: true });
  }
}

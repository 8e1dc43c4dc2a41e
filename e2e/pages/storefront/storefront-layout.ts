import { expect, type Locator, type Page } from '@playwright/test';

/** The header, category bar and footer every storefront page shares (spec §2). */
export class StorefrontLayout {
  readonly header: Locator;
  readonly logo: Locator;
  readonly supportPhone: Locator;
  readonly cartLink: Locator;
  readonly cartCount: Locator;
  readonly searchBox: Locator;
  readonly searchButton: Locator;
  readonly menuButton: Locator;
  readonly drawer: Locator;
  readonly categoryBar: Locator;
  readonly footer: Locator;

  constructor(readonly page: Page) {
    this.header = page.getByRole('banner');
    this.logo = this.header.getByRole('link', { name: / home$|হোম$/ });
    this.supportPhone = this.header.getByRole('link', { name: /^Call us at|কল করুন$/ });
    this.cartLink = this.header.getByRole('link', { name: /^Cart, \d+ items$|^কার্ট,/ });
    this.cartCount = this.cartLink.getByTestId('cart-count');
    // On wide screens the box is in the header; on narrow ones it is inside the search modal.
    this.searchBox = page.getByRole('searchbox', { name: /Search products by name|নাম দিয়ে/ });
    // Narrow screens' search icon: a link to the phone's search form until the app is live.
    this.searchButton = this.header.getByRole('link', { name: /^(Search|খুঁজুন)$/ });
    this.menuButton = this.header.getByRole('button', { name: /category menu|ক্যাটাগরি মেনু/ });
    this.drawer = page.getByRole('dialog', { name: /^(CATEGORIES|ক্যাটাগরি)$/ });
    this.categoryBar = page.getByRole('navigation', { name: /^(Categories|ক্যাটাগরি)$/ });
    this.footer = page.getByRole('contentinfo');
  }

  /** The storefront drew its frame and loaded the shop's configuration. */
  async expectReady() {
    await expect(this.cartLink).toBeVisible();
    await expect(this.supportPhone).toBeVisible();
    await expect(this.categoryBar.getByRole('link').first()).toBeVisible();
  }

  /** A category of the bar: a link to its list, `aria-current` when it is the one shown. */
  categoryLink(name: string): Locator {
    return this.categoryBar.getByRole('link', { name, exact: true });
  }

  async categoryNames(): Promise<string[]> {
    await expect(this.categoryBar.getByRole('link').first()).toBeVisible();
    return this.categoryBar.getByRole('link').allInnerTexts();
  }

  /** Types a name and presses Enter, in the header box or, on a narrow screen, in the modal. */
  async searchByName(text: string) {
    let box = this.searchBox.first();
    // Whichever the header shows once it is drawn (a busy machine draws it later).
    await expect(box.or(this.searchButton).first()).toBeVisible();
    if (!(await box.isVisible())) {
      await this.searchButton.click();
      box = this.page.getByRole('dialog').getByRole('searchbox');
    }
    await box.fill(text);
    await box.press('Enter');
  }

  async chooseCategoryInDrawer(name: string) {
    await this.menuButton.click();
    await expect(this.drawer).toBeVisible();
    await this.drawer.getByRole('button', { name, exact: true }).click();
    await expect(this.drawer).toBeHidden();
  }

  async expectCartCount(count: number) {
    await expect(this.cartCount).toHaveText(String(count));
    await expect(this.cartLink).toHaveAccessibleName(`Cart, ${count} items`);
  }
}

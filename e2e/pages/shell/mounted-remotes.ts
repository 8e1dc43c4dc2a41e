import { expect, type Page } from '@playwright/test';

/**
 * Signs, taken from the spec, that a remote is mounted and drew its first screen. The journeys of
 * each remote have their own page objects; these only tell the shell's journeys which app is on screen.
 */
export async function expectStorefront(page: Page) {
  // Every storefront page has the header's cart icon going to /cart (spec §2).
  await expect(page.locator('header a[href="/cart"]').first()).toBeVisible();
}

export async function expectBackofficeSignIn(page: Page) {
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expect(page.getByLabel(/username/i)).toBeVisible();
}

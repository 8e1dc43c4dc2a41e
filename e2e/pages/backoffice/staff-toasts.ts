import type { Locator, Page } from '@playwright/test';

/** A toast of the back-office (bottom-centre), found by its text. */
export function staffToast(page: Page, text: string | RegExp): Locator {
  return page.getByRole('status').filter({ hasText: text });
}

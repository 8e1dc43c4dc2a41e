import type { Locator, Page } from '@playwright/test';
import { ShownToast } from '../../harness/toast-log';

/** A toast of the back-office (bottom-centre) on screen now, found by its text. */
export function staffToast(page: Page, text: string | RegExp): Locator {
  return page.getByRole('status').filter({ hasText: text });
}

/**
 * A toast of the back-office the page is expected to show (`toHaveBeenShown`): it lasts a second,
 * so it is read from the page's record of the toasts it showed, not from the screen.
 */
export function shownStaffToast(page: Page, text: string | RegExp): ShownToast {
  return new ShownToast(page, text);
}

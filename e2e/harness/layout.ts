import { expect, type Page } from '@playwright/test';

/** How far the page itself scrolls sideways, in px (0: it fits the window; a table may still scroll inside its own box). */
export async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

/** The page fits its window: nothing to scroll sideways but what scrolls inside its own box. */
export async function expectNoSidewaysPage(page: Page, what = 'the page') {
  expect(await sidewaysOverflow(page), `${what} scrolls sideways by`).toBeLessThanOrEqual(0);
}

/**
 * Waits for the page's CSS animations and transitions that end (a dialog zooming in) to end; the
 * endless ones (a spinner) are not waited for.
 */
export async function animationsEnded(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => null)),
    ),
  );
}

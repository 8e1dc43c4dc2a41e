import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe's violations on the page as it is now. Run inside the page itself (legacy mode): the shop's
 * pages hold no frames of another origin, and the default mode opens a page of its own for every
 * run to gather the frames' results in. Only the violations are collected node by node; the
 * passes and the rules that did not apply are not read, and gathering them was most of a run's
 * work in the browser and in the test runner.
 */
export async function axeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
  return violations;
}

import type { Page } from '@playwright/test';
import { expect, test } from '../../harness/fixtures';
import { holdTheApp } from '../../harness/navigation';
import { HomePage } from '../../pages/storefront/home-page';
import { StorefrontLayout } from '../../pages/storefront/storefront-layout';
import { LANGUAGES } from './issue16-helpers';

/**
 * A cheap phone on a slow line: the page the server drew is on screen long before the app's script.
 * The script is held back here until each tap has been made, so every tap lands before the app
 * is live.
 */
test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

const TEXT = {
  en: { category: 'Category: ', results: 'Results for “saree”', one: '1' },
  bn: { category: 'ক্যাটাগরি: ', results: '“saree” এর ফলাফল', one: '১' },
} as const;

const isLive = (page: Page) =>
  page.evaluate(() => document.documentElement.hasAttribute('data-live'));

for (const language of LANGUAGES) {
  test(`${language}: taps before the app is live take effect — a category, a search, add to cart`, async ({
    context,
    baseURL,
  }) => {
    // The language a shopper chose earlier, as its cookie carries it: the switch is a button,
    // and the journey's first tap must be one that is kept.
    await context.addCookies([{ name: 'poshak_language', value: language, url: baseURL ?? '' }]);
    const page = await context.newPage();
    // A ৳10,000 phone: its CPU four times slower than this machine's.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const layout = new StorefrontLayout(page);
    const home = new HomePage(page);
    const goLive = await holdTheApp(page);

    // A category pill is a link: the server draws that category's page.
    await page.goto('/', { waitUntil: 'commit' });
    const [, second] = await layout.categoryNames();
    await layout.categoryLink(second ?? '').tap();
    await expect(page).toHaveURL(/\/\?category=\d+$/);
    await expect(home.collectionTitle).toHaveText(`${TEXT[language].category}${second}`);
    expect(await isLive(page)).toBe(false);

    // The search icon shows the phone's search form, a GET form the server answers.
    await layout.searchButton.tap();
    const box = page.locator('#sf-narrow-search').getByRole('searchbox');
    await expect(box).toBeVisible();
    await box.fill('saree');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/\?q=saree$/);
    await expect(home.collectionTitle).toHaveText(TEXT[language].results);
    expect(await isLive(page)).toBe(false);

    // Add to cart on a card: heard at once, done when the app arrives.
    const add = home.cards.locator('button[data-early-tap^="add:"]:not([disabled])').first();
    await add.tap();
    await expect(add).toHaveAttribute('aria-busy', 'true');
    expect(await isLive(page)).toBe(false);
    await goLive();
    await expect(layout.cartCount).toHaveText(TEXT[language].one);
    await expect(add).not.toHaveAttribute('aria-busy');
  });
}

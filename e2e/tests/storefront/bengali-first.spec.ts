import { expect, test } from '../../harness/fixtures';
import { HomePage } from '../../pages/storefront/home-page';
import {
  cartWith,
  consoleErrors,
  LANGUAGES,
  productToBuy,
  useLanguage,
  WIDTHS,
} from './issue16-helpers';

const SWITCH = { en: 'English', bn: 'বাংলা' } as const;
const LATIN_DIGIT = /[0-9]/;

for (const width of WIDTHS) {
  for (const language of LANGUAGES) {
    test(`${language} at ${width}px: server-drawn pages are adopted without a redraw, with a full cart too, and the switch shows the language in use`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      const errors = consoleErrors(page);
      await useLanguage(page, language);
      const card = await productToBuy(request, 1);
      // A cart in this session: the server draws 0 in the badge, the browser must not redraw.
      await cartWith(page, card);
      for (const url of ['/', `/productdetails/${card.id_product_trace}`, '/?page=2', '/?q=a']) {
        errors.length = 0;
        await page.goto(url);
        await expect(
          page.getByRole('button', { name: SWITCH[language], exact: true }),
        ).toHaveAttribute('aria-pressed', 'true');
        await expect(page.getByTestId('cart-count')).toHaveText(language === 'bn' ? '১' : '1');
        expect(errors, `console errors on ${url}`).toEqual([]);
      }
    });
  }
}

for (const width of WIDTHS) {
  test(`bn at ${width}px: Bengali names, Bengali digits for every number a shopper reads, and "শাড়ি" finds saris`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await useLanguage(page, 'bn');
    const cards = await request.get('/api/storefront/products?priority=1&page=1&pageSize=18');
    // Other journeys add products of their own (English names only) while this one runs: the
    // first of the demo products on the page, whatever came before it.
    const named = ((await cards.json()) as { items: { product_name_bn: string | null }[] }).items
      .map((card) => card.product_name_bn)
      .filter((name): name is string => Boolean(name));
    // The grid and the category bar show the Bengali names.
    const grid = new HomePage(page);
    await expect(
      grid.cards
        .getByRole('heading')
        .filter({ hasText: named[0] ?? 'no Bengali name' })
        .first(),
    ).toBeVisible();
    if (width > 600)
      await expect(
        page.getByRole('navigation', { name: 'ক্যাটাগরি' }).getByRole('link', { name: 'শাড়ি' }),
      ).toBeVisible();

    // The shop's phone number in the header.
    await expect(page.locator('.sf-topbar__phone')).not.toHaveText(LATIN_DIGIT);

    // Page numbers of the grid.
    const pages = page.getByRole('navigation', { name: /^(Pages|পাতা)$/ });
    await pages.scrollIntoViewIfNeeded();
    await expect(pages.locator('.ant-pagination-item').nth(1)).toHaveText('২');
    for (const text of await pages.locator('.ant-pagination-item').allInnerTexts())
      expect(text).not.toMatch(LATIN_DIGIT);

    // The search by the Bengali word finds the saris (typed as the search form sends it).
    await page.goto(`/?q=${encodeURIComponent('শাড়ি')}`);
    const names = await grid.cardNames();
    expect(names.length).toBe(10);
    for (const name of names) expect(name).toContain('শাড়ি');
    await expect(page.getByText('১০টি পণ্য')).toBeVisible();

    // Quantities in the cart.
    const card = await productToBuy(request, 2);
    await cartWith(page, card);
    const line = page.getByRole('region', { name: 'কার্ট' }).getByRole('listitem');
    await line.getByRole('button', { name: /পরিমাণ বাড়ান$/ }).click();
    await expect(line.locator('output')).toHaveText('২');
    await expect(page.getByTestId('cart-count')).toHaveText('২');
  });
}

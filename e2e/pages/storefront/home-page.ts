import { expect, type Locator, type Page } from '@playwright/test';

/** `/`: banner slider, Best Sellers and the Collection of this week grid (spec §2). */
export class HomePage {
  readonly banner: Locator;
  readonly bestSellers: Locator;
  readonly collection: Locator;
  readonly collectionTitle: Locator;
  readonly cards: Locator;
  readonly noProduct: Locator;
  readonly clearSearch: Locator;
  readonly pagination: Locator;
  /** The grid's order and price range (a GET form). */
  readonly sort: Locator;
  readonly minPrice: Locator;
  readonly maxPrice: Locator;
  readonly applyFilter: Locator;

  constructor(readonly page: Page) {
    this.banner = page.getByRole('region', { name: /^(Featured|বিশেষ আয়োজন)$/ });
    this.bestSellers = page.getByRole('region', { name: /^(Best Sellers|বেস্ট সেলার)$/ });
    this.collectionTitle = page.locator('#sf-collection-title');
    this.collection = page.getByRole('region').filter({ has: this.collectionTitle });
    this.cards = this.collection.getByRole('article');
    this.noProduct = page.getByText('No product found!');
    this.clearSearch = page.getByRole('button', { name: /Clear search|খোঁজ মুছুন/ });
    this.pagination = page.getByRole('navigation', { name: /^(Pages|পাতা)$/ });
    const filter = page.getByRole('form', { name: /^(Sort and price|সাজানো ও দাম)$/ });
    this.sort = filter.getByRole('combobox', { name: /^(Sort|সাজান)$/ });
    this.minPrice = filter.getByRole('textbox', {
      name: /^(Lowest price in taka|সবচেয়ে কম দাম, টাকায়)$/,
    });
    this.maxPrice = filter.getByRole('textbox', {
      name: /^(Highest price in taka|সবচেয়ে বেশি দাম, টাকায়)$/,
    });
    this.applyFilter = filter.getByRole('button', { name: /^(Apply|দেখুন)$/ });
  }

  /** Orders the grid and limits its prices with the form, as a shopper does. */
  async sortAndFilter(
    sort: 'Price: low to high' | 'Price: high to low' | 'Newest first',
    min: number,
    max: number,
  ) {
    await this.sort.selectOption({ label: sort });
    await this.minPrice.fill(String(min));
    await this.maxPrice.fill(String(max));
    await this.applyFilter.click();
  }

  async goto(query = '') {
    await this.page.goto(`/${query}`);
  }

  /** The product names on the grid, in order. */
  async cardNames(): Promise<string[]> {
    // A new search keeps the previous cards on screen, marked busy, until its own arrive.
    await expect(this.collection).not.toHaveAttribute('aria-busy', 'true');
    await expect(this.cards.first()).toBeVisible();
    return this.cards.getByRole('heading').allInnerTexts();
  }

  /** Cards that say nothing about stock: more than a few units left. */
  cardsWithPlentyInStock(): Locator {
    return this.cards.filter({ hasNotText: /Only \d+ left|Out of stock/ });
  }

  card(name: string): Locator {
    return this.cards
      .filter({ has: this.page.getByRole('heading', { name, exact: true }) })
      .first();
  }

  /** Best-seller cards in view at once (react-slick marks them active). */
  bestSellersInView(): Locator {
    return this.bestSellers.locator('.slick-slide.slick-active');
  }

  /** The pagination loads when scrolled near, like a shopper reaching the end of the grid. */
  async scrollToPagination() {
    await this.pagination.scrollIntoViewIfNeeded();
    // The plain page links are swapped for antd's pagination once it has loaded: a click made
    // during the swap lands on a link that is being taken away and is lost (seen on a loaded CI).
    await expect(this.pagination.locator('.ant-pagination')).toBeVisible();
    await expect(this.pageButton(1)).toBeVisible();
  }

  /** A page number's button, written as the reader's digits ("2" or "২"). */
  pageButton(n: number): Locator {
    const bn = new Intl.NumberFormat('bn-BD').format(n);
    return this.pagination.getByRole('listitem').filter({ hasText: new RegExp(`^(${n}|${bn})$`) });
  }

  async expectCollection() {
    await expect(this.collectionTitle).toHaveText('Collection of this week');
    await expect(this.cards.first()).toBeVisible();
  }
}

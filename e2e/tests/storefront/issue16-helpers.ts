import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { ShopServer } from '../../harness/shop-server';
import { FeePaymentForm } from '../../pages/storefront/fee-payment';
import { axeViolations } from '../../harness/axe';

export const WIDTHS = [375, 1280] as const;
export const LANGUAGES = ['en', 'bn'] as const;
export type Language = (typeof LANGUAGES)[number];

export interface Card {
  id_transaction: number;
  id_product_trace: number;
  product_name: string;
  product_name_bn: string | null;
  price: number;
  stock: number;
}

/** Cards of one grid page, read as the storefront reads them. */
export async function cardsOnPage(request: APIRequestContext, page: number): Promise<Card[]> {
  const reply = await request.get(`/api/storefront/products?priority=1&page=${page}&pageSize=18`);
  expect(reply.status()).toBe(200);
  return ((await reply.json()) as { items: Card[] }).items;
}

/** A card of that grid page with plenty in stock, so a journey can buy from it. */
export async function productToBuy(request: APIRequestContext, page: number, index = 0) {
  const card = (await cardsOnPage(request, page)).filter((c) => c.stock >= 6)[index];
  if (!card) throw new Error(`no product with stock on page ${page} of the demo catalogue`);
  return card;
}

/** The shopper picks the language with the header's switch (the page then reloads in it). */
export async function useLanguage(page: Page, language: Language) {
  await page.goto('/');
  const name = language === 'bn' ? 'বাংলা' : 'English';
  await page.getByRole('button', { name, exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

/** Adds a product to the cart from its own page and opens the cart. */
export async function cartWith(page: Page, card: Card) {
  await page.goto(`/productdetails/${card.id_product_trace}`);
  const cartLink = page.getByRole('banner').getByRole('link', { name: /^(Cart|কার্ট),/ });
  const before = await cartLink.getAttribute('aria-label');
  await page.getByRole('button', { name: /^(Add to cart|কার্টে যোগ করুন)$/ }).click();
  // The cart holds it once the header counts it: leaving sooner, a busy machine's page could go
  // before the tap had been taken, and the cart page showed an empty cart.
  await expect(cartLink).not.toHaveAttribute('aria-label', before ?? '');
  await page.goto('/cart');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** Every console error and page error of the visit (a redrawn server page reports one). */
export function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** The element is fully on screen and not under the sticky category bar. */
export async function expectInView(page: Page, element: Locator) {
  await expect(element).toBeInViewport({ ratio: 1 });
  const box = await element.boundingBox();
  const bar = await page.locator('.sf-category-bar').boundingBox();
  if (!box) throw new Error('the element has no box');
  if (bar && bar.y <= 0.5) expect(box.y).toBeGreaterThanOrEqual(bar.y + bar.height);
}

/** axe on the page as it is now: nothing serious or critical; a skip link; one h1. */
export async function expectAccessible(page: Page, what: string) {
  const violations = await axeViolations(page);
  const bad = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(bad, `axe on ${what}`).toEqual([]);
  await expect(page.locator('h1'), `one h1 on ${what}`).toHaveCount(1);
  await expect(page.getByRole('link', { name: /^(Skip to content|মূল অংশে যান)$/ })).toHaveCount(1);
}

/** Staff's view of the shop's API, for changing a price as staff would on Add Product. */
export async function staffApi(shop: ShopServer, request: APIRequestContext) {
  const account = { username: `sf16-${Date.now()}`, password: 'staff-pass-16' };
  await shop.createStaff({ ...account, role: 'admin' });
  const signin = await request.post('/api/auth/signin', { data: account });
  expect(signin.status()).toBe(200);
  const { accessToken } = (await signin.json()) as { accessToken: string };
  const headers = { authorization: `Bearer ${accessToken}` };
  return {
    async setPrice(idTransaction: number, price: number) {
      const found = await request.get(`/api/backoffice/stock?id_transaction=${idTransaction}`, {
        headers,
      });
      expect(found.status()).toBe(200);
      const [entry] = ((await found.json()) as { items: Record<string, unknown>[] }).items;
      if (!entry) throw new Error(`no stock entry ${idTransaction}`);
      const fields = [
        'product_code',
        'product_name',
        'product_name_bn',
        'category_id',
        'color_id',
        'size_id',
        'brand_id',
        'material_id',
        'type',
        'model',
        'quantity',
        'operation_type_id',
        'image_priority_id',
        'id_transaction',
        'id_image',
        'id_product_trace',
      ];
      const multipart: Record<string, string> = { price: String(price) };
      for (const name of fields) {
        const value = entry[name];
        if (value !== null && value !== undefined) multipart[name] = String(value);
      }
      const updated = await request.put(
        '/api/producttraces/updateProductTraceImageTransactionByIDs',
        { headers, multipart },
      );
      expect(updated.status(), await updated.text()).toBe(200);
    },
  };
}

/** What an order form shows as DHAKA's shopper, in either language. */
export const SHOPPER = {
  name: 'Rahima Akter',
  address: 'House 12, Road 5, Dhanmondi, Dhaka',
  mobile: '01712345678',
};

const LABELS = {
  en: {
    name: 'Name',
    address: 'Address',
    mobile: 'Mobile',
    inside: /^Inside Dhaka/,
    place: 'Place Order',
  },
  bn: {
    name: 'নাম',
    address: 'ঠিকানা',
    mobile: 'মোবাইল',
    inside: /^ঢাকার ভিতরে/,
    place: 'অর্ডার নিশ্চিত করুন',
  },
} as const;

export function orderForm(page: Page, language: Language) {
  const l = LABELS[language];
  return {
    name: page.getByRole('textbox', { name: l.name, exact: true }),
    address: page.getByRole('textbox', { name: l.address, exact: true }),
    mobile: page.getByRole('textbox', { name: l.mobile, exact: true }),
    insideDhaka: page.getByRole('radio', { name: l.inside }),
    placeOrder: page.getByRole('button', { name: l.place }),
    async fill() {
      await this.name.fill(SHOPPER.name);
      await this.address.fill(SHOPPER.address);
      await this.mobile.fill(SHOPPER.mobile);
      await this.insideDhaka.check();
      // e2e shops take the delivery fee in advance (harness/shop-server.ts).
      await new FeePaymentForm(page, language).fill();
    },
  };
}

/** Screenshots for people to look at, kept with the run's results. */
export async function keepScreenshot(page: Page, name: string) {
  await page.screenshot({ path: `test-results/issue16/${name}.png`, fullPage: false });
}

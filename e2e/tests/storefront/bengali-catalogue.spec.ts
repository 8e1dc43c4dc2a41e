import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../../harness/fixtures';
import { FeePaymentForm, freshTrxId } from '../../pages/storefront/fee-payment';
import { TrackPage } from '../../pages/storefront/track-page';
import { WIDTHS } from './issue16-helpers';
import { textsOnScreen, type SeenText } from './visible-text';

/**
 * What may stay in Latin letters or digits on a Bengali page, and why. Any other Latin digit, or
 * any English name of the catalogue's lookups and products, fails the journey.
 */
const EXCEPTIONS = {
  brand:
    'a brand is a name, not a word: shown as its label writes it in both languages (the back-office keeps no Bengali name for brands)',
  letterSize:
    'S, M, L, XL and XXL are the codes sewn on the garment’s label, the same on a Bengali page',
  productCode:
    'a product’s code and model are identifiers printed on its tag, quoted to staff and searched in the back-office as written',
  exampleTrxId:
    'the example TrxID in its field is written as bKash’s and Nagad’s SMS writes one, which the shopper copies',
  typedTrxId: 'the TrxID the shopper typed, shown back as typed',
} as const;
type Exception = keyof typeof EXCEPTIONS;

const LETTER_SIZES = ['S', 'M', 'L', 'XL', 'XXL'];
const BENGALI_DIGITS = '০১২৩৪৫৬৭৮৯';
const bengaliDigits = (text: string) =>
  text.replace(/[0-9]/g, (d) => BENGALI_DIGITS[Number(d)] ?? d);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The name as a word of its own: "Olive" in "Olive", not in "Olivewood"; "L" not in "K2L". */
const asWord = (name: string) => new RegExp(`(^|[^A-Za-z0-9])${escape(name)}([^A-Za-z0-9]|$)`);

interface Card {
  id_product_trace: number;
  product_name: string;
  stock: number;
}
interface Detail {
  product: Card & {
    product_code: string;
    model: string | null;
    product_type: string | null;
    product_type_bn: string | null;
  };
  sizes: { size_name: string }[];
  otherColours: Card[];
  related: Card[];
}

/** The shop's catalogue as its API gives it: what must not show in English, what may. */
async function catalogue(request: APIRequestContext, base: string) {
  const get = async <T>(path: string): Promise<T> => {
    const reply = await request.get(`${base}/api${path}`);
    expect(reply.status(), path).toBe(200);
    return (await reply.json()) as T;
  };
  const names = async (path: string, field: string) =>
    (await get<Record<string, string>[]>(path)).map((row) => row[field] ?? '');
  const englishNames = new Set<string>([
    ...(await names('/categorys/getAll', 'category_name')),
    ...(await names('/colors/getAll', 'color_name')),
    ...(await names('/materials/getAll', 'material_name')),
    ...(await names('/sizes/getAll', 'size_name')).filter((s) => !LETTER_SIZES.includes(s)),
  ]);
  for (const priority of [1, 2, 3]) {
    const list = await get<{ items: Card[] }>(`/storefront/products?priority=${priority}`);
    for (const card of list.items) englishNames.add(card.product_name);
  }
  const categories =
    await get<{ id_category: number; category_name: string }[]>('/categorys/getAll');
  return {
    englishNames,
    brands: await names('/brands/getAll', 'brand_name'),
    /** The first product of a category with more than one size and other colours. */
    async productOf(category: string): Promise<Detail> {
      const id = categories.find((c) => c.category_name === category)?.id_category;
      const list = await get<{ items: Card[] }>(`/storefront/products?category=${id}`);
      for (const card of list.items.filter((c) => c.stock >= 6)) {
        const detail = await get<Detail>(`/storefront/products/${card.id_product_trace}`);
        if (detail.sizes.length > 1 && detail.otherColours.length > 0) return detail;
      }
      throw new Error(`no ${category} in several sizes and colours`);
    },
    /** Everything a product page names in English: it, its type, its colours' and cards' names. */
    learn(detail: Detail) {
      for (const card of [detail.product, ...detail.otherColours, ...detail.related])
        englishNames.add(card.product_name);
      if (detail.product.product_type && detail.product.product_type_bn)
        englishNames.add(detail.product.product_type);
    },
  };
}

/**
 * What breaks the Bengali page among the texts on screen: a Latin digit, or an English name of
 * the catalogue, once the allowed exceptions are taken out of each text.
 */
function wrongOnBengaliPage(
  seen: SeenText[],
  englishNames: Set<string>,
  allowed: Partial<Record<Exception, string[]>>,
): string[] {
  const wrong: string[] = [];
  for (const { where, text } of seen) {
    let rest = text;
    // Each exception is taken out as a whole word, with what stood beside it kept apart.
    for (const value of Object.values(allowed).flat())
      rest = rest.replace(new RegExp(asWord(value).source, 'g'), '$1 $2');
    if (/[0-9]/.test(rest)) wrong.push(`Latin digit in ${where} "${text}"`);
    for (const name of englishNames)
      if (name && asWord(name).test(rest)) wrong.push(`"${name}" in English in ${where} "${text}"`);
  }
  return wrong;
}

async function chooseBengali(page: Page, base: string) {
  await page.goto(`${base}/`);
  await page.getByRole('button', { name: 'বাংলা', exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
}

for (const width of WIDTHS) {
  test(`bn at ${width}px: home, product pages, the cart, the order and its tracking show no Latin digit and no catalogue name in English`, async ({
    page,
    request,
    startShop,
  }) => {
    // The report says what was allowed in Latin and why.
    for (const [exception, reason] of Object.entries(EXCEPTIONS))
      test.info().annotations.push({ type: `allowed in Latin: ${exception}`, description: reason });
    // A shop of its own: other journeys add products named in English only to theirs.
    const shop = await startShop();
    const base = shop.baseURL;
    const known = await catalogue(request, base);
    await page.setViewportSize({ width, height: 900 });
    await chooseBengali(page, base);
    const check = async (what: string, allowed: Parameters<typeof wrongOnBengaliPage>[2]) => {
      const wrong = wrongOnBengaliPage(await textsOnScreen(page), known.englishNames, {
        brand: known.brands,
        ...allowed,
      });
      expect(wrong, `on ${what}`).toEqual([]);
    };

    // Home: category bar, banners, best sellers, the grid and its pages, the footer's year.
    await page.goto(`${base}/`);
    await expect(page.locator('.sf-card').first()).toBeVisible();
    await expect(page.locator('.sf-footer__copyright')).toContainText(
      `© ${bengaliDigits(String(new Date().getFullYear()))}`,
    );
    await check('the home page', {});

    // Product pages: a kids' T-shirt (sizes said in years) and jeans (waist sizes are numbers).
    const kids = await known.productOf('Kids Wear');
    const jeans = await known.productOf('Jeans');
    for (const detail of [jeans, kids]) {
      known.learn(detail);
      await page.goto(`${base}/productdetails/${detail.product.id_product_trace}`);
      await expect(page.getByRole('group', { name: 'সাইজ বেছে নিন' })).toBeVisible();
      await check(`the product page of ${detail.product.product_name}`, {
        letterSize: LETTER_SIZES,
        productCode: [
          detail.product.product_code,
          ...(detail.product.model ? [detail.product.model] : []),
        ],
      });
    }
    // The kids' sizes in Bengali words and digits.
    await expect(page.getByRole('group', { name: 'সাইজ বেছে নিন' })).toContainText('বছর');

    // The cart with the kids' T-shirt: its size named in Bengali once the stock check said it.
    await page
      .getByRole('main')
      .getByRole('button', { name: 'কার্টে যোগ করুন', exact: true })
      .click();
    await page.goto(`${base}/cart`);
    const line = page.getByRole('region', { name: 'কার্ট' }).getByRole('listitem');
    await expect(line).toContainText(/সাইজ: [০-৯]+-[০-৯]+ বছর/);
    const fee = new FeePaymentForm(page, 'bn');
    await expect(fee.section).toBeVisible();
    const exampleTrxId = (await fee.trxId.getAttribute('placeholder'))?.match(/[A-Z0-9]{8,}/)?.[0];
    await check('the cart', {
      letterSize: LETTER_SIZES,
      ...(exampleTrxId && { exampleTrxId: [exampleTrxId] }),
    });

    // The order, typed as a Bengali shopper types it (Bengali digits).
    await page.getByRole('textbox', { name: 'নাম', exact: true }).fill('রহিমা আক্তার');
    await page
      .getByRole('textbox', { name: 'ঠিকানা', exact: true })
      .fill('বাড়ি ১২, রোড ৫, ধানমন্ডি, ঢাকা');
    await page.getByRole('textbox', { name: 'মোবাইল', exact: true }).fill('০১৭১২৩৪৫৬৭৮');
    await page.getByRole('radio', { name: /^ঢাকার ভিতরে/ }).check();
    const paid = await fee.fill({ paidFrom: '০১৮১২৩৪৫৬৭৮', trxId: freshTrxId() });
    await page.getByRole('button', { name: 'অর্ডার নিশ্চিত করুন' }).click();
    const confirmation = page.locator('.sf-confirmation__invoice');
    await expect(confirmation).toBeVisible();
    await check('the order confirmation', { typedTrxId: [paid.trxId] });

    // Its tracking page, the invoice number filled in from the link in Bengali digits.
    const invoice = (await confirmation.innerText()).match(/[০-৯]+/)?.[0] ?? 'no invoice number';
    await page
      .locator('.sf-confirmation__actions')
      .getByRole('link', { name: 'অর্ডার ট্র্যাক করুন' })
      .click();
    const track = new TrackPage(page, 'bn');
    await expect(track.heading).toBeVisible();
    await expect(track.invoice).toHaveValue(invoice);
    await check('the tracking page', {});
    await track.mobile.fill('০১৭১২৩৪৫৬৭৮');
    await track.submit.click();
    await expect(track.now).toBeVisible();
    await expect(track.steps.first().locator('time')).toBeVisible();
    await check('the tracked order', {});
  });
}

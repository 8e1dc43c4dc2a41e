import type { Page } from '@playwright/test';
import { expect, test } from '../../harness/fixtures';
import { ProductPage } from '../../pages/storefront/product-page';
import { LANGUAGES } from './issue16-helpers';

interface Card {
  id_product_trace: number;
  product_name: string;
  product_name_bn: string | null;
}

/** What a page tells an app it is shared in, read from its head as Facebook's crawler reads it. */
const readCard = (page: Page) =>
  page.evaluate(() => {
    const meta = (key: string) =>
      document.head
        .querySelector(`meta[property="${key}"], meta[name="${key}"]`)
        ?.getAttribute('content') ?? null;
    return {
      title: meta('og:title'),
      description: meta('og:description'),
      image: meta('og:image'),
      imageWidth: meta('og:image:width'),
      siteName: meta('og:site_name'),
      url: meta('og:url'),
      locale: meta('og:locale'),
      price: meta('product:price:amount'),
      currency: meta('product:price:currency'),
      twitterCard: meta('twitter:card'),
    };
  });

type SharedCard = Awaited<ReturnType<typeof readCard>>;

/**
 * The link preview an app draws from those tags (Facebook's and Messenger's layout: the picture
 * across the card, the site in capitals, then title and description), set as the content of a
 * page of its own. The apps fetch the picture from their servers and show their own copy (the
 * shop's pictures are not for embedding by other sites' pages): so does this card, as a data URL.
 */
async function drawPreview(page: Page, card: SharedCard, picture: string) {
  await page.setContent(`<!doctype html><html><head><style>
    body { margin: 0; padding: 40px; background: #f0f2f5; font-family: Helvetica, Arial, sans-serif; }
    article { width: 500px; background: #fff; border: 1px solid #dddfe2; border-radius: 8px; overflow: hidden; }
    img { display: block; width: 500px; height: 261px; object-fit: cover; background: #ccc; }
    .text { padding: 10px 12px; background: #f2f3f5; }
    .site { font-size: 12px; color: #606770; text-transform: uppercase; }
    h1 { margin: 3px 0; font-size: 16px; line-height: 20px; color: #1d2129; }
    p { margin: 0; font-size: 14px; line-height: 20px; color: #606770; }
  </style></head><body><article><img alt=""><div class="text"><div class="site"></div><h1></h1><p></p></div></article></body></html>`);
  await page.evaluate(
    (tags) => {
      const image = document.querySelector('img');
      if (image) image.src = tags.picture;
      const text = (selector: string, value: string | null) => {
        const element = document.querySelector(selector);
        if (element) element.textContent = value;
      };
      text('.site', tags.url ? new URL(tags.url).host : tags.siteName);
      text('h1', tags.title);
      text('p', tags.description);
    },
    { ...card, picture },
  );
  await expect(page.locator('img')).toHaveJSProperty('complete', true);
  expect(await page.locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(
    Number(card.imageWidth),
  );
}

test('a shared product link previews with its picture, name and price, in either language', async ({
  browser,
  request,
  startShop,
}) => {
  // A shop of its own: on the worker's shop the newest product may be another journey's, with a
  // picture too small for a preview (the tag then names the widest there is, as it should).
  const { baseURL } = await startShop();
  const grid = (await (
    await request.get(`${baseURL}/api/storefront/products?priority=1&page=1&pageSize=18`)
  ).json()) as { items: Card[] };
  const [product] = grid.items;
  if (!product) throw new Error('the demo shop has no product');
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    for (const language of LANGUAGES) {
      await page.goto(`/productdetails/${product.id_product_trace}?lang=${language}`);
      const card = await readCard(page);
      const name =
        language === 'bn'
          ? (product.product_name_bn ?? product.product_name)
          : product.product_name;
      expect(card.title?.startsWith(name)).toBe(true);
      expect(card.title).toMatch(language === 'bn' ? /৳\s[০-৯,]+$/ : /৳\s[\d,]+$/);
      expect(card.price).toMatch(/^\d+$/);
      expect(card.currency).toBe('BDT');
      expect(card.locale).toBe(language === 'bn' ? 'bn_BD' : 'en_US');
      expect(card.twitterCard).toBe('summary_large_image');
      expect(card.url).toBe(
        `${baseURL}/productdetails/${product.id_product_trace}?lang=${language}`,
      );
      expect(card.image).toMatch(/^https?:\/\/[^/]+\/uploads\//);
      expect(Number(card.imageWidth)).toBeGreaterThanOrEqual(600);
      const picture = await request.get(card.image ?? '');
      expect(picture.status()).toBe(200);
      expect(picture.headers()['content-type']).toMatch(/^image\//);

      const preview = await context.newPage();
      const copy = `data:${picture.headers()['content-type']};base64,${(await picture.body()).toString('base64')}`;
      await drawPreview(preview, card, copy);
      await preview.screenshot({ path: test.info().outputPath(`preview-card-${language}.png`) });
      await preview.close();
    }
  } finally {
    await context.close();
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  for (const language of LANGUAGES) {
    test(`${language}: the product page still shows its name and price where it did`, async ({
      page,
      request,
    }) => {
      const grid = (await (
        await request.get('/api/storefront/products?priority=1&page=1&pageSize=18')
      ).json()) as { items: Card[] };
      const id = grid.items[0]?.id_product_trace;
      await page.goto(`/productdetails/${id}?lang=${language}`);
      const product = new ProductPage(page);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(product.name).toBeInViewport({ ratio: 1 });
      await expect(page.locator('.sf-detail__price')).toBeInViewport({ ratio: 1 });
      // Nothing of the head's new tags is drawn: the page's body holds what it held.
      await expect(page.locator('body > meta, body > link[rel="canonical"]')).toHaveCount(0);
      await page.screenshot({ path: test.info().outputPath(`product-375-${language}.png`) });
    });
  }
});

import { sql } from 'drizzle-orm';
import { parse, type DefaultTreeAdapterMap } from 'parse5';
import { rowsOf, toInt } from '../../src/db/database';
import { drivers, shopForTests } from '../helpers/build';
import { multipart } from '../helpers/multipart';
import { ensureBuilt } from '../helpers/processes';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

/** Every element of a parsed page, in document order. */
function elements(node: Node, found: Element[] = []): Element[] {
  if ('tagName' in node) found.push(node);
  const children = 'childNodes' in node ? node.childNodes : [];
  for (const child of children) elements(child, found);
  if ('content' in node && node.content) elements(node.content, found);
  return found;
}

const attr = (element: Element, name: string) => element.attrs.find((a) => a.name === name)?.value;
const textOf = (element: Element) =>
  element.childNodes.map((child) => ('value' in child ? child.value : '')).join('');

/** What a link preview, a search engine and a reader's tab read of a page's head. */
function readHead(html: string) {
  const all = elements(parse(html));
  const headElement = all.find((element) => element.tagName === 'head');
  const inHead = headElement ? elements(headElement) : [];
  const metas = inHead.filter((element) => element.tagName === 'meta');
  const property = (name: string) =>
    metas.filter((m) => attr(m, 'property') === name).map((m) => attr(m, 'content'));
  const named = (name: string) =>
    metas.filter((m) => attr(m, 'name') === name).map((m) => attr(m, 'content'));
  const links = inHead.filter((element) => element.tagName === 'link');
  return {
    lang: all.find((element) => element.tagName === 'html')?.attrs.find((a) => a.name === 'lang')
      ?.value,
    titles: inHead.filter((element) => element.tagName === 'title').map(textOf),
    og: (name: string) => property(`og:${name}`),
    property,
    named,
    canonical: links.filter((l) => attr(l, 'rel') === 'canonical').map((l) => attr(l, 'href')),
    alternates: Object.fromEntries(
      links
        .filter((l) => attr(l, 'rel') === 'alternate')
        .map((l) => [attr(l, 'hreflang'), attr(l, 'href')]),
    ),
    jsonLd: inHead
      .filter((element) => attr(element, 'type') === 'application/ld+json')
      .map((element) => JSON.parse(textOf(element)) as { '@graph': Record<string, unknown>[] }),
    /** Scripts a browser would run: the page's own code only, never text from the catalogue. */
    runnable: all.filter(
      (element) =>
        element.tagName === 'script' &&
        !['application/json', 'application/ld+json'].includes(attr(element, 'type') ?? ''),
    ),
  };
}

// The storefront's real renderer draws these pages, in the shell's page: their builds are what is
// under test, made here when missing or stale (`npm test` runs this suite before the journeys build).
ensureBuilt(['shell', 'storefront']);

const ORIGIN = 'https://shop.example.com';
const MALICIOUS = 'Kurta "Eid" </script><script>alert(1)</script> & more';

describe.each(drivers)('what a shared product link shows, on %s', (driver) => {
  // The drawn-page cache on, as in production: the card must change with the page it is part of.
  const { t, c } = shopForTests(driver, {
    env: { PUBLIC_URL: `${ORIGIN}/`, READ_CACHE_MS: '60000' },
  });
  const pages: Record<string, number> = {};
  const traceOf = async (idTransaction: number) => {
    const [row] = rowsOf<{ id: unknown }>(
      await t.shop.db.execute(
        sql`SELECT i.product_trace_id AS id FROM transactions t JOIN images i ON i.id_image = t.image_id WHERE t.id_transaction = ${idTransaction}`,
      ),
    );
    return toInt(row?.id);
  };
  let kurta = 0;
  beforeAll(async () => {
    kurta = await c.addStock({
      product_code: 'KU-1',
      product_name: 'Cotton Kurta',
      product_name_bn: 'সুতির কুর্তা',
      price: 1250,
      quantity: 7,
    });
    pages.kurta = await traceOf(kurta);
    pages.soldOut = await traceOf(
      await c.addStock({ product_code: 'SO-1', product_name: 'Sold-out Saree', quantity: 0 }),
    );
    pages.malicious = await traceOf(
      await c.addStock({ product_code: 'XS-1', product_name: MALICIOUS, price: 999 }),
    );
  });

  const page = async (url: string, cookie?: string) => {
    const reply = await t.app.inject({
      method: 'GET',
      url,
      headers: cookie ? { cookie: `poshak_language=${cookie}` } : {},
    });
    return { reply, head: readHead(reply.body) };
  };

  it('gives a product page its own title, description, card, addresses and schema.org data, in English', async () => {
    const { reply, head } = await page(`/productdetails/${pages.kurta}`);
    expect(reply.statusCode).toBe(200);
    expect(head.lang).toBe('en');
    expect(head.titles).toEqual(['Cotton Kurta — ৳\u00a01,250 | Poshak']);
    const [description] = head.named('description');
    expect(description).toContain('Cotton Kurta for ৳\u00a01,250');
    expect(description).toContain('In stock');
    expect(head.named('description')).toHaveLength(1);

    const canonical = `${ORIGIN}/productdetails/${pages.kurta}?lang=en`;
    expect(head.canonical).toEqual([canonical]);
    expect(head.alternates).toEqual({
      en: canonical,
      bn: `${ORIGIN}/productdetails/${pages.kurta}?lang=bn`,
      'x-default': `${ORIGIN}/productdetails/${pages.kurta}`,
    });

    expect(head.og('type')).toEqual(['product']);
    expect(head.og('title')).toEqual(['Cotton Kurta — ৳\u00a01,250']);
    expect(head.og('description')).toEqual([description]);
    expect(head.og('url')).toEqual([canonical]);
    expect(head.og('site_name')).toEqual(['Poshak']);
    expect(head.og('locale')).toEqual(['en_US']);
    expect(head.og('locale:alternate')).toEqual(['bn_BD']);
    // The test pictures have 200 and 400 px renditions and an 800 px original: the card shows
    // the smallest at least 600 px wide, as an absolute address.
    const [image] = head.og('image');
    expect(image).toMatch(/^https:\/\/shop\.example\.com\/uploads\/test-\d+\.webp$/);
    expect(head.og('image:width')).toEqual(['800']);
    expect(head.og('image:height')).toEqual(['1000']);
    expect(head.property('product:price:amount')).toEqual(['1250']);
    expect(head.property('product:price:currency')).toEqual(['BDT']);
    expect(head.property('product:availability')).toEqual(['in stock']);

    expect(head.named('twitter:card')).toEqual(['summary_large_image']);
    expect(head.named('twitter:title')).toEqual(head.og('title'));
    expect(head.named('twitter:image')).toEqual([image]);

    expect(head.jsonLd).toHaveLength(1);
    const [product, trail] = head.jsonLd[0]?.['@graph'] ?? [];
    expect(product).toMatchObject({
      '@type': 'Product',
      name: 'Cotton Kurta',
      sku: 'KU-1',
      brand: { '@type': 'Brand', name: 'Padma Wear' },
      offers: {
        '@type': 'Offer',
        price: '1250',
        priceCurrency: 'BDT',
        availability: 'https://schema.org/InStock',
        url: canonical,
      },
    });
    for (const picture of product?.image as string[]) expect(picture).toMatch(/^https:\/\//);
    expect(trail).toMatchObject({ '@type': 'BreadcrumbList' });
    const crumbs = (trail?.itemListElement ?? []) as {
      position: number;
      name: string;
      item: string;
    }[];
    expect(crumbs.map((crumb) => [crumb.position, crumb.name])).toEqual([
      [1, 'Home'],
      [2, 'Shirts'],
      [3, 'Cotton Kurta'],
    ]);
    expect(crumbs[1]?.item).toBe(`${ORIGIN}/?category=${c.category('Shirts')}&lang=en`);
  });

  it('draws it in Bengali from the cookie or the address, with Bengali digits for people and Latin ones for machines', async () => {
    const fromCookie = await page(`/productdetails/${pages.kurta}`, 'bn');
    const fromAddress = await page(`/productdetails/${pages.kurta}?lang=bn`, 'en');
    // The address wins over the cookie, and the answer makes it the reader's choice from then on.
    expect(fromAddress.reply.headers['set-cookie']).toMatch(/^poshak_language=bn; Path=\/;/);
    expect(fromCookie.reply.headers['set-cookie']).toBeUndefined();
    for (const { head } of [fromCookie, fromAddress]) {
      expect(head.lang).toBe('bn');
      expect(head.titles).toEqual(['সুতির কুর্তা — ৳\u00a0১,২৫০ | Poshak']);
      expect(head.named('description')[0]).toContain('সুতির কুর্তা, দাম ৳\u00a0১,২৫০');
      expect(head.named('description')[0]).toContain('স্টকে আছে');
      expect(head.og('title')).toEqual(['সুতির কুর্তা — ৳\u00a0১,২৫০']);
      expect(head.og('locale')).toEqual(['bn_BD']);
      expect(head.og('locale:alternate')).toEqual(['en_US']);
      expect(head.canonical).toEqual([`${ORIGIN}/productdetails/${pages.kurta}?lang=bn`]);
      expect(head.property('product:price:amount')).toEqual(['1250']);
      const [product] = head.jsonLd[0]?.['@graph'] ?? [];
      expect(product).toMatchObject({ name: 'সুতির কুর্তা', offers: { price: '1250' } });
    }
  });

  it('says a sold-out product is out of stock', async () => {
    const { head } = await page(`/productdetails/${pages.soldOut}`);
    expect(head.property('product:availability')).toEqual(['out of stock']);
    const [product] = head.jsonLd[0]?.['@graph'] ?? [];
    expect(product).toMatchObject({ offers: { availability: 'https://schema.org/OutOfStock' } });
    expect(head.named('description')[0]).toContain('Out of stock');
  });

  it('keeps a name with markup in it as text: no script of it runs, the JSON-LD reads it back whole', async () => {
    const { reply, head } = await page(`/productdetails/${pages.malicious}`);
    expect(reply.statusCode).toBe(200);
    expect(reply.body).not.toContain('<script>alert(1)</script>');
    expect(head.runnable.map((script) => textOf(script))).not.toContainEqual(
      expect.stringContaining('alert(1)'),
    );
    expect(head.og('image:alt')).toEqual([MALICIOUS]);
    expect(head.titles[0]).toContain(MALICIOUS);
    const [product] = head.jsonLd[0]?.['@graph'] ?? [];
    expect(product?.name).toBe(MALICIOUS);
    const ld = reply.body.slice(reply.body.indexOf('application/ld+json'));
    expect(ld.slice(0, ld.indexOf('</script>'))).toContain('\\u003c/script\\u003e');
  });

  it('answers an unknown product 404 with no product tags', async () => {
    const { reply, head } = await page('/productdetails/999999');
    expect(reply.statusCode).toBe(404);
    expect(head.og('type')).toEqual([]);
    expect(head.property('product:price:amount')).toEqual([]);
    expect(head.jsonLd).toEqual([]);
    expect(head.canonical).toEqual([]);
    expect(head.named('robots')).toEqual(['noindex']);
  });

  it('gives the home page and a category page their own title, card and breadcrumbs', async () => {
    const home = (await page('/')).head;
    expect(home.titles).toEqual(['Poshak — clothing for every day and every celebration']);
    expect(home.og('type')).toEqual(['website']);
    expect(home.canonical).toEqual([`${ORIGIN}/?lang=en`]);
    const shirts = c.category('Shirts');
    // A sort or a price range views the category's page: its canonical address is that page.
    const category = (await page(`/?category=${shirts}&sort=price-asc`, 'bn')).head;
    expect(category.titles).toEqual(['Shirts — Poshak']);
    expect(category.og('locale')).toEqual(['bn_BD']);
    expect(category.canonical).toEqual([`${ORIGIN}/?category=${shirts}&lang=bn`]);
    const [trail] = category.jsonLd[0]?.['@graph'] ?? [];
    expect(trail).toMatchObject({ '@type': 'BreadcrumbList' });
  });

  it('shows the new price in the card once a price change through the API reaches the page', async () => {
    const before = (await page(`/productdetails/${pages.kurta}`)).head;
    expect(before.property('product:price:amount')).toEqual(['1250']);
    // Kept, so what follows shows the change emptying it, not a page drawn anyway.
    expect(t.app.readCache?.pages.peek(`page  /productdetails/${pages.kurta}`)).toBeDefined();
    const form = multipart({
      id_transaction: kurta,
      product_code: 'KU-1',
      product_name: 'Cotton Kurta',
      product_name_bn: 'সুতির কুর্তা',
      category_id: c.category('Shirts'),
      color_id: c.color('Red'),
      size_id: c.size('M'),
      brand_id: c.brand,
      material_id: c.material,
      price: 1400,
      quantity: 7,
      operation_type_id: 2,
      image_priority_id: 1,
    });
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/producttraces/updateProductTraceImageTransactionByIDs',
      payload: form.payload,
      headers: { ...form.headers, ...(await t.auth('admin')) },
    });
    expect(changed.statusCode).toBe(200);
    const after = (await page(`/productdetails/${pages.kurta}`)).head;
    expect(after.property('product:price:amount')).toEqual(['1400']);
    expect(after.og('title')).toEqual(['Cotton Kurta — ৳\u00a01,400']);
  });
});

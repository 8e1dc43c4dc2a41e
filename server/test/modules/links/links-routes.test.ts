import { SaxesParser } from 'saxes';
import linksRoutes from '../../../src/modules/links/links-routes';
import { build, drivers, shopForTests } from '../../helpers/build';

interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  text: string;
  children: XmlElement[];
}

/** A strict, namespace-aware XML parse: a sitemap a crawler would refuse throws here. */
function parseXml(text: string): XmlElement {
  const parser = new SaxesParser({ xmlns: true });
  const root: XmlElement = { name: '', attributes: {}, text: '', children: [] };
  const open: XmlElement[] = [root];
  parser.on('opentag', (tag) => {
    const element: XmlElement = {
      name: `${tag.uri} ${tag.local}`,
      attributes: Object.fromEntries(
        Object.values(tag.attributes).map((a) => [a.local, a.value] as const),
      ),
      text: '',
      children: [],
    };
    open[open.length - 1]?.children.push(element);
    open.push(element);
  });
  parser.on('text', (value) => {
    const current = open[open.length - 1];
    if (current) current.text += value;
  });
  parser.on('closetag', () => open.pop());
  parser.write(text).close();
  const [document] = root.children;
  if (!document) throw new Error('no root element');
  return document;
}

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';
const ORIGIN = 'https://shop.example.com';

/** Each `<url>`: its address and its alternates by language. */
function urlsOf(xml: string) {
  const set = parseXml(xml);
  expect(set.name).toBe(`${SITEMAP_NS} urlset`);
  return set.children.map((url) => {
    expect(url.name).toBe(`${SITEMAP_NS} url`);
    const loc = url.children.find((child) => child.name === `${SITEMAP_NS} loc`)?.text ?? '';
    const alternates = Object.fromEntries(
      url.children
        .filter((child) => child.name === `${XHTML_NS} link`)
        .map((link) => {
          expect(link.attributes.rel).toBe('alternate');
          return [link.attributes.hreflang, link.attributes.href];
        }),
    );
    return { loc, alternates };
  });
}

describe.each(drivers)('sitemap.xml and robots.txt on %s', (driver) => {
  const { t, c } = shopForTests(driver, {
    env: { PUBLIC_URL: ORIGIN },
    // The same routes with two products a file: a large shop's sitemap index, on a small one.
    extend: (app) => void app.register(linksRoutes, { prefix: '/small', productsPerSitemap: 2 }),
  });
  const traces: number[] = [];
  beforeAll(async () => {
    for (const [i, quantity] of [5, 0, 3, 8].entries()) {
      await c.addStock({
        product_code: `SM-${i}`,
        product_name: `Sitemap shirt ${i} & co`,
        quantity,
        ...(i === 3 ? { category_id: c.category('Saree') } : {}),
      });
    }
    const reply = await t.app.inject({ method: 'GET', url: '/api/storefront/products' });
    for (const card of (reply.json() as { items: { id_product_trace: number; stock: number }[] })
      .items) {
      if (card.stock > 0) traces.push(card.id_product_trace);
    }
    traces.sort((a, b) => a - b);
  });

  it('lists the home page, each category with products and every product in stock, in both languages', async () => {
    const reply = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('application/xml; charset=utf-8');
    const urls = urlsOf(reply.body);
    for (const { loc, alternates } of urls) {
      expect(loc).toMatch(/^https:\/\/shop\.example\.com\//);
      // Each address is one of its own alternates, beside the other language and the default.
      expect(Object.keys(alternates).sort()).toEqual(['bn', 'en', 'x-default']);
      expect(Object.values(alternates)).toContain(loc);
      for (const href of Object.values(alternates)) expect(href).toMatch(/^https:\/\//);
    }
    const locs = urls.map((url) => url.loc);
    expect(locs).toEqual(
      expect.arrayContaining([
        `${ORIGIN}/?lang=en`,
        `${ORIGIN}/?lang=bn`,
        `${ORIGIN}/?category=${c.category('Shirts')}&lang=en`,
        `${ORIGIN}/?category=${c.category('Saree')}&lang=bn`,
      ]),
    );
    // A category without a product has no page worth listing.
    expect(locs.some((loc) => loc.includes(`category=${c.category('Jeans')}&`))).toBe(false);
    const products = locs.filter((loc) => loc.includes('/productdetails/'));
    expect(products).toEqual(
      traces.flatMap((id) => [
        `${ORIGIN}/productdetails/${id}?lang=en`,
        `${ORIGIN}/productdetails/${id}?lang=bn`,
      ]),
    );
    expect(traces).toHaveLength(3);
    const first = urls.find((url) => url.loc === products[0]);
    expect(first?.alternates).toEqual({
      en: `${ORIGIN}/productdetails/${traces[0]}?lang=en`,
      bn: `${ORIGIN}/productdetails/${traces[0]}?lang=bn`,
      'x-default': `${ORIGIN}/productdetails/${traces[0]}`,
    });
  });

  it('splits a large catalogue into files listed by a sitemap index', async () => {
    const index = parseXml((await t.app.inject({ method: 'GET', url: '/small/sitemap.xml' })).body);
    expect(index.name).toBe(`${SITEMAP_NS} sitemapindex`);
    const files = index.children.map((sitemap) => sitemap.children[0]?.text ?? '');
    expect(files).toEqual([
      `${ORIGIN}/small/sitemap.xml?page=1`,
      `${ORIGIN}/small/sitemap.xml?page=2`,
    ]);
    const listed: string[] = [];
    for (const file of files) {
      const reply = await t.app.inject({ method: 'GET', url: file.slice(ORIGIN.length) });
      expect(reply.statusCode).toBe(200);
      listed.push(...urlsOf(reply.body).map((url) => url.loc));
    }
    expect(listed.filter((loc) => loc.includes('/productdetails/') && loc.endsWith('en'))).toEqual(
      traces.map((id) => `${ORIGIN}/productdetails/${id}?lang=en`),
    );
    expect(
      (await t.app.inject({ method: 'GET', url: '/small/sitemap.xml?page=3' })).statusCode,
    ).toBe(404);
  });

  it('lets crawlers read the storefront, not the back-office or the API, and points them at the sitemap', async () => {
    const reply = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = reply.body.split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Allow: /',
        'Disallow: /admin',
        'Disallow: /api/',
        `Sitemap: ${ORIGIN}/sitemap.xml`,
      ]),
    );
  });

  it('takes the origin from the request when no PUBLIC_URL is set, believing forwarded headers only from trusted proxies', async () => {
    const other = await build(driver, {
      env: { TRUST_PROXY: '127.0.0.1' },
    });
    try {
      const ask = (headers: Record<string, string>, remoteAddress = '127.0.0.1') =>
        other.app.inject({ method: 'GET', url: '/robots.txt', headers, remoteAddress });
      expect((await ask({ host: 'shop.test:4444' })).body).toContain(
        'Sitemap: http://shop.test:4444/sitemap.xml',
      );
      expect(
        (
          await ask({
            host: 'internal:4444',
            'x-forwarded-host': 'poshak.com.bd',
            'x-forwarded-proto': 'https',
          })
        ).body,
      ).toContain('Sitemap: https://poshak.com.bd/sitemap.xml');
      // From anyone else, the forwarded headers are the caller's words, not the proxy's.
      expect(
        (
          await ask(
            { host: 'shop.test', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
            '203.0.113.9',
          )
        ).body,
      ).toContain('Sitemap: http://shop.test/sitemap.xml');
    } finally {
      await other.close();
    }
  });
});

import { QueryClient } from '@tanstack/react-query';
import { queryKeys, type ProductCard, type ProductList } from '@poshak/shared-api';
import type { ApiReply, PageRenderer, PageRequest, RenderedPage } from '@poshak/shared-api/page';
import { adoptServerState } from '../app/server-state';
import { productCard, productDetail, shopConfig } from '../testing/fixtures';
import { createPageRenderer } from './render-page';

const list = (items: ProductCard[]): ProductList => ({
  items,
  page: 1,
  pageSize: 18,
  total: items.length,
});

const banner = productCard(1, { product_name: 'Eid banner' });
const bestSeller = productCard(2, { product_name: 'Best selling kurti' });
const collection = [productCard(3, { product_name: 'Linen shirt' }), productCard(4)];

/** The shop's API as the server answers it in-process, with a log of what the render asked. */
function serverApi(overrides: Record<string, ApiReply> = {}) {
  const asked: string[] = [];
  const json = (body: unknown): ApiReply => ({ status: 200, body: JSON.stringify(body) });
  const replies: Record<string, ApiReply> = {
    '/api/config': json(shopConfig),
    '/api/categorys/getAll': json([
      { id_category: 1, category_name: 'Panjabi' },
      { id_category: 2, category_name: 'Saree' },
    ]),
    '/api/storefront/products?priority=3&page=1&pageSize=18': json(list([banner])),
    '/api/storefront/products?priority=2&page=1&pageSize=18': json(list([bestSeller])),
    '/api/storefront/products?priority=1&page=1&pageSize=18': json(list(collection)),
    '/api/storefront/products/205': json(
      productDetail(5, { product_name: 'Handloom saree', id_product_trace: 205 }),
    ),
    ...overrides,
  };
  return {
    asked,
    api: async (url: string): Promise<ApiReply> => {
      asked.push(url);
      return replies[url] ?? { status: 404, body: '{"statusCode":404,"message":"not found"}' };
    },
  };
}

/** A page the storefront draws (the test fails if it declines to). */
async function drawn(renderer: PageRenderer, request: PageRequest): Promise<RenderedPage> {
  const page = await renderer.render(request);
  if (!page) throw new Error(`${request.url} was not drawn`);
  return page;
}

/** The JSON inside the page's state tag. */
function stateOf(tail: string): { queries: { queryKey: unknown[] }[] } {
  const json = tail.match(
    /<script id="poshak-storefront-state" type="application\/json">(.*)<\/script>/,
  )?.[1];
  return JSON.parse(json ?? 'null') as { queries: { queryKey: unknown[] }[] };
}

describe('the storefront drawn on the server', () => {
  it('draws the home page from the data it reads, and hands that data to the browser', async () => {
    const { api, asked } = serverApi();
    const { root, tail, lang } = await drawn(createPageRenderer({ api }), { url: '/' });
    expect(lang).toBe('en');
    for (const text of ['Eid banner', 'Best selling kurti', 'Linen shirt', 'Panjabi', 'Saree'])
      expect(root).toContain(text);
    expect(root).toContain('Collection of this week');
    expect(root).not.toContain('data-testid="products-loading"');
    expect(asked.sort()).toEqual([
      '/api/categorys/getAll',
      '/api/config',
      '/api/storefront/products?priority=1&page=1&pageSize=18',
      '/api/storefront/products?priority=2&page=1&pageSize=18',
      '/api/storefront/products?priority=3&page=1&pageSize=18',
    ]);
    const keys = stateOf(tail).queries.map((q) => JSON.stringify(q.queryKey));
    expect(keys).toContain(JSON.stringify(queryKeys.config));
    expect(keys).toContain(JSON.stringify(queryKeys.lookups.list('category')));
    expect(keys).toHaveLength(5);
  });

  it('draws a search from the URL without the best sellers, and a product page', async () => {
    const { api, asked } = serverApi({
      '/api/storefront/products?priority=1&page=2&pageSize=18&q=linen': {
        status: 200,
        body: JSON.stringify(list(collection.slice(0, 1))),
      },
    });
    const renderer = createPageRenderer({ api });
    const search = await drawn(renderer, { url: '/?q=linen&page=2' });
    expect(search.root).toContain('Results for');
    expect(search.root).toContain('Linen shirt');
    expect(asked).not.toContain('/api/storefront/products?priority=2&page=1&pageSize=18');

    const product = await drawn(renderer, { url: '/productdetails/205' });
    expect(product.root).toContain('Handloom saree');
    expect(asked).toContain('/api/storefront/products/205');
  });

  it('draws a product that does not exist as "not available" with status 404, the same page the browser will draw', async () => {
    const renderer = createPageRenderer(serverApi());
    const missing = await drawn(renderer, { url: '/productdetails/999' });
    expect(missing.status).toBe(404);
    expect(missing.root).toContain('This product is not available any more.');
    expect(missing.root).not.toContain('data-testid="product-loading"');
    // The answer travels with the page: the browser does not ask again, nor draw a skeleton.
    const keys = stateOf(missing.tail).queries.map((q) => JSON.stringify(q.queryKey));
    expect(keys).toContain(JSON.stringify(queryKeys.products.detail(999)));
    expect((await drawn(renderer, { url: '/productdetails/205' })).status).toBeUndefined();
  });

  it("speaks the reader's language, which the cookie carries", async () => {
    const page = await drawn(createPageRenderer(serverApi()), {
      url: '/',
      cookie: 'other=1; poshak_language=bn',
    });
    expect(page.lang).toBe('bn');
    expect(page.root).toContain('এই সপ্তাহের কালেকশন');
  });

  it("draws the cart around its lines, which only the shopper's browser knows", async () => {
    for (const url of ['/cart', '/checkout/7']) {
      const page = await drawn(createPageRenderer(serverApi()), { url });
      expect(page.root).toContain('<h1 class="sf-page-title">Cart</h1>');
      // Neither "empty" nor anyone's lines: their place, until the browser reads them.
      expect(page.root).toContain('aria-busy="true"');
      expect(page.root).not.toContain('There are no items in this cart');
    }
  });

  it('draws the tracking form, filled from the address, with the styles of its antd parts', async () => {
    const page = await drawn(createPageRenderer(serverApi()), {
      url: '/track?invoice=42',
      cookie: 'poshak_language=bn',
    });
    expect(page.root).toContain('<h1 class="sf-page-title">অর্ডার ট্র্যাক করুন</h1>');
    expect(page.root).toMatch(/<input[^>]*value="৪২"|<input[^>]*value="42"/);
    expect(page.root).toContain('ant-btn');
    // antd's rules for those parts travel in the page's head, not after its first paint.
    expect(page.head).toMatch(/<style[^>]*>[^<]*\.ant-btn/);
    // A page without antd's parts carries none of its rules.
    const home = await drawn(createPageRenderer(serverApi()), { url: '/' });
    expect(home.head ?? '').not.toContain('.ant-btn');
  });

  it('draws what it can when a read fails; the browser loads that part itself', async () => {
    const { api } = serverApi({
      '/api/storefront/products?priority=2&page=1&pageSize=18': { status: 500, body: '{}' },
    });
    const page = await drawn(createPageRenderer({ api }), { url: '/' });
    expect(page.root).toContain('Linen shirt');
    expect(page.root).not.toContain('Best selling kurti');
    const keys = stateOf(page.tail).queries.map((q) => JSON.stringify(q.queryKey));
    expect(keys).not.toContain(
      JSON.stringify(queryKeys.products.list({ priority: 2, page: 1, pageSize: 18 })),
    );
  });

  it('keeps a hostile product name from ending the state tag', async () => {
    const hostile = '</script><script>alert(1)</script>';
    const { api } = serverApi({
      '/api/storefront/products?priority=1&page=1&pageSize=18': {
        status: 200,
        body: JSON.stringify(list([productCard(9, { product_name: hostile })])),
      },
    });
    const page = await drawn(createPageRenderer({ api }), { url: '/' });
    expect(page.tail.match(/<\/script>/g)).toHaveLength(1);
    expect(page.root).not.toContain('<script>');

    // The browser reads the same data back, name intact.
    document.body.innerHTML = page.tail;
    const client = new QueryClient();
    adoptServerState(client);
    const grid = client.getQueryData<ProductList>(
      queryKeys.products.list({ priority: 1, page: 1, pageSize: 18 }),
    );
    expect(grid?.items[0]?.product_name).toBe(hostile);
    expect(document.getElementById('poshak-storefront-state')).toBeNull();
  });

  it('draws a page again only when its data changed', async () => {
    const replies: Record<string, ApiReply> = {};
    const { api } = serverApi();
    const renderer = createPageRenderer({
      api: async (url) => replies[url] ?? api(url),
    });
    const first = await drawn(renderer, { url: '/' });
    expect(await drawn(renderer, { url: '/' })).toBe(first);
    // Another language is another page.
    expect(await drawn(renderer, { url: '/', cookie: 'poshak_language=bn' })).not.toBe(first);
    // A staff member renames a product: the next visit sees it.
    replies['/api/storefront/products?priority=1&page=1&pageSize=18'] = {
      status: 200,
      body: JSON.stringify(list([productCard(3, { product_name: 'Linen shirt, renamed' })])),
    };
    const changed = await drawn(renderer, { url: '/' });
    expect(changed).not.toBe(first);
    expect(changed.root).toContain('Linen shirt, renamed');
  });

  it('leaves pages to the browser when too many wait to be drawn', async () => {
    const { api } = serverApi();
    let open = () => {};
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    const renderer = createPageRenderer({
      api: async (url) => {
        await gate;
        return api(url);
      },
    });
    const pages = Array.from({ length: 12 }, (_, n) => renderer.render({ url: `/?page=${n + 1}` }));
    open();
    const results = await Promise.all(pages);
    expect(results.filter((page) => page !== null)).toHaveLength(8);
    // Once the burst is over, pages are drawn again.
    expect(await renderer.render({ url: '/' })).not.toBeNull();
  });
});

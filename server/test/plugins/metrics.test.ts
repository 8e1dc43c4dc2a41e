import { createServer } from 'node:net';
import { build, drivers, type TestShop } from '../helpers/build';
import { makeCatalogue } from '../helpers/catalogue';

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/** The value of one series in Prometheus' text format (0 when absent). */
const valueOf = (text: string, series: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
};

describe.each(drivers)('Prometheus metrics on %s', (driver) => {
  let t: TestShop;
  let port: number;
  beforeAll(async () => {
    port = await freePort();
    t = await build(driver, { env: { METRICS_PORT: String(port), READ_CACHE_MS: '60000' } });
  });
  afterAll(() => t.close());

  const scrape = async () => {
    const reply = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toContain('text/plain');
    return reply.text();
  };

  it('counts requests by route and status, the read cache, orders placed and refused, and the process', async () => {
    const before = await scrape();
    const c = await makeCatalogue(t.shop.db);
    const id = await c.addStock({ product_code: 'M-1', product_name: 'Metric Kurta', quantity: 1 });
    const grid = '/api/storefront/products?page=1&pageSize=18';
    for (let i = 0; i < 3; i++) await t.app.inject({ method: 'GET', url: grid });
    const order = (quantity: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/orders',
        payload: {
          customer_name: 'Metric',
          customer_address: 'Dhaka',
          customer_phone: '01712345678',
          shipping_id: 1,
          lines: [{ id_transaction: id, quantity }],
        },
      });
    expect((await order(1)).statusCode).toBe(200);
    expect((await order(1)).statusCode).toBe(409);
    await t.app.inject({ method: 'GET', url: '/api/storefront/products/123456' });

    const text = await scrape();
    const route = (r: string, status: number) =>
      valueOf(
        text,
        `poshak_http_request_duration_seconds_count{method="GET",route="${r}",status="${status}"}`,
      );
    expect(route('/api/storefront/products', 200)).toBe(3);
    // One series per route pattern, whatever id was asked for.
    expect(route('/api/storefront/products/:id', 404)).toBe(1);
    // Built from the database: the grid once, and the unknown product (a 404 is not kept).
    expect(valueOf(text, 'poshak_read_cache_misses_total')).toBe(2);
    expect(valueOf(text, 'poshak_read_cache_hits_total')).toBe(2);
    // The placed order emptied the pages of its entries once, not the whole catalogue (the
    // refused one changed nothing).
    const stock = 'poshak_read_cache_invalidations_total{tag="stock"}';
    const catalogue = 'poshak_read_cache_invalidations_total{tag="catalogue"}';
    expect(valueOf(text, stock) - valueOf(before, stock)).toBe(1);
    expect(valueOf(text, catalogue) - valueOf(before, catalogue)).toBe(0);
    expect(valueOf(text, 'poshak_orders_total{outcome="placed"}')).toBe(1);
    expect(valueOf(text, 'poshak_orders_total{outcome="409"}')).toBe(1);
    expect(text).toContain('poshak_process_resident_memory_bytes');
    expect(text).toContain('poshak_nodejs_eventloop_lag_seconds');
    expect(text).toContain('poshak_db_pool_connections');
  });

  it('are not served on the shop’s own port', async () => {
    for (const url of ['/metrics', '/api/metrics']) {
      const reply = await t.app.inject({ method: 'GET', url });
      expect(reply.body).not.toContain('poshak_http_request_duration_seconds');
    }
  });
});

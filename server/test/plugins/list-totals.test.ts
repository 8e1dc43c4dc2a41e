import type { FastifyInstance } from 'fastify';
import { STOCK_FEW_LEFT } from '@poshak/shared-api/schemas';
import { keptListTotals } from '../../src/plugins/list-totals';
import { drivers, shopForTests } from '../helpers/build';
import { placeOrder } from '../helpers/orders';

interface ListReply {
  total: number;
  items: { id_transaction: number; stock: number }[];
}

const list = async (app: FastifyInstance, url: string) => {
  const reply = await app.inject({ method: 'GET', url });
  expect(reply.statusCode).toBe(200);
  return reply.json() as ListReply;
};

describe.each(drivers)('list totals kept between orders on %s', (driver) => {
  const { t, c } = shopForTests(driver, {
    configure: (config) => ({ ...config, readCacheMs: 60_000 }),
  });

  it('an order that leaves only a few units empties a searched page, whose rebuild reads its cards again but not its total, until the catalogue changes', async () => {
    const saree = (k: number) =>
      c.addStock({ product_code: `LT-${k}`, product_name: `Tangail Saree ${k}`, price: 2200 });
    const sold = await saree(1);
    await saree(2);
    const url = '/api/storefront/products?priority=1&page=1&pageSize=18&q=Tangail';
    const first = await list(t.app, url);
    expect(first.total).toBe(2);
    const stockBefore = first.items.find((card) => card.id_transaction === sold)?.stock ?? 0;

    // Written behind the API's back, so nothing is told: only a total counted again would see it.
    await saree(3);
    const order = await placeOrder(t.app, {
      customer_name: 'Shirin Sultana',
      customer_address: 'Zindabazar, Sylhet',
      customer_phone: '01912345678',
      shipping_id: 2,
      lines: [{ id_transaction: sold, quantity: stockBefore - STOCK_FEW_LEFT }],
    });
    expect(order.statusCode).toBe(200);
    expect(t.app.readCache?.pages.peek(`public ${url}`)).toBeUndefined();
    const afterOrder = await list(t.app, url);
    expect(afterOrder.items.find((card) => card.id_transaction === sold)?.stock).toBe(
      STOCK_FEW_LEFT,
    );
    expect(afterOrder.total).toBe(2);
    // Another page of the same search shares its total.
    expect((await list(t.app, url.replace('page=1', 'page=2'))).total).toBe(2);

    const write = await t.app.inject({
      method: 'POST',
      url: '/api/categorys/post?category_name=Jamdani',
      headers: await t.auth('admin'),
    });
    expect(write.statusCode).toBe(200);
    expect((await list(t.app, url)).total).toBe(3);
  });
});

describe('keptListTotals', () => {
  const bus = (trusted = true) => {
    let generation = 0;
    return {
      trusted: () => trusted,
      generation: () => String(generation),
      changed: () => {
        generation += 1;
      },
    };
  };

  it('counts again a total whose count overlapped a catalogue change', async () => {
    const b = bus();
    const totals = keptListTotals(b);
    let counts = 0;
    // The catalogue changes while this count runs: what it found may already be old.
    await totals('q', async () => {
      counts += 1;
      b.changed();
      return 7;
    });
    expect(await totals('q', async () => ++counts && 8)).toBe(8);
    expect(await totals('q', async () => ++counts && 9)).toBe(8);
    expect(counts).toBe(2);
  });

  it('keeps nothing while the other instances’ changes may be missed', async () => {
    const totals = keptListTotals(bus(false));
    let counts = 0;
    await totals('q', async () => ++counts);
    expect(await totals('q', async () => ++counts)).toBe(2);
  });
});

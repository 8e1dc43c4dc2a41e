import { drivers, shopForTests } from '../../helpers/build';

describe.each(drivers)('GET /transactionsRouter/getAll on %s', (driver) => {
  const { t, c } = shopForTests(driver);
  let stockId: number;
  beforeAll(async () => {
    stockId = await c.addStock({ product_code: 'G-1', product_name: 'Jamdani Saree', price: 4200 });
    await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: {
        customer_name: 'Private Person',
        customer_address: 'Secret Lane, Dhaka',
        customer_phone: '01612345678',
        shipping_id: 1,
        lines: [{ id_transaction: stockId, quantity: 2 }],
      },
    });
  });

  it('returns stock entries with the nested objects the old storefront reads', async () => {
    const reply = await t.app.inject({ method: 'GET', url: '/api/transactionsRouter/getAll' });
    expect(reply.statusCode).toBe(200);
    const rows = reply.json();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: stockId,
      id_transaction: stockId,
      operation_type_id: 2,
      price: 4200,
      quantity: 8,
      Image: {
        image_url: expect.stringMatching(/^\/uploads\//),
        ImagePriority: { id_image_priority: 1, priority: 'Collection' },
        ProductTrace: {
          product_name: 'Jamdani Saree',
          product_code: 'G-1',
          Category: { category_name: 'Shirts' },
          Color: { color_name: 'Red' },
          Size: { size_name: 'M' },
          Material: { material_name: 'Cotton' },
        },
      },
      Brand: { brand_name: 'Padma Wear' },
      Customer: null,
      OperationType: { id_operation_type: 2, operation_name: 'Product Listing' },
    });
  });

  it('shows order lines with their customer and status only to signed-in staff', async () => {
    const reply = await t.app.inject({
      method: 'GET',
      url: '/api/transactionsRouter/getAll',
      headers: await t.auth('moderator'),
    });
    const sale = (reply.json() as { operation_type_id: number }[]).find(
      (r) => r.operation_type_id === 1,
    );
    expect(sale).toMatchObject({
      quantity: 2,
      price: 4200,
      invoice_no: 1,
      order_status_id: 1,
      Customer: { customer_name: 'Private Person', customer_address: 'Secret Lane, Dhaka' },
      OrderStatus: { order_status_name: 'Pending' },
      OperationType: { operation_name: 'Sale' },
    });
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/transactionsRouter/getAll' });
    expect(anonymous.body).not.toContain('Secret Lane');
  });

  it('builds the list once for callers who arrive together, and revalidates with its ETag', async () => {
    const replies = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.app.inject({ method: 'GET', url: '/api/transactionsRouter/getAll' }),
      ),
    );
    expect(replies.every((r) => r.statusCode === 200)).toBe(true);
    expect(new Set(replies.map((r) => r.headers.etag)).size).toBe(1);
    expect(replies[0]?.headers['content-type']).toContain('application/json');
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/transactionsRouter/getAll',
      headers: { 'if-none-match': replies[0]?.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });
});

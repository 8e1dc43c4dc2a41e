import { build, drivers, type TestShop } from '../../helpers/build';
import { makeCatalogue } from '../../helpers/catalogue';

describe.each(drivers)('customers on %s', (driver) => {
  let t: TestShop;
  beforeAll(async () => {
    t = await build(driver);
  });
  afterAll(() => t.close());

  const call = async (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    role: 'admin' | 'seller' | 'moderator' | null = 'seller',
  ) =>
    t.app.inject({
      method,
      url: `/api/customers/${url}`,
      headers: {
        ...(role ? await t.auth(role) : {}),
        // What axios sends for a POST/PUT whose data is null.
        ...(method === 'POST' || method === 'PUT'
          ? { 'content-type': 'application/x-www-form-urlencoded' }
          : {}),
      },
    });

  it('adds, edits, lists and deletes customers from the back-office query form', async () => {
    const created = await call('POST', 'post?customer_name=Salma&customer_phone=01711111111');
    expect(created.statusCode).toBe(200);
    const customer = created.json();
    expect(customer).toEqual({
      id_customer: expect.any(Number),
      customer_name: 'Salma',
      customer_address: '',
      customer_phone: '01711111111',
      shipping_id: null,
    });
    const edited = await call(
      'PUT',
      `updateByID?id_customer=${customer.id_customer}&customer_name=Salma%20Begum&customer_address=Banani&customer_phone=01711111111`,
    );
    expect(edited.json()).toMatchObject({
      customer_name: 'Salma Begum',
      customer_address: 'Banani',
    });
    const all = await call('GET', 'getAll', 'moderator');
    expect(all.json()).toContainEqual(expect.objectContaining({ customer_name: 'Salma Begum' }));
    expect(
      (await call('DELETE', `deleteByID?id_customer=${customer.id_customer}`)).statusCode,
    ).toBe(200);
    expect(
      (await call('DELETE', `deleteByID?id_customer=${customer.id_customer}`)).statusCode,
    ).toBe(404);
  });

  it('refuses a customer only when name, phone and address are all empty', async () => {
    const empty = await call('POST', 'post?customer_name=&customer_phone=');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('customer_name');
    const phoneOnly = await call('POST', 'post?customer_phone=01800000000');
    expect(phoneOnly.statusCode).toBe(200);
    const editEmpty = await call(
      'PUT',
      `updateByID?id_customer=${phoneOnly.json().id_customer}&customer_phone=`,
    );
    expect(editEmpty.statusCode).toBe(400);
    expect((await call('PUT', 'updateByID?customer_name=X')).statusCode).toBe(400);
    expect((await call('PUT', 'updateByID?id_customer=999999&customer_name=X')).statusCode).toBe(
      404,
    );
  });

  it('takes a phone only in the storefront’s Bangladeshi-number rule, and says which field is wrong', async () => {
    for (const wrong of ['abc', '12345', '0171111111']) {
      const reply = await call('POST', `post?customer_name=Rina&customer_phone=${wrong}`);
      expect(reply.statusCode).toBe(400);
      expect(reply.json().message).toContain('customer_phone');
    }
    const created = await call('POST', 'post?customer_name=Rina&customer_phone=%2B8801911111111');
    expect(created.statusCode).toBe(200);
    const edited = await call(
      'PUT',
      `updateByID?id_customer=${created.json().id_customer}&customer_name=Rina&customer_phone=abc`,
    );
    expect(edited.statusCode).toBe(400);
    expect(edited.json().message).toContain('customer_phone');
  });

  it('takes the old storefront JSON body without a token, all four fields required', async () => {
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/customers/post',
      payload: {
        customer_name: 'Anon Shopper',
        customer_address: 'Khulna',
        customer_phone: '01555555555',
        shipping_id: 2,
      },
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({ customer_name: 'Anon Shopper', shipping_id: 2 });
    const incomplete = await t.app.inject({
      method: 'POST',
      url: '/api/customers/post',
      payload: { customer_name: 'Anon' },
    });
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json().message).toContain('customer_address');
  });

  it('keeps the back-office forms for staff: 401 without a token, 403 for a moderator', async () => {
    expect((await call('POST', 'post?customer_name=X', null)).statusCode).toBe(401);
    expect((await call('POST', 'post?customer_name=X', 'moderator')).statusCode).toBe(403);
    expect(
      (await call('PUT', 'updateByID?id_customer=1&customer_name=X', 'moderator')).statusCode,
    ).toBe(403);
    expect((await call('DELETE', 'deleteByID?id_customer=1', null)).statusCode).toBe(401);
    expect((await call('GET', 'getAll', null)).statusCode).toBe(401);
  });

  it('refuses (409) to delete a customer whose orders need them', async () => {
    const c = await makeCatalogue(t.shop.db);
    const item = await c.addStock({ product_code: 'C-1', product_name: 'Lungi' });
    const order = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: {
        customer_name: 'Loyal Buyer',
        customer_address: 'Sylhet',
        customer_phone: '01312345678',
        shipping_id: 2,
        lines: [{ id_transaction: item, quantity: 1 }],
      },
    });
    const reply = await call('DELETE', `deleteByID?id_customer=${order.json().id_customer}`);
    expect(reply.statusCode).toBe(409);
    expect(reply.json().message).toContain('in use');
  });
});

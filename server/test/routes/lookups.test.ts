import { LOOKUP_KINDS, lookupKinds } from '@poshak/shared-api/schemas';
import { build, drivers, type TestShop } from '../helpers/build';

describe.each(drivers)('lookup lists on %s', (driver) => {
  let t: TestShop;
  beforeAll(async () => {
    t = await build(driver);
  });
  afterAll(() => t.close());

  it('a category gets a Bengali name, keeps it through a rename, and loses it when sent empty', async () => {
    const headers = await t.auth('seller');
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/categorys/post?category_name=Lungi&category_name_bn=${encodeURIComponent('লুঙ্গি')}`,
      headers,
    });
    expect(created.json()).toMatchObject({ category_name: 'Lungi', category_name_bn: 'লুঙ্গি' });
    const id = created.json().id_category as number;
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/categorys/updateByID?id_category=${id}&category_name=Lungis`,
      headers,
    });
    expect(renamed.json()).toMatchObject({ category_name: 'Lungis', category_name_bn: 'লুঙ্গি' });
    const cleared = await t.app.inject({
      method: 'PUT',
      url: `/api/categorys/updateByID?id_category=${id}&category_name=Lungis&category_name_bn=`,
      headers,
    });
    expect(cleared.json()).toMatchObject({ category_name_bn: null });
    const tooLong = await t.app.inject({
      method: 'POST',
      url: `/api/categorys/post?category_name=Gamchha&category_name_bn=${'ক'.repeat(61)}`,
      headers,
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toContain('category_name_bn');
  });

  describe.each(lookupKinds)('%s', (kind) => {
    const { path, idField, nameField } = LOOKUP_KINDS[kind];
    // Categories carry a Bengali name too (null until staff give one).
    const bn = kind === 'category' ? { category_name_bn: null } : {};

    it('adds, renames, lists and deletes with the spec field names', async () => {
      const headers = await t.auth('seller');
      const created = await t.app.inject({
        method: 'POST',
        url: `/api/${path}/post?${nameField}=Summer%20${kind}`,
        headers,
      });
      expect(created.statusCode).toBe(200);
      const row = created.json();
      expect(row).toEqual({
        [idField]: expect.any(Number),
        [nameField]: `Summer ${kind}`,
        ...bn,
      });

      const renamed = await t.app.inject({
        method: 'PUT',
        url: `/api/${path}/updateByID?${idField}=${row[idField]}&${nameField}=Winter`,
        headers,
      });
      expect(renamed.json()).toEqual({ [idField]: row[idField], [nameField]: 'Winter', ...bn });

      const list = await t.app.inject({ method: 'GET', url: `/api/${path}/getAll` });
      expect(list.statusCode).toBe(200);
      expect(list.json()).toContainEqual({
        [idField]: row[idField],
        [nameField]: 'Winter',
        ...bn,
      });

      const deleted = await t.app.inject({
        method: 'DELETE',
        url: `/api/${path}/deleteByID?${idField}=${row[idField]}`,
        headers,
      });
      expect(deleted.statusCode).toBe(200);
      const after = await t.app.inject({ method: 'GET', url: `/api/${path}/getAll` });
      expect(after.json()).not.toContainEqual(expect.objectContaining({ [idField]: row[idField] }));
    });

    it('refuses an empty name, naming the field', async () => {
      const reply = await t.app.inject({
        method: 'POST',
        url: `/api/${path}/post?${nameField}=%20%20`,
        headers: await t.auth('admin'),
      });
      expect(reply.statusCode).toBe(400);
      expect(reply.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
      expect(reply.json().message).toContain(nameField);
    });

    it('answers 409 to a name that exists in another letter case', async () => {
      const headers = await t.auth('admin');
      const first = await t.app.inject({
        method: 'POST',
        url: `/api/${path}/post?${nameField}=Twice`,
        headers,
      });
      expect(first.statusCode).toBe(200);
      const second = await t.app.inject({
        method: 'POST',
        url: `/api/${path}/post?${nameField}=TWICE`,
        headers,
      });
      expect(second.statusCode).toBe(409);
      expect(second.json().message).toContain(nameField);
    });

    it('answers 404 for an id that does not exist', async () => {
      const headers = await t.auth('admin');
      const update = await t.app.inject({
        method: 'PUT',
        url: `/api/${path}/updateByID?${idField}=999999&${nameField}=X`,
        headers,
      });
      expect(update.statusCode).toBe(404);
      const remove = await t.app.inject({
        method: 'DELETE',
        url: `/api/${path}/deleteByID?${idField}=999999`,
        headers,
      });
      expect(remove.statusCode).toBe(404);
    });

    it('needs a token to change the list (401) and a catalogue role (403)', async () => {
      const anonymous = await t.app.inject({
        method: 'POST',
        url: `/api/${path}/post?${nameField}=Nope`,
      });
      expect(anonymous.statusCode).toBe(401);
      const moderator = await t.app.inject({
        method: 'POST',
        url: `/api/${path}/post?${nameField}=Nope`,
        headers: await t.auth('moderator'),
      });
      expect(moderator.statusCode).toBe(403);
    });
  });

  it('accepts the form-encoded empty body axios sends with a query-string POST', async () => {
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/categorys/post?category_name=Axios',
      headers: {
        ...(await t.auth('admin')),
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: '',
    });
    expect(reply.statusCode).toBe(200);
  });

  it('lists the fixed lists the spec gives meaning to', async () => {
    const get = async (url: string) => (await t.app.inject({ method: 'GET', url })).json();
    expect(await get('/api/shipping/getAll')).toEqual([
      // With the days each area promises (issue 17's defaults).
      {
        id_shipping: 1,
        shipping_name: 'Inside Dhaka',
        cost: 80,
        delivery_min_days: 1,
        delivery_max_days: 2,
      },
      {
        id_shipping: 2,
        shipping_name: 'Outside Dhaka',
        cost: 130,
        delivery_min_days: 2,
        delivery_max_days: 4,
      },
    ]);
    expect(await get('/api/orderstatus/getAll')).toEqual(
      [
        'Pending',
        'Processing',
        'Ready-To-Shift',
        'Shifted',
        'Delivered',
        'Completed',
        'Canceled',
      ].map((name, i) => ({ id_order_status: i + 1, order_status_name: name })),
    );
    expect(await get('/api/operationtypes/getAll')).toEqual([
      { id_operation_type: 1, operation_name: 'Sale' },
      { id_operation_type: 2, operation_name: 'Product Listing' },
    ]);
    expect(await get('/api/imagepriority/getAll')).toEqual([
      { id_image_priority: 1, priority: 'Collection' },
      { id_image_priority: 2, priority: 'Best Sellers' },
      { id_image_priority: 3, priority: 'Banner' },
    ]);
  });

  it('answers a repeated list read with 304 when nothing changed', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/categorys/getAll' });
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/categorys/getAll',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});

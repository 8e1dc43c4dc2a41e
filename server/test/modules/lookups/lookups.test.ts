import { BENGALI_NAME_FIELD, LOOKUP_KINDS, lookupKinds } from '@poshak/shared-api/schemas';
import { build, drivers, type TestShop } from '../../helpers/build';

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
    // Every list but brands carries a Bengali name too (null until staff give one).
    const bnField = BENGALI_NAME_FIELD[kind];
    const bn = bnField ? { [bnField]: null } : {};

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

  it('names in Bengali the lists whose names are words, and not brands (a brand is a name)', () => {
    expect(BENGALI_NAME_FIELD).toEqual({
      category: 'category_name_bn',
      size: 'size_name_bn',
      color: 'color_name_bn',
      material: 'material_name_bn',
    });
  });

  const bengaliKinds = lookupKinds.filter((kind) => BENGALI_NAME_FIELD[kind]);
  describe.each(bengaliKinds)('the Bengali name of a %s', (kind) => {
    const { path, idField, nameField } = LOOKUP_KINDS[kind];
    const bnField = BENGALI_NAME_FIELD[kind] ?? '';
    const query = (fields: Record<string, string | number>) =>
      new URLSearchParams(
        Object.entries(fields).map(([k, v]): [string, string] => [k, String(v)]),
      ).toString();
    const post = async (fields: Record<string, string | number>) =>
      t.app.inject({
        method: 'POST',
        url: `/api/${path}/post?${query(fields)}`,
        headers: await t.auth('seller'),
      });
    const put = async (fields: Record<string, string | number>) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/${path}/updateByID?${query(fields)}`,
        headers: await t.auth('seller'),
      });
    const listed = async (id: number) =>
      (
        (await t.app.inject({ method: 'GET', url: `/api/${path}/getAll` })).json() as Record<
          string,
          unknown
        >[]
      ).find((row) => row[idField] === id);

    it('is kept on add, listed, kept through a rename, changed, and removed when sent empty', async () => {
      const created = await post({ [nameField]: `Bottle Green ${kind}`, [bnField]: 'বোতল সবুজ' });
      expect(created.statusCode).toBe(200);
      expect(created.json()).toMatchObject({
        [nameField]: `Bottle Green ${kind}`,
        [bnField]: 'বোতল সবুজ',
      });
      const id = created.json()[idField] as number;
      expect(await listed(id)).toEqual({
        [idField]: id,
        [nameField]: `Bottle Green ${kind}`,
        [bnField]: 'বোতল সবুজ',
      });

      const renamed = await put({ [idField]: id, [nameField]: `Dark Green ${kind}` });
      expect(renamed.json()).toMatchObject({ [bnField]: 'বোতল সবুজ' });
      const changed = await put({
        [idField]: id,
        [nameField]: `Dark Green ${kind}`,
        [bnField]: ' গাঢ় সবুজ ',
      });
      // Trimmed, as every name.
      expect(changed.json()).toMatchObject({ [bnField]: 'গাঢ় সবুজ' });
      expect(await listed(id)).toMatchObject({ [bnField]: 'গাঢ় সবুজ' });

      const cleared = await put({
        [idField]: id,
        [nameField]: `Dark Green ${kind}`,
        [bnField]: '',
      });
      expect(cleared.json()).toMatchObject({ [bnField]: null });
      expect(await listed(id)).toMatchObject({ [bnField]: null });
    });

    it('is written in one Unicode form (NFC): য় typed as one code point or as য and its dot', async () => {
      const created = await post({ [nameField]: `Mixed ${kind}`, [bnField]: 'মি\u09dfা' });
      expect(created.json()[bnField]).toBe('মি\u09af\u09bcা');
    });

    it('refuses a name too long, a control character, a direction override or a zero-width space, naming the field and writing nothing', async () => {
      const before = (await t.app.inject({ method: 'GET', url: `/api/${path}/getAll` })).json();
      for (const [bad, message] of [
        ['ক'.repeat(61), '60'],
        ['সুতি\u0007', 'control characters'],
        ['সুতি\u202e', 'invisible or direction-changing characters'],
        ['সু\u200bতি', 'invisible or direction-changing characters'],
        ['সুতি\u200d', 'invisible or direction-changing characters'],
      ] as const) {
        const added = await post({ [nameField]: `Refused ${kind}`, [bnField]: bad });
        expect([bad, added.statusCode, added.json().error]).toEqual([bad, 400, 'Bad Request']);
        expect(added.json().message).toMatch(new RegExp(`^${bnField}: .*${message}`));
      }
      const existing = (await post({ [nameField]: `Kept ${kind}`, [bnField]: 'রাখা' })).json();
      const changed = await put({
        [idField]: existing[idField] as number,
        [nameField]: `Kept ${kind}`,
        [bnField]: 'রা\u202eখা',
      });
      expect(changed.statusCode).toBe(400);
      expect(changed.json().message).toContain(bnField);
      expect(await listed(existing[idField] as number)).toMatchObject({ [bnField]: 'রাখা' });
      const after = (await t.app.inject({ method: 'GET', url: `/api/${path}/getAll` })).json();
      expect(after).toHaveLength(before.length + 1);
    });

    it('keeps the joiner of Bengali spelling between two Bengali letters (র‍্যাব)', async () => {
      const created = await post({ [nameField]: `Joined ${kind}`, [bnField]: 'র\u200d্যাপ' });
      expect(created.statusCode).toBe(200);
      expect(created.json()[bnField]).toBe('র\u200d্যাপ');
    });

    it('is recorded in the audit log with the change', async () => {
      const created = (await post({ [nameField]: `Audited ${kind}`, [bnField]: 'নথি' })).json();
      const log = await t.app.inject({
        method: 'GET',
        url: `/api/backoffice/audit?kind=${kind}`,
        headers: await t.auth('admin'),
      });
      expect(JSON.stringify(log.json())).toContain('নথি');
      expect(created[bnField]).toBe('নথি');
    });
  });

  it('a brand is a name: its list carries no Bengali name, and one sent is not kept', async () => {
    const reply = await t.app.inject({
      method: 'POST',
      url: `/api/brands/post?brand_name=Lalbagh%20Looms&brand_name_bn=${encodeURIComponent('লালবাগ')}`,
      headers: await t.auth('seller'),
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ id_brand: expect.any(Number), brand_name: 'Lalbagh Looms' });
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
      // With the days each area promises (issue 17's defaults), and its zone's weight steps.
      {
        id_shipping: 1,
        shipping_name: 'Inside Dhaka',
        cost: 80,
        delivery_min_days: 1,
        delivery_max_days: 2,
        zone: 'inside_dhaka',
        step_grams: 1000,
        step_fee: 15,
      },
      {
        id_shipping: 2,
        shipping_name: 'Outside Dhaka',
        cost: 130,
        delivery_min_days: 2,
        delivery_max_days: 4,
        zone: 'outside_dhaka',
        step_grams: 1000,
        step_fee: 25,
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

import type { CachedPictureStore } from '../../../src/modules/pictures/picture-cache';
import { build, drivers, type TestShop } from '../../helpers/build';
import { eventually, instancesOnOnePostgres, type Instance } from '../../helpers/instances';
import { picture } from '../../helpers/multipart';

describe.each(drivers)('serving product pictures on %s', (driver) => {
  let t: TestShop;
  let webp: Buffer;
  beforeAll(async () => {
    t = await build(driver);
    webp = (await picture('webp', 120, 150)).data;
    await t.app.pictures.save('1b4e28ba-2fa1-11d2-883f-0016d3cca427-400.webp', webp);
    await t.app.pictures.save('demo-kurta-red.png', (await picture('png', 30, 30)).data);
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('keeps them in the database, where every instance and server process finds them', () => {
    expect(t.app.pictures.kind).toBe('database');
  });

  it('serves a picture with its type, a year of caching and an ETag; 304 to that ETag', async () => {
    const url = '/uploads/1b4e28ba-2fa1-11d2-883f-0016d3cca427-400.webp';
    const reply = await get(url);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('image/webp');
    expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
    expect(reply.rawPayload.equals(webp)).toBe(true);
    const etag = String(reply.headers.etag);
    expect(etag).toMatch(/^"[\w-]{27}"$/);

    // Again (from memory on PostgreSQL): the same bytes, the same tag.
    const again = await get(url);
    expect(again.rawPayload.equals(webp)).toBe(true);
    expect(again.headers.etag).toBe(etag);

    const revalidated = await get(url, { 'if-none-match': etag });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    expect(revalidated.headers['cache-control']).toContain('immutable');

    const head = await t.app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers['content-type']).toBe('image/webp');

    expect((await get('/uploads/demo-kurta-red.png')).headers['content-type']).toBe('image/png');
  });

  it('answers 404 for unknown pictures', async () => {
    for (const url of ['/uploads/missing.webp', '/uploads/demo-kurta-red.webp']) {
      const reply = await get(url);
      expect(reply.statusCode).toBe(404);
      expect(reply.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
    }
  });

  it('never looks up a name the shop could not have made (folders, dots, other types)', async () => {
    const read = jest.spyOn(t.app.pictures, 'read');
    try {
      for (const url of [
        '/uploads/..%2F..%2Fpackage.json',
        '/uploads/%2e%2e%2fserver.pid',
        // (`/uploads/..` itself is the home page: the URL is resolved before any route sees it.)
        '/uploads/...',
        '/uploads/..webp',
        '/uploads/.webp',
        '/uploads/demo-kurta-red.png%00.webp',
        '/uploads/Demo-Kurta.webp',
        '/uploads/demo--kurta.webp',
        '/uploads/demo.kurta.webp',
        '/uploads/demo%20kurta.webp',
        '/uploads/logo.svg',
        '/uploads/demo-kurta-red.png.map',
        `/uploads/${'a'.repeat(120)}.webp`,
        '/uploads/postgres/PG_VERSION',
      ]) {
        const reply = await get(url);
        expect([url, reply.statusCode]).toEqual([url, 404]);
        expect(reply.json()).toMatchObject({ statusCode: 404 });
      }
      expect(read).not.toHaveBeenCalled();
    } finally {
      read.mockRestore();
    }
  });

  it('refuses to store under a name that is not a picture name, or twice under one', async () => {
    await expect(t.app.pictures.save('../escape.webp', webp)).rejects.toThrow(/picture name/);
    await expect(
      t.app.pictures.save('1b4e28ba-2fa1-11d2-883f-0016d3cca427-400.webp', Buffer.from('other')),
    ).rejects.toThrow();
    const kept = await get('/uploads/1b4e28ba-2fa1-11d2-883f-0016d3cca427-400.webp');
    expect(kept.rawPayload.equals(webp)).toBe(true);
  });
});

/** Two instances of the shop on one PostgreSQL schema, as behind a load balancer. */
describe('pictures across instances on PostgreSQL', () => {
  let instances: Instance[] = [];
  let close = async () => {};
  beforeAll(async () => {
    ({ instances, close } = await instancesOnOnePostgres(2));
  });
  afterAll(() => close());

  it('a picture stored by one is served by the other; removed by one, gone from the other’s memory too', async () => {
    const [a, b] = instances;
    if (!a || !b) throw new Error('two instances expected');
    const bytes = (await picture('webp', 60, 60)).data;
    const url = '/uploads/5d2c6f3e-0b7a-4c4e-9d3b-2a1f0e9c8b7a-200.webp';
    await a.app.pictures.save(url.slice('/uploads/'.length), bytes);

    const cache = b.app.pictures as CachedPictureStore;
    for (let i = 0; i < 3; i++) {
      const reply = await b.app.inject({ method: 'GET', url });
      expect(reply.statusCode).toBe(200);
      expect(reply.rawPayload.equals(bytes)).toBe(true);
    }
    // Read from the database once, then from memory.
    expect(cache.stats.entries).toBeGreaterThanOrEqual(1);
    expect(cache.stats.hits).toBeGreaterThanOrEqual(2);

    await a.app.pictures.remove([url.slice('/uploads/'.length)]);
    expect((await a.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    await eventually(async () => (await b.app.inject({ method: 'GET', url })).statusCode === 404);
  });
});

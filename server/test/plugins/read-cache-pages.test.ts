import { gunzipSync } from 'node:zlib';
import { STOCK_FEW_LEFT } from '@poshak/shared-api/schemas';
import type { CacheTag } from '../../src/plugins/read-cache-invalidation';
import { pageStore, type CachedPage } from '../../src/plugins/read-cache-pages';

const page = (
  bytes: number,
  tags: CacheTag[] = ['catalogue'],
  type = 'image/webp',
): CachedPage => ({
  tags,
  // Random-looking bytes: gzip cannot make them smaller, so a page weighs its body alone.
  body: Buffer.from(Array.from({ length: bytes }, (_, i) => (i * 7919) % 251)),
  etag: undefined,
  headers: { 'content-type': type },
  storedAt: 0,
});

/** An order of this entry whose units left are not known. */
const unknownLeft = (id: number) => new Map([[id, null]]);

describe('the read cache’s pages', () => {
  it('makes room by dropping the least recently used page, not the oldest', () => {
    const pages = pageStore({ maxBytes: 3_000, maxPageBytes: 2_000, maxPages: 100 });
    pages.keep('a', page(1_000));
    pages.keep('b', page(1_000));
    pages.keep('c', page(1_000));
    // 'a' is the oldest, but a crowd is still reading it.
    expect(pages.get('a')).toBeDefined();
    pages.keep('d', page(1_000));
    expect(['a', 'b', 'c', 'd'].filter((key) => pages.has(key))).toEqual(['a', 'c', 'd']);
    expect(pages.bytes).toBe(3_000);
  });

  it('drops on an order only the pages showing its entries, also after pages were replaced, evicted or gzipped', async () => {
    const pages = pageStore({ maxBytes: 1_000_000, maxPageBytes: 100_000, maxPages: 3 });
    const showing = (ids: number[], type?: string) => ({
      ...page(10, ['catalogue'], type),
      entries: new Set(ids),
    });
    pages.keep('a', showing([1, 2]));
    pages.keep('b', showing([2, 3]));
    pages.keep('c', showing([4]));
    pages.dropEntries(unknownLeft(2));
    expect(['a', 'b', 'c'].filter((key) => pages.has(key))).toEqual(['c']);

    // A page kept again under its key shows what the new one shows, not the old.
    pages.keep('c', showing([5]));
    pages.dropEntries(unknownLeft(4));
    expect(pages.has('c')).toBe(true);
    pages.dropEntries(unknownLeft(5));
    expect(pages.has('c')).toBe(false);

    // A page evicted and a key kept later do not mix.
    for (const key of ['p', 'q', 'r', 's']) pages.keep(key, showing([7]));
    expect(pages.has('p')).toBe(false);
    pages.keep('p', showing([8]));
    pages.dropEntries(unknownLeft(7));
    expect(['p', 'q', 'r', 's'].filter((key) => pages.has(key))).toEqual(['p']);

    // A page re-counted with its gzipped body is still found by its entries.
    const json = showing([9], 'application/json');
    json.body = Buffer.from(JSON.stringify({ items: Array(500).fill('Jamdani saree') }));
    pages.keep('json', json);
    await json.gzipped;
    expect(json.gzip).toBeInstanceOf(Buffer);
    pages.dropEntries(unknownLeft(9));
    expect(pages.has('json')).toBe(false);
  });

  it('keeps a page that shows stock as a band while an order leaves more than a few units', () => {
    const pages = pageStore({ maxBytes: 1_000_000, maxPageBytes: 100_000, maxPages: 10 });
    const showing = (ids: number[], showsStockAs: 'units' | 'band') => ({
      ...page(10, ['catalogue']),
      entries: new Set(ids),
      showsStockAs,
    });
    const keepBoth = () => {
      pages.keep('api', showing([1], 'units'));
      pages.keep('drawn', showing([1], 'band'));
    };
    const kept = () => ['api', 'drawn'].filter((key) => pages.has(key));

    keepBoth();
    pages.dropEntries(new Map([[1, STOCK_FEW_LEFT + 1]]));
    expect(kept()).toEqual(['drawn']);
    // "Only N left" and "out of stock" are seen: the drawn page goes too.
    for (const left of [STOCK_FEW_LEFT, 1, 0]) {
      keepBoth();
      pages.dropEntries(new Map([[1, left]]));
      expect(kept()).toEqual([]);
    }
    // Units not known: nothing showing the entry stays.
    keepBoth();
    pages.dropEntries(new Map([[1, null]]));
    expect(kept()).toEqual([]);
  });

  it('keeps at most its number of pages, and no page above its own limit', () => {
    const pages = pageStore({ maxBytes: 1_000_000, maxPageBytes: 500, maxPages: 2 });
    expect(pages.keep('huge', page(501))).toBe(false);
    expect(pages.has('huge')).toBe(false);
    for (const key of ['x', 'y', 'z']) pages.keep(key, page(10));
    expect(pages.size).toBe(2);
    expect(pages.has('x')).toBe(false);
  });

  it('counts a page’s gzipped body in the budget once it is made', async () => {
    const pages = pageStore({ maxBytes: 1_000_000, maxPageBytes: 100_000, maxPages: 10 });
    const json = page(0, ['orders'], 'application/json; charset=utf-8');
    json.body = Buffer.from(JSON.stringify({ items: Array(500).fill('Jamdani saree') }));
    pages.keep('json', json);
    expect(json.gzip).toBeUndefined();
    await json.gzipped;
    expect(json.gzip).toBeInstanceOf(Buffer);
    expect(gunzipSync(json.gzip as Buffer).equals(json.body)).toBe(true);
    expect(pages.bytes).toBe(json.body.length + (json.gzip as Buffer).length);
    // Too small or not text: never compressed.
    const small = page(100, ['orders'], 'application/json');
    pages.keep('small', small);
    expect(small.gzip).toBeNull();
  });

  it('drops the pages of the tags a write changed, and all of them when asked', () => {
    const pages = pageStore();
    pages.keep('grid', page(10, ['catalogue']));
    pages.keep('orders', page(10, ['orders']));
    pages.keep('both', page(10, ['catalogue', 'orders']));
    pages.drop(['orders']);
    expect(['grid', 'orders', 'both'].filter((key) => pages.has(key))).toEqual(['grid']);
    pages.drop();
    expect(pages.size).toBe(0);
  });
});

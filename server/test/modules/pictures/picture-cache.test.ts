import { cachedPictureStore } from '../../../src/modules/pictures/picture-cache';
import type { PictureStore } from '../../../src/modules/pictures/picture-store-contract';

/** A store in memory that counts its reads and can hold one read until told. */
function fakeStore() {
  const pictures = new Map<string, Buffer>();
  let reads = 0;
  let hold: { until: Promise<void> } | null = null;
  const store: PictureStore = {
    kind: 'database',
    async save(name, bytes) {
      if (pictures.has(name)) throw new Error('taken');
      pictures.set(name, bytes);
    },
    async read(name) {
      reads++;
      const bytes = pictures.get(name) ?? null;
      if (hold) await hold.until;
      return bytes;
    },
    async remove(names) {
      for (const name of names) pictures.delete(name);
    },
    async list() {
      return [...pictures.keys()];
    },
  };
  return {
    store,
    pictures,
    reads: () => reads,
    /** The next reads wait until the returned function is called. */
    holdReads() {
      let release!: () => void;
      hold = { until: new Promise<void>((r) => (release = r)) };
      return () => {
        hold = null;
        release();
      };
    },
  };
}

const bytes = (n: number, fill = 1) => Buffer.alloc(n, fill);

describe('the memory cache of hot pictures', () => {
  it('reads a picture from the store once, then from memory', async () => {
    const f = fakeStore();
    const cache = cachedPictureStore(f.store);
    await cache.save('a.webp', bytes(10));
    for (let i = 0; i < 5; i++) expect(await cache.read('a.webp')).toEqual(bytes(10));
    expect(f.reads()).toBe(1);
    expect(cache.stats).toMatchObject({ hits: 4, misses: 1, entries: 1, bytes: 10 });
    // Unknown names are not kept: asked again, the store is asked again.
    expect(await cache.read('b.webp')).toBeNull();
    expect(await cache.read('b.webp')).toBeNull();
    expect(f.reads()).toBe(3);
  });

  it('stays within its bytes, dropping the least recently used; a big picture is never kept', async () => {
    const f = fakeStore();
    const cache = cachedPictureStore(f.store, { maxBytes: 100, maxEntryBytes: 50 });
    for (const name of ['a', 'b', 'c']) await cache.save(`${name}.webp`, bytes(40));
    await cache.save('big.png', bytes(60));
    await cache.read('a.webp');
    await cache.read('b.webp');
    await cache.read('a.webp'); // a is now the most recently used
    await cache.read('c.webp'); // 120 > 100: b goes
    expect(cache.stats).toMatchObject({ entries: 2, bytes: 80 });
    const before = f.reads();
    await cache.read('a.webp');
    await cache.read('c.webp');
    expect(f.reads()).toBe(before);
    await cache.read('b.webp');
    expect(f.reads()).toBe(before + 1);
    await cache.read('big.png');
    await cache.read('big.png');
    expect(f.reads()).toBe(before + 3);
    expect(cache.stats.bytes).toBeLessThanOrEqual(100);
  });

  it('makes readers of one name arriving together share one read', async () => {
    const f = fakeStore();
    const cache = cachedPictureStore(f.store);
    await cache.save('a.webp', bytes(10));
    const release = f.holdReads();
    const pending = Array.from({ length: 20 }, () => cache.read('a.webp'));
    release();
    expect((await Promise.all(pending)).every((b) => b?.equals(bytes(10)))).toBe(true);
    expect(f.reads()).toBe(1);
  });

  it('forgets a removed picture, here or told from elsewhere, even one being read meanwhile', async () => {
    const f = fakeStore();
    const cache = cachedPictureStore(f.store);
    await cache.save('a.webp', bytes(10));
    await cache.save('b.webp', bytes(10));
    await cache.read('a.webp');
    await cache.remove(['a.webp']);
    expect(await cache.read('a.webp')).toBeNull();

    // Another instance removes b while this one is reading it from the store.
    const release = f.holdReads();
    const reading = cache.read('b.webp');
    f.pictures.delete('b.webp');
    cache.forget(['b.webp']);
    release();
    expect(await reading).toEqual(bytes(10)); // read before the removal: served once
    expect(await cache.read('b.webp')).toBeNull(); // …but not kept
  });

  it('serves nothing from memory while it cannot hear of removals, and starts afresh after', async () => {
    const f = fakeStore();
    const cache = cachedPictureStore(f.store);
    await cache.save('a.webp', bytes(10));
    await cache.read('a.webp');
    cache.trust(false);
    const before = f.reads();
    await cache.read('a.webp');
    await cache.read('a.webp');
    expect(f.reads()).toBe(before + 2);
    expect(cache.stats.entries).toBe(0);
    cache.trust(true);
    await cache.read('a.webp');
    await cache.read('a.webp');
    expect(f.reads()).toBe(before + 3);
  });
});

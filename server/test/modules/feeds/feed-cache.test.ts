import type { BuiltFeed } from '../../../src/modules/feeds/feed-build';
import { feedCache } from '../../../src/modules/feeds/feed-cache';
import type { InvalidationBus } from '../../../src/plugins/read-cache-invalidation';

/** The read cache's account of changes, moved by the test: a catalogue write, an order. */
function fakeBus() {
  let generation = 0;
  let stockMark = 0;
  const changedEntries: { mark: number; entry: number; left: number }[] = [];
  const bus = {
    trusted: () => state.trusted,
    generation: () => String(generation),
    stockMark: () => stockMark,
    stockChangedSince: (mark: number, entries: ReadonlySet<number>) =>
      changedEntries.some((c) => c.mark > mark && entries.has(c.entry) && c.left <= 5),
  } as Pick<InvalidationBus, 'trusted' | 'generation' | 'stockMark' | 'stockChangedSince'>;
  const state = {
    trusted: true,
    bus: bus as InvalidationBus,
    catalogueChanged: () => void (generation += 1),
    ordered: (entry: number, left: number) => {
      stockMark += 1;
      changedEntries.push({ mark: stockMark, entry, left });
    },
  };
  return state;
}

const built = (body: string, entries: number[] = [1]): BuiltFeed => ({
  gzip: Buffer.from(body),
  etag: `"${body}"`,
  bytes: body.length,
  items: entries.length,
  entries: new Set(entries),
});

/** A build the test finishes when it chooses (ordering by barrier, not by time). */
function heldBuild(body: string, entries?: number[]) {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  let started = 0;
  return {
    build: async () => {
      started += 1;
      await gate;
      return built(body, entries);
    },
    release: () => release(),
    started: () => started,
  };
}

/** Lets every promise callback already due run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('the product feeds kept in memory', () => {
  it('builds once for callers asking together, and one feed at a time', async () => {
    const { bus } = fakeBus();
    const feeds = feedCache(bus);
    const en = heldBuild('en');
    const bn = heldBuild('bn');
    const asked = [feeds.get('meta en', en.build), feeds.get('meta en', en.build)];
    const other = feeds.get('meta bn', bn.build);
    await settle();
    expect([en.started(), bn.started()]).toEqual([1, 0]);
    en.release();
    const [first, second] = await Promise.all(asked);
    expect(second).toBe(first);
    await settle();
    expect(bn.started()).toBe(1);
    bn.release();
    expect((await other).etag).toBe('"bn"');
    // Kept: asked again, nothing is built.
    expect(await feeds.get('meta en', en.build)).toBe(first);
    expect(en.started()).toBe(1);
  });

  it('builds anew after a catalogue change, and does not keep a feed whose build began before one', async () => {
    const state = fakeBus();
    const feeds = feedCache(state.bus);
    const first = await feeds.get('google en', async () => built('v1'));
    state.catalogueChanged();
    const during = heldBuild('v2');
    const asked = feeds.get('google en', during.build);
    await settle();
    state.catalogueChanged();
    during.release();
    expect((await asked).etag).toBe('"v2"');
    const after = await feeds.get('google en', async () => built('v3'));
    expect(after.etag).toBe('"v3"');
    expect(after.lastModified.getTime()).toBeGreaterThanOrEqual(first.lastModified.getTime());
    expect(await feeds.get('google en', async () => built('v4'))).toBe(after);
  });

  it('is emptied by an order only when one of its variants may have run out', async () => {
    const state = fakeBus();
    const feeds = feedCache(state.bus);
    const kept = await feeds.get('meta en', async () => built('a', [7, 8]));
    state.ordered(7, 40);
    state.ordered(99, 0);
    expect(await feeds.get('meta en', async () => built('b', [7, 8]))).toBe(kept);
    state.ordered(8, 0);
    expect((await feeds.get('meta en', async () => built('c', [7]))).etag).toBe('"c"');
  });

  it('keeps the first Last-Modified while a rebuild finds the same bytes', async () => {
    const state = fakeBus();
    const feeds = feedCache(state.bus);
    const first = await feeds.get('meta en', async () => built('same'));
    state.catalogueChanged();
    const again = await feeds.get('meta en', async () => built('same'));
    expect(again).not.toBe(first);
    expect(again.lastModified).toEqual(first.lastModified);
  });

  it('builds every time while changes cannot be known: no read cache, or its channel down', async () => {
    let builds = 0;
    const build = async () => built(`b${++builds}`);
    const none = feedCache(null);
    await none.get('k', build);
    await none.get('k', build);
    expect(builds).toBe(2);
    const state = fakeBus();
    const feeds = feedCache(state.bus);
    await feeds.get('k', build);
    state.trusted = false;
    await feeds.get('k', build);
    await feeds.get('k', build);
    expect(builds).toBe(5);
  });

  it('lets the next caller try again after a build failed', async () => {
    const feeds = feedCache(fakeBus().bus);
    await expect(
      feeds.get('k', async () => {
        throw new Error('database gone');
      }),
    ).rejects.toThrow('database gone');
    expect((await feeds.get('k', async () => built('ok'))).etag).toBe('"ok"');
  });
});

import type { PictureStore } from './picture-store-contract';

export interface PictureCacheLimits {
  /** All pictures kept together. */
  maxBytes: number;
  /** A bigger picture (an original of several MB) is served without being kept. */
  maxEntryBytes: number;
}

/** Thumbnails weigh 5–60 KB: 32 MB keeps a few thousand of the hottest. */
export const PICTURE_CACHE_LIMITS: PictureCacheLimits = {
  maxBytes: 32 * 1024 * 1024,
  maxEntryBytes: 1024 * 1024,
};

export interface CachedPictureStore extends PictureStore {
  /** Pictures removed elsewhere (another instance): never served from here again. */
  forget(names: readonly string[]): void;
  /**
   * Whether what this instance keeps can be trusted: while it cannot hear of removals made
   * elsewhere, every read goes to the store and nothing is kept (and all is dropped).
   */
  trust(trusted: boolean): void;
  readonly stats: { hits: number; misses: number; entries: number; bytes: number };
}

/**
 * The hottest pictures kept in memory, least recently used out first, in front of a store that
 * costs a database round trip per read. A picture never changes under its name, so a kept copy
 * is right for as long as the picture exists; removals (here, or told by another instance) drop
 * it. Readers of one name arriving together share one read.
 */
export function cachedPictureStore(
  store: PictureStore,
  limits: PictureCacheLimits = PICTURE_CACHE_LIMITS,
): CachedPictureStore {
  const kept = new Map<string, Buffer>();
  const reading = new Map<string, Promise<Buffer | null>>();
  const stats = { hits: 0, misses: 0, entries: 0, bytes: 0 };
  let trusted = true;
  // Moves on at every removal: a read that began before one may have fetched a removed picture.
  let removals = 0;

  const drop = (name: string) => {
    const bytes = kept.get(name);
    if (!bytes) return;
    kept.delete(name);
    stats.bytes -= bytes.length;
    stats.entries = kept.size;
  };
  const keep = (name: string, bytes: Buffer) => {
    if (bytes.length > limits.maxEntryBytes) return;
    drop(name);
    while (kept.size > 0 && stats.bytes + bytes.length > limits.maxBytes) {
      const oldest = kept.keys().next();
      if (oldest.done) break;
      drop(oldest.value);
    }
    kept.set(name, bytes);
    stats.bytes += bytes.length;
    stats.entries = kept.size;
  };
  const forget = (names: readonly string[]) => {
    removals++;
    for (const name of names) drop(name);
  };

  return {
    kind: store.kind,
    stats,
    forget,
    trust(value) {
      trusted = value;
      removals++;
      for (const name of [...kept.keys()]) drop(name);
    },
    save: (name, bytes) => store.save(name, bytes),
    list: () => store.list(),
    async remove(names) {
      forget(names);
      await store.remove(names);
      // A read that was under way during the removal may have kept it again meanwhile.
      forget(names);
    },
    async read(name) {
      const hit = trusted ? kept.get(name) : undefined;
      if (hit) {
        // Most recently used: to the back of the line.
        kept.delete(name);
        kept.set(name, hit);
        stats.hits++;
        return hit;
      }
      stats.misses++;
      if (!trusted) return store.read(name);
      const pending = reading.get(name);
      if (pending) return pending;
      const startedAt = removals;
      const read = store.read(name).finally(() => reading.delete(name));
      reading.set(name, read);
      const bytes = await read;
      if (bytes && trusted && removals === startedAt) keep(name, bytes);
      return bytes;
    },
  };
}

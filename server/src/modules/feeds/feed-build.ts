import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type { Database } from '../../db/database';
import { feedItem, type FeedContext, type FeedItem } from './feed-items';
import { readFeedVariants } from './feed-variants';

/** A feed's file format: the text before its items, a batch of items, and the text after. */
export interface FeedFormat {
  /** The file's name under /feeds/. */
  file: string;
  contentType: string;
  head(context: FeedContext): string;
  items(items: readonly FeedItem[]): string;
  tail(): string;
}

/** A feed as built once and sent to every caller until the catalogue changes. */
export interface BuiltFeed {
  /** The whole feed, gzipped: kept this way, ≈ a tenth of its size. */
  gzip: Buffer;
  /** A strong tag of its plain bytes. */
  etag: string;
  /** Its size unzipped. */
  bytes: number;
  items: number;
  /** The stock entries it lists: an order that empties one of them changes it. */
  entries: ReadonlySet<number>;
}

/**
 * Builds a feed from the catalogue: the variants read through a cursor, each batch formatted and
 * written into a gzip stream as it comes (backpressure holds the cursor while zlib catches up),
 * its bytes hashed on the way for the ETag. The plain text is never held whole: at 100k
 * variants it is tens of MB, its gzip a few.
 */
export async function buildFeed(
  db: Database,
  format: FeedFormat,
  context: FeedContext,
): Promise<BuiltFeed> {
  const gzip = createGzip();
  const chunks: Buffer[] = [];
  gzip.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = finished(gzip);
  // Awaited once everything is written; a failure before then is met by the write it stops.
  done.catch(() => undefined);
  const hash = createHash('sha1');
  let bytes = 0;
  const write = async (text: string) => {
    if (!text) return;
    const chunk = Buffer.from(text, 'utf8');
    hash.update(chunk);
    bytes += chunk.length;
    if (!gzip.write(chunk)) await once(gzip, 'drain');
  };

  const entries = new Set<number>();
  let items = 0;
  try {
    await write(format.head(context));
    await readFeedVariants(db, async (variants) => {
      const batch = variants.map((variant) => feedItem(variant, context));
      for (const item of batch) entries.add(item.entry);
      items += batch.length;
      await write(format.items(batch));
    });
    await write(format.tail());
    gzip.end();
    await done;
  } catch (error) {
    gzip.destroy();
    throw error;
  }
  return {
    gzip: Buffer.concat(chunks),
    etag: `"${hash.digest('base64url')}"`,
    bytes,
    items,
    entries,
  };
}

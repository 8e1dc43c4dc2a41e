import http from 'node:http';
import { gunzipSync } from 'node:zlib';
import type { LiveDataset } from '../dataset';
import { log, phase } from '../progress';
import { readLogFrom, logLength } from '../server-log';
import type { FeedResult } from '../report/results';
import { checkFeed, type FeedFile } from './feed-check';

/**
 * The product feeds' row: `/feeds/meta.csv` and `/feeds/google.xml` in both languages, asked as
 * a platform asks them (gzip accepted) on a server started afresh: the first request builds the
 * feed from the whole catalogue, the next is served from memory, a revalidation gets a 304.
 * Every item is checked against its platform's required fields. Selected by `--rows` like the
 * load rows; not a load (one feed build is seconds of CPU, and a platform fetches it hourly).
 */
export const FEEDS_ROW = {
  id: 'product-feeds',
  title: 'Product feeds (Meta CSV, Google XML), en and bn: first request, kept, revalidated',
  /**
   * The catalogues it runs on: at 1M the plain text of one feed (≈ 0.4 GB) is more than this
   * process can check as one string.
   */
  maxEntries: 100_000,
} as const;

const FILES: readonly FeedFile[] = ['meta.csv', 'google.xml'];
const LANGUAGES: readonly FeedResult['language'][] = ['en', 'bn'];

interface RawReply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  ms: number;
}

/** A GET whose body is taken as sent (no decoding by the client), timed to its last byte. */
function get(url: string, headers: Record<string, string>): Promise<RawReply> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (reply) => {
        const chunks: Buffer[] = [];
        reply.on('data', (chunk: Buffer) => chunks.push(chunk));
        reply.on('end', () =>
          resolve({
            status: reply.statusCode ?? 0,
            headers: reply.headers,
            body: Buffer.concat(chunks),
            ms: performance.now() - started,
          }),
        );
        reply.on('error', reject);
      })
      .on('error', reject);
  });
}

/** The server's record of a feed's build (its log line since `from`): time and CPU, ms. */
function serverBuild(
  logFile: string,
  from: number,
  file: FeedFile,
  language: string,
): { ms: number | null; cpuMs: number | null } {
  for (const line of readLogFrom(logFile, from).split('\n')) {
    if (!line.includes('product feed built')) continue;
    try {
      const entry = JSON.parse(line) as {
        feed?: string;
        language?: string;
        ms?: number;
        cpuMs?: number;
      };
      if (entry.feed === file && entry.language === language) {
        return { ms: entry.ms ?? null, cpuMs: entry.cpuMs ?? null };
      }
    } catch {
      // Not a JSON line: not the server's record of a build.
    }
  }
  return { ms: null, cpuMs: null };
}

const accept = { 'accept-encoding': 'gzip' };

/** Measures every feed on one live catalogue (its server started again first: nothing kept). */
export async function measureFeeds(live: LiveDataset): Promise<FeedResult[]> {
  await phase(`restarts ${live.label}`, () => live.restart());
  const results: FeedResult[] = [];
  for (const file of FILES) {
    for (const language of LANGUAGES) {
      const url = `${live.server.origin}/feeds/${file}?lang=${language}`;
      const logFrom = logLength(live.logFile);
      const first = await phase(`feeds ${live.label}`, () => get(url, accept));
      if (first.status !== 200) {
        throw new Error(
          `${live.label} ${url}: ${first.status} ${first.body.toString().slice(0, 300)}`,
        );
      }
      const kept = await phase(`feeds ${live.label}`, () => get(url, accept));
      const etag = String(first.headers.etag ?? '');
      const revalidated = await get(url, { ...accept, 'if-none-match': etag });
      const plain =
        first.headers['content-encoding'] === 'gzip' ? gunzipSync(first.body) : first.body;
      const check = checkFeed(file, plain.toString('utf8'));
      const build = serverBuild(live.logFile, logFrom, file, language);
      const result: FeedResult = {
        file,
        language,
        items: check.items,
        bytes: plain.length,
        gzipBytes: first.body.length,
        firstMs: Math.round(first.ms),
        builtMs: build.ms,
        builtCpuMs: build.cpuMs,
        keptMs: Math.round(kept.ms * 10) / 10,
        revalidatedMs: Math.round(revalidated.ms * 10) / 10,
        revalidatedStatus: revalidated.status,
        invalid: check.invalid,
        duplicateIds: check.duplicateIds,
        problems: check.problems,
      };
      log(
        `${live.label}: ${FEEDS_ROW.id} ${file} ${language}: ${result.items} items, ` +
          `${(result.bytes / 1024 / 1024).toFixed(1)} MB (${(result.gzipBytes / 1024 / 1024).toFixed(1)} MB gzipped); ` +
          `first ${result.firstMs} ms (built in ${result.builtMs ?? '?'}, CPU ${result.builtCpuMs ?? '?'}), kept ${result.keptMs} ms, ` +
          `304 in ${result.revalidatedMs} ms; ${result.invalid} items failing the platform's fields`,
      );
      results.push(result);
    }
  }
  return results;
}

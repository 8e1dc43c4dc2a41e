import http from 'node:http';
import { performance } from 'node:perf_hooks';
import zlib from 'node:zlib';

interface Reply {
  status: number;
  encoding: string | undefined;
  body: Buffer;
}

/** The text of a reply, as the browser reads it after decompressing. */
function textOf(reply: Reply): string {
  switch (reply.encoding) {
    case 'br':
      return zlib.brotliDecompressSync(reply.body).toString();
    case 'gzip':
      return zlib.gunzipSync(reply.body).toString();
    case 'deflate':
      return zlib.inflateSync(reply.body).toString();
    default:
      return reply.body.toString();
  }
}

/** A browser's request headers, as far as the server's work depends on them. */
const PAGE_HEADERS = {
  accept: 'text/html,application/xhtml+xml,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br',
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36',
};

/** The same-origin scripts and stylesheets (any `<link href>`) a page's HTML refers to. */
export function pageAssets(html: string): string[] {
  const found = [
    ...html.matchAll(/<script\b[^>]*\ssrc="([^"]+)"/g),
    ...html.matchAll(/<link\b[^>]*\shref="([^"]+)"/g),
  ].map((match) => match[1] ?? '');
  return [...new Set(found.filter((url) => url.startsWith('/') && !url.startsWith('//')))];
}

/** p99 by nearest rank (of 160 timings: the second slowest). */
export function p99(timings: number[]): number {
  const sorted = [...timings].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(sorted.length * 0.99) - 1)] ?? Number.NaN;
}

/**
 * One shopper on one keep-alive connection, as a browser tab: loads the home page and a product
 * page, each with the scripts and stylesheets its HTML names (asked again every time, no cache),
 * one request after another, and times each request from sending it to the reply's last byte.
 * Any reply but 200 fails the run: a shop that answers errors is not a fast shop.
 */
export class Shopper {
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

  constructor(private readonly origin: string) {}

  private get(path: string): Promise<Reply> {
    return new Promise((resolve, reject) => {
      const request = http.get(
        `${this.origin}${path}`,
        { agent: this.agent, headers: PAGE_HEADERS },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              encoding: response.headers['content-encoding'],
              body: Buffer.concat(chunks),
            }),
          );
          response.on('error', reject);
        },
      );
      request.on('error', reject);
    });
  }

  /**
   * Loads the pages of each round in turn; returns every request's time (ms). `decided` ends the
   * browsing early once what the timings so far say can no longer change (e.g. a budget is blown).
   */
  async browse(
    rounds: number,
    pagesOf: (round: number) => string[],
    decided: (timings: number[]) => boolean = () => false,
  ): Promise<number[]> {
    const timings: number[] = [];
    const timed = async (path: string) => {
      const started = performance.now();
      const reply = await this.get(path);
      timings.push(performance.now() - started);
      if (reply.status !== 200) throw new Error(`GET ${path} answered ${reply.status}`);
      return reply;
    };
    for (let round = 0; round < rounds; round += 1) {
      for (const page of pagesOf(round)) {
        // Read after the clock stopped: the shopper's own decompressing is not the server's time.
        const html = textOf(await timed(page));
        if (decided(timings)) return timings;
        for (const asset of pageAssets(html)) {
          await timed(asset);
          if (decided(timings)) return timings;
        }
      }
    }
    return timings;
  }

  close(): void {
    this.agent.destroy();
  }
}

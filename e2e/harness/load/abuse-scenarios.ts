import { performance } from 'node:perf_hooks';
import { startLoad, type LoadRun } from './load-run';
import type { LoadKind, LoadResult } from './load-spec';
import { p99, Shopper } from './shopper';

/**
 * The two abuses the shop's protections are for, measured from outside over loopback: a spray
 * of staff sign-ins (each costs a password hash) and a flood of anonymous writes (each used to
 * empty the read cache). Shared by the e2e spec and `scripts/abuse-load.ts` (any running shop).
 */

interface Card {
  id_product_trace: number;
}

async function getJson<T>(origin: string, path: string): Promise<T> {
  const response = await fetch(`${origin}${path}`);
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/** The products of one storefront grid page. */
async function productIds(origin: string, page = 1): Promise<number[]> {
  const list = await getJson<{ items: Card[] }>(
    origin,
    `/api/storefront/products?page=${page}&pageSize=18`,
  );
  if (list.items.length === 0) throw new Error(`page ${page} of the storefront grid is empty`);
  return list.items.map((card) => card.id_product_trace);
}

const count = (n: number) => n.toLocaleString('en-US');
const ms = (n: number) => `${n.toFixed(1)} ms`;

/** `30×401, 2,310×429, 0×503`: the codes asked for first (0 when absent), then any others. */
export function statusLine(codes: Record<string, number>, expected: string[]): string {
  const others = Object.keys(codes).filter((code) => !expected.includes(code));
  return [...expected, ...others].map((code) => `${count(codes[code] ?? 0)}×${code}`).join(', ');
}

// ---------------------------------------------------------------------------- sign-in spray

export interface SprayOptions {
  /** `'none'`: every sign-in from the test's own address; `'random'`: another address each. */
  forwardedFor: 'none' | 'random';
  /** Rounds the shopper browses, quiet and then under the spray (each: home + one product). */
  rounds?: number;
  connections?: number;
  /**
   * The most the p99 under the spray may be, given the quiet p99 and the p99 beside as many
   * connections asking for one cached page: the spray phase then ends as soon as enough
   * requests were slower than that for the p99 to be past it whatever follows.
   */
  budget?: (quietP99: number, busyP99: number) => number;
  /** Done while the spray still runs, after the shopper's rounds under it. */
  whileSpraying?: (spray: LoadRun) => Promise<void>;
}

export interface SprayFigures {
  quietP99: number;
  /**
   * The shopper's p99 while as many connections as spray ask for one cached page as fast as it
   * comes: what any such crowd costs the shopper on this machine at this moment (the load
   * generators share the server's cores).
   */
  busyP99: number;
  /** Requests timed quietly. */
  samples: number;
  sprayP99: number;
  /** Requests timed under the spray: fewer than `samples` when the budget was blown early. */
  spraySamples: number;
  budgetMs: number | undefined;
  /** Of them, slower than the budget. */
  overBudget: number;
  spray: LoadResult;
  /** Measurements made: another when one went past its budget (at most SPRAY_ATTEMPTS). */
  attempts: number;
}

/**
 * A spray measured past its budget is measured again, quiet and busy phases included, up to this
 * many times, and the shop is judged on its best: other work on these shared machines can slow
 * one phase for a few seconds (a build starting beside it), but not each of three, while the
 * failure the budget guards against (a shopper's p99 of 70 s before the protections) fails all.
 */
const SPRAY_ATTEMPTS = 3;

/** Past its budget: more requests slower than the budget than lie above the p99's rank. */
const pastBudget = (figures: SprayFigures) =>
  figures.budgetMs !== undefined &&
  figures.overBudget > figures.samples - Math.ceil(figures.samples * 0.99);

/**
 * A shopper's request times (p99) with no load, then while `connections` connections post
 * sign-ins with invented usernames and passwords as fast as the server answers. The spray lasts
 * as long as the shopper's rounds under it take (bounded by work, not by a clock).
 */
export async function measureSpray(origin: string, options: SprayOptions): Promise<SprayFigures> {
  let best: SprayFigures | undefined;
  for (let attempt = 1; attempt <= SPRAY_ATTEMPTS; attempt++) {
    const figures = { ...(await measureSprayOnce(origin, options)), attempts: attempt };
    if (!pastBudget(figures)) return figures;
    if (!best || figures.sprayP99 / (figures.budgetMs ?? 1) < best.sprayP99 / (best.budgetMs ?? 1))
      best = { ...figures };
    best.attempts = attempt;
  }
  // Every attempt went past its budget: the closest one is the shop's answer.
  if (!best) throw new Error('no spray measured');
  return best;
}

async function measureSprayOnce(
  origin: string,
  options: SprayOptions,
): Promise<Omit<SprayFigures, 'attempts'>> {
  const rounds = options.rounds ?? 20;
  const ids = await productIds(origin);
  const pagesOf = (round: number) => ['/', `/productdetails/${ids[round % ids.length]}`];
  const shopper = new Shopper(origin);
  try {
    // Every page once first, so neither phase pays for drawing a page the first time.
    await shopper.browse(ids.length, pagesOf);
    const quiet = await shopper.browse(rounds, pagesOf);
    const connections = options.connections ?? 32;
    const busyCrowd = startLoad({
      origin,
      connections,
      load: { kind: 'reads', paths: ['/api/categorys/getAll'] },
    });
    let busy: number[];
    try {
      await busyCrowd.replying();
      busy = await shopper.browse(rounds, pagesOf);
    } finally {
      await busyCrowd.stop();
    }
    const budgetMs = options.budget?.(p99(quiet), p99(busy));
    // Of as many requests as the quiet phase timed, the p99 is past the budget once more of
    // them than lie above the p99's rank are.
    const aboveRank = quiet.length - Math.ceil(quiet.length * 0.99);
    const over = (timings: number[]) =>
      budgetMs === undefined ? 0 : timings.filter((t) => t > budgetMs).length;

    const spray = startLoad({
      origin,
      connections,
      load: { kind: 'signin-spray', forwardedFor: options.forwardedFor },
    });
    let underSpray: number[];
    try {
      await spray.replying();
      underSpray = await shopper.browse(rounds, pagesOf, (t) => over(t) > aboveRank);
      await options.whileSpraying?.(spray);
    } finally {
      await spray.stop();
    }
    return {
      quietP99: p99(quiet),
      busyP99: p99(busy),
      samples: quiet.length,
      sprayP99: p99(underSpray),
      spraySamples: underSpray.length,
      budgetMs,
      overBudget: over(underSpray),
      spray: await spray.result,
    };
  } finally {
    shopper.close();
  }
}

export function spraySummary(label: string, figures: SprayFigures): string {
  const stoppedEarly = figures.spraySamples < figures.samples;
  const under = stoppedEarly
    ? `over ${ms(figures.budgetMs ?? 0)} (${figures.overBudget} of the first ` +
      `${figures.spraySamples} requests were slower: stopped early)`
    : `${ms(figures.sprayP99)}`;
  const budget = figures.budgetMs === undefined ? '' : `, budget ${ms(figures.budgetMs)}`;
  return (
    `${label}: shopper p99 quiet ${ms(figures.quietP99)}, beside a busy crowd ` +
    `${ms(figures.busyP99)}, under spray ${under} ` +
    `(${figures.samples} requests per phase${budget}` +
    `${figures.attempts > 1 ? `; attempt ${figures.attempts} of ${SPRAY_ATTEMPTS}` : ''}); ` +
    `spray ${statusLine(figures.spray.statusCodes, ['401', '429', '503'])} ` +
    `in ${figures.spray.seconds.toFixed(1)} s`
  );
}

export interface SignIn {
  status: number;
  ms: number;
}

/** One staff sign-in, as the back-office sends it; `from` claims a client address (a proxy's). */
export async function signIn(
  origin: string,
  account: { username: string; password: string },
  from?: string,
): Promise<SignIn> {
  const started = performance.now();
  const response = await fetch(`${origin}/api/auth/signin`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(from ? { 'x-forwarded-for': from } : {}),
    },
    body: JSON.stringify(account),
  });
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

// ---------------------------------------------------------------------------- write flood

export interface FloodOptions {
  readers?: number;
  /** Replies per read phase. */
  perPhase?: number;
  /** Rounds of quiet, flood and busy phases, in that order. */
  rounds?: number;
  flooders?: number;
}

export interface FloodFigures {
  /** Reads per second of each quiet phase, in order. */
  quiet: number[];
  /** Reads per second of each flood phase, in order. */
  flood: number[];
  /**
   * Reads per second while as many connections as flood ask for one cached reply as fast as
   * it comes instead: what any such pair of busy connections costs the readers here, where the
   * load generators share the server's two cores.
   */
  busy: number[];
  /** The floods' replies per status, all phases together. */
  floodCodes: Record<string, number>;
  /** The reads' replies per status, all phases together. */
  readCodes: Record<string, number>;
}

/** A spread of the storefront's reads: grid pages 1–3, category pages, product details, lookups. */
async function storefrontReads(origin: string): Promise<string[]> {
  const ids = [
    ...(await productIds(origin, 1)),
    ...(await productIds(origin, 2)),
    ...(await productIds(origin, 3)),
  ];
  const categories = await getJson<{ id_category: number }[]>(origin, '/api/categorys/getAll');
  return [
    ...[1, 2, 3].map((page) => `/api/storefront/products?page=${page}&pageSize=18`),
    ...categories
      .slice(0, 8)
      .map((c) => `/api/storefront/products?category=${c.id_category}&pageSize=18`),
    ...ids.slice(0, 24).map((id) => `/api/storefront/products/${id}`),
    '/api/categorys/getAll',
  ];
}

const add = (into: Record<string, number>, from: Record<string, number>) => {
  for (const [code, n] of Object.entries(from)) into[code] = (into[code] ?? 0) + n;
};

/**
 * Read throughput of `readers` connections, each phase bounded by `perPhase` replies: quiet,
 * then while `flooders` connections post anonymous customer records as fast as the server
 * answers them, then while they ask for a cached reply instead; `rounds` times over.
 */
export async function measureWriteFlood(
  origin: string,
  options: FloodOptions = {},
): Promise<FloodFigures> {
  const readers = options.readers ?? 32;
  const perPhase = options.perPhase ?? 20_000;
  const paths = await storefrontReads(origin);
  const figures: FloodFigures = { quiet: [], flood: [], busy: [], floodCodes: {}, readCodes: {} };
  const read = async (amount: number) => {
    const result = await startLoad({
      origin,
      connections: readers,
      amount,
      load: { kind: 'reads', paths },
    }).result;
    add(figures.readCodes, result.statusCodes);
    if (result.errors > 0 || result.replies < amount) {
      throw new Error(
        `the readers met ${result.errors} connection errors and had ${result.replies} of ${amount} replies`,
      );
    }
    return result.replies / result.seconds;
  };
  /** Reads per second while `load` runs beside them. */
  const readBeside = async (load: LoadKind) => {
    const other = startLoad({ origin, connections: options.flooders ?? 2, load });
    try {
      await other.replying();
      return await read(perPhase);
    } finally {
      const { statusCodes } = await other.stop();
      if (load.kind === 'customer-flood') add(figures.floodCodes, statusCodes);
    }
  };

  // Every read once in the cache, and the server's code warm, before anything is counted.
  await read(Math.max(2_000, paths.length * 40));
  figures.readCodes = {};
  // Five rounds: on the slower machines one phase's figure varied by 18 % from round to round
  // (quiet 3,747–4,489 req/s in one run), more than best-of-three absorbed.
  for (let round = 0; round < (options.rounds ?? 5); round += 1) {
    figures.quiet.push(await read(perPhase));
    figures.flood.push(await readBeside({ kind: 'customer-flood' }));
    figures.busy.push(await readBeside({ kind: 'reads', paths: ['/api/categorys/getAll'] }));
  }
  return figures;
}

export function floodSummary(label: string, figures: FloodFigures): string {
  const rps = (list: number[]) => list.map((n) => count(Math.round(n))).join(' / ');
  const best = (list: number[]) => count(Math.round(Math.max(...list)));
  const phase = (name: string, list: number[]) => `${name} ${rps(list)} req/s (best ${best(list)})`;
  return (
    `${label}: storefront reads ${phase('quiet', figures.quiet)}, ` +
    `${phase('under flood', figures.flood)}, ${phase('beside two busy readers', figures.busy)}; ` +
    `flood ${statusLine(figures.floodCodes, ['200', '429'])}`
  );
}

import os from 'node:os';
import { gzipSync } from 'node:zlib';
import type { CataloguePictures } from './catalogue/catalogue-sql';
import { BENCH_STAFF, loadCatalogue, type DatabaseTarget } from './catalogue/load-catalogue';
import { auditOrders, storedOrders } from './catalogue/order-audit';
import type { Ceiling } from './ceiling/ceiling';
import { startHealthProbe, type HealthProbeResult } from './load/health-probe';
import { legacyRowPlan } from './load/legacy-plan';
import {
  allowsOnceEach,
  findLongTail,
  longTailClasses,
  type LongTailAddresses,
} from './load/long-tail';
import {
  discoverShopperMix,
  MIX_DURATION_S,
  MIX_WARMUP_S,
  shopperName,
  visitEveryAddress,
} from './load/mix';
import type { LoadResult, LoadSpec, MixClass } from './load/load-spec';
import { startPacedShopper, type PacedShopperResult } from './load/paced-shopper';
import type { Row } from './load/rows';
import type { LoadGenerator } from './load/run-load';
import { sizeLabel, type BenchOptions } from './options';
import { describeLoad, log, phase } from './progress';
import { bestRun } from './report/analysis';
import type {
  CeilingResult,
  DatasetResult,
  FeedResult,
  LongTailFound,
  OrderTally,
  RowResult,
} from './report/results';
import { startCostMeter, statsSourceOf, type ServerCost } from './server-cost';
import { logLength, readLogFrom, summariseServerLog } from './server-log';
import { startShopServer, type RunningProcess, type ServerSettings } from './server-process';

async function signIn(origin: string): Promise<string> {
  const reply = await fetch(`${origin}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(BENCH_STAFF),
  });
  if (!reply.ok) {
    throw new Error(`bench staff sign-in failed: ${reply.status} ${await reply.text()}`);
  }
  return ((await reply.json()) as { accessToken: string }).accessToken;
}

/** One reply as the server sends it without compression: its status, body and time. */
async function sample(origin: string, spec: LoadSpec) {
  const started = performance.now();
  const reply = await fetch(origin + (spec.paths[0] ?? '/'), {
    method: spec.method,
    headers: {
      'accept-encoding': 'identity',
      ...(spec.method === 'POST' ? { 'content-type': 'application/json' } : {}),
      ...spec.headers,
    },
    ...(spec.bodies?.[0] !== undefined ? { body: spec.bodies[0] } : {}),
  });
  const body = await reply.text();
  return { status: reply.status, body, ms: performance.now() - started };
}

/**
 * A shop the rows are measured on: a generated catalogue's server, or the demo shop `npm start`
 * serves.
 */
export interface LiveShop {
  label: string;
  /** Its database (a row's orders are counted in it). */
  target: DatabaseTarget;
  entries: number;
  server: RunningProcess;
  /** Stops its server and starts it again on the same data: every cache empty, as after a start. */
  restart(): Promise<void>;
  /** The benchmark's staff account's token (the back-office rows), where it has one. */
  token: string | null;
  /** Its server's log, appended to by every start. */
  logFile: string;
  rows: RowResult[];
  /** Its long tail, once found (its rows share it). */
  longTail?: Promise<LongTailAddresses>;
}

/** A loaded catalogue with the production server running on it. */
export interface LiveDataset extends LiveShop {
  load: Awaited<ReturnType<typeof loadCatalogue>>;
  serverStartMs: number;
  /** The product feeds' row, once measured on it. */
  feeds?: FeedResult[];
}

/** Loads one catalogue into a fresh database and starts the production server on it. */
export async function openDataset(
  target: DatabaseTarget,
  entries: number,
  pictures: CataloguePictures,
  uploadDir: string,
  port: number,
): Promise<LiveDataset> {
  const label = `${sizeLabel(entries)} ${target.driver}`;
  log(`${label}: loading the catalogue`);
  const load = await phase(`load ${label}`, () =>
    loadCatalogue(target, entries, pictures, uploadDir),
  );
  log(
    `${label}: ${load.entries} entries, ${load.orders} orders in ${(load.ms / 1000).toFixed(1)} s`,
  );
  const serverStarted = performance.now();
  const logFile = `${target.dataDir}.log`;
  const settings: ServerSettings = {
    port,
    dataDir: target.dataDir,
    uploadDir,
    ...(target.databaseUrl ? { databaseUrl: target.databaseUrl } : {}),
    logFile,
  };
  const server = await startShopServer(settings);
  const serverStartMs = Math.round(performance.now() - serverStarted);
  try {
    const live: LiveDataset = {
      target,
      entries,
      label,
      load,
      server,
      async restart() {
        await live.server.stop();
        live.server = await startShopServer(settings);
      },
      serverStartMs,
      token: await signIn(server.origin),
      logFile,
      rows: [],
    };
    return live;
  } catch (error) {
    await server.stop();
    throw error;
  }
}

/** One row made ready on one live shop: its load, run one repeat at a time. */
export interface RowMeasurement {
  /** How many runs this row gets here (legacy replies of seconds and rows measured cold: one). */
  readonly times: number;
  /** One run, and with a ceiling the ceiling's run right after it under the same load. */
  runOnce(): Promise<void>;
  /** Records the row on its shop (the best run kept); the ceiling's result, if any. */
  finish(): CeilingResult | null;
}

/**
 * The classes a long-tail row asks on this shop, from its long tail (found on the first such row,
 * while the server is still running on what earlier rows asked: the cold rows start it again).
 */
async function askLongTail(live: LiveShop, kind: NonNullable<Row['longTail']>['kind']) {
  live.longTail ??= findLongTail(live.server.origin);
  const addresses = await live.longTail;
  const { classes, orders } = await longTailClasses(live.server.origin, addresses, kind);
  const found: LongTailFound = {
    addresses: Object.fromEntries(classes.map((c) => [c.id, c.paths.length])),
    terms: addresses.terms,
    bengaliTerms: addresses.bengaliTerms,
    onceEach: kind !== 'one-address' && allowsOnceEach(addresses),
  };
  log(
    `${live.label}: long tail ${kind}: ${classes.map((c) => `${c.id} ${c.paths.length}`).join(', ')}; ${addresses.terms} search terms (${addresses.bengaliTerms} Bengali)${found.onceEach ? '; each asked once' : ''}`,
  );
  return { classes, orders, found };
}

/** A row's cost in a line of the progress log. */
const describeCost = (cost: ServerCost) => {
  const per = (value: number | null | undefined) =>
    value === null || value === undefined || !cost.requests
      ? '—'
      : (value / cost.requests).toFixed(2);
  return `per request: server CPU ${per(cost.serverCpuMs)} ms, database CPU ${per(cost.databaseCpuMs)} ms, ${per(cost.database?.transactions)} transactions, ${per(cost.database?.rowsReturned)} rows returned`;
};

/** Orders the paced shopper beside a crowd may send: one per turn of the row's seconds, and some. */
const pacedOrders = (row: Row, seconds: number) =>
  row.crowd ? Math.ceil((seconds * 1000) / row.crowd.pacedOrderEveryMs) + 20 : 0;

/** The 1-, 5- and 15-minute load averages, to two decimals. */
const loadAverage = () => os.loadavg().map((l) => Math.round(l * 100) / 100);

/**
 * Makes one row ready against one live shop: a sample request (its reply size, and a failing
 * row stops the run), the load plan and, with a ceiling, this row's reply stored in it. The caller
 * runs it `times` times, interleaved with the same row on the other catalogue sizes, so the runs of
 * one size are spread over time and one noisy moment of the shared machine cannot decide a size.
 */
export async function prepareRow(
  options: BenchOptions,
  generator: LoadGenerator,
  live: LiveShop,
  row: Row,
  repeats: number,
  ceiling: Ceiling | null,
): Promise<RowMeasurement> {
  const requests = row.requests({ entries: live.entries });
  const cold = row.mix?.cold === true || row.longTail?.cold === true;
  const mixed = !!row.mix || !!row.longTail;
  const seconds = Math.max(
    options.durationSeconds,
    row.seconds ?? 0,
    mixed && !cold ? MIX_DURATION_S : 0,
  );
  const mix = row.mix
    ? await discoverShopperMix(live.server.origin, {
        orders: row.mix.orders,
        reserve: pacedOrders(row, seconds),
      })
    : undefined;
  const longTail = row.longTail ? await askLongTail(live, row.longTail.kind) : undefined;
  const classes: MixClass[] | undefined = mix?.classes ?? longTail?.classes;
  // Whose orders the database is asked to count after the row: the mix's, or the long tail's.
  const orderPlan = mix && row.mix?.orders ? mix.orders : (longTail?.orders ?? undefined);
  const spec: LoadSpec = {
    origin: live.server.origin,
    method: requests.method,
    paths: requests.paths,
    ...(requests.bodies ? { bodies: requests.bodies } : {}),
    headers: requests.staff && live.token ? { authorization: `Bearer ${live.token}` } : {},
    connections: row.connections ?? options.connections,
    duration: seconds,
    warmup: options.warmupSeconds,
    timeout: 30,
    ...(classes
      ? {
          mix: classes,
          // Warm: thousands of different pages, each asked once before (see runOnce), then a
          // warm-up. Cold: the first request is measured.
          warmup: cold ? 0 : Math.max(options.warmupSeconds, MIX_WARMUP_S),
          // As a browser asks.
          headers: { 'accept-encoding': 'gzip, br' },
          ...(longTail?.found.onceEach ? { onceEach: true } : {}),
        }
      : {}),
  };
  const first = await sample(live.server.origin, spec);
  if (first.status < 200 || first.status > 299) {
    throw new Error(
      `${live.label} ${row.id}: a sample answered ${first.status}: ${first.body.slice(0, 300)}`,
    );
  }
  const bytes = Buffer.byteLength(first.body);
  const plan: { spec: LoadSpec; note?: string } =
    row.group === 'legacy' ? legacyRowPlan(spec, { bytes, ms: first.ms }) : { spec };
  // A mix has no single reply for the ceiling to answer.
  if (classes) ceiling = null;
  await ceiling?.prepare(row.id, first.body);

  const runs: LoadResult[] = [];
  const ceilingRuns: LoadResult[] = [];
  const health: HealthProbeResult[] = [];
  let paced: PacedShopperResult | undefined;
  let orders: OrderTally | undefined;
  let pacedStored = 0;
  let startedAt: number[] = [];
  // Each run's cost, beside `runs`.
  const costs: (ServerCost | undefined)[] = [];
  // What the server logged while the row's load ran, every run.
  let logged = '';
  return {
    // Replies of seconds are measured once: a second run would only repeat the wait; a crowd
    // is judged on what it did to the server, not on its best moment; a row measured cold on
    // its first meeting with the shop.
    times: row.group === 'legacy' || row.crowd || cold ? 1 : repeats,
    async runOnce() {
      if (cold) {
        // Finding the mix and the sample asked pages: forgotten with the server's memory.
        await phase(`restarts ${live.label}`, () => live.restart());
        log(`${live.label}: ${row.id}: server started again, nothing asked in advance`);
      } else if (plan.spec.mix) {
        const visit = await phase(`first visits ${live.label}`, () =>
          visitEveryAddress(live.server.origin, plan.spec.mix ?? [], plan.spec.headers),
        );
        log(
          `${live.label}: ${row.id}: every address asked once (${visit.addresses} in ${visit.ms} ms)`,
        );
      }
      startedAt = loadAverage();
      const logFrom = logLength(live.logFile);
      const probe = row.crowd
        ? startHealthProbe(`${live.server.origin}/api/health/ready`)
        : undefined;
      const shopper =
        row.crowd && mix
          ? startPacedShopper(live.server.origin, mix.reserved, row.crowd.pacedOrderEveryMs)
          : undefined;
      const meter = longTail
        ? await startCostMeter(live.server.pid, await statsSourceOf(live.target))
        : undefined;
      const result = await phase(`rows ${live.label}`, () => generator.run(plan.spec));
      const cost = await meter?.stop(result.requests + result.warmup2xx);
      if (cost) log(`${live.label}: ${row.id}: ${describeCost(cost)}`);
      costs.push(cost);
      logged += readLogFrom(live.logFile, logFrom);
      if (shopper) {
        paced = await shopper.stop();
        log(
          `${live.label}: ${row.id}: paced shopper placed ${paced.placed} of ${paced.sent} orders, p99 ${paced.latency.p99.toFixed(0)} ms`,
        );
      }
      if (probe) {
        const seen = await probe.stop();
        health.push(seen);
        log(
          `${live.label}: ${row.id}: health p50 ${seen.latency.p50.toFixed(0)} ms, max ${seen.latency.max.toFixed(0)} ms, ${seen.failures} of ${seen.probes} failed; ${result.refusals?.count ?? 0} refused, ${result.timeouts} timeouts`,
        );
      }
      log(
        `${live.label}: ${row.id.padEnd(18)} ${describeLoad(result)}  errors ${result.non2xx + result.errors}`,
      );
      runs.push(result);
      if (orderPlan) {
        const [stored = 0, pacedFound = 0] = await storedOrders(live.target, [
          shopperName('Mix Shopper', orderPlan),
          shopperName('Paced Shopper', orderPlan),
        ]);
        orders = {
          sent: runs.reduce((sum, r) => sum + (r.ordersSent ?? 0), 0),
          placed: runs.reduce((sum, r) => sum + (r.ordersConfirmed ?? 0), 0),
          refused: runs.reduce((sum, r) => sum + (r.ordersRefused ?? 0), 0),
          stored,
        };
        pacedStored = pacedFound;
        log(
          `${live.label}: ${row.id}: orders placed ${orders.placed} of ${orders.sent} sent (${orders.refused} refused), ${stored} stored`,
        );
      }
      if (ceiling) ceilingRuns.push(await ceiling.run(row.id, plan.spec));
    },
    finish() {
      // The cost of the run whose requests/s are kept (bestRun: the fastest).
      const cost = costs[runs.indexOf(runs.reduce((a, b) => (a.rps >= b.rps ? a : b)))];
      live.rows.push({
        id: row.id,
        title: row.title,
        group: row.group,
        status: first.status,
        bytes,
        gzipBytes: gzipSync(first.body).length,
        load: bestRun(runs),
        runs,
        ratio: null,
        loadAverage: startedAt,
        ...(plan.note ? { note: plan.note } : {}),
        ...(plan.spec.connections !== options.connections
          ? { connections: plan.spec.connections }
          : {}),
        ...(health[0] ? { health: health[0] } : {}),
        ...(orders ? { orders } : {}),
        ...(paced ? { paced: { ...paced, stored: pacedStored } } : {}),
        ...(cold ? { cold } : {}),
        serverLog: summariseServerLog(logged),
        ...(cost ? { cost } : {}),
        ...(longTail ? { longTail: longTail.found } : {}),
      });
      return ceilingRuns.length
        ? { id: row.id, bytes, load: bestRun(ceilingRuns), runs: ceilingRuns }
        : null;
    },
  };
}

/** Stops the server, then audits the orders the run placed. */
export async function closeDataset(live: LiveDataset): Promise<DatasetResult> {
  const rss = live.server.rssMb();
  await live.server.stop();
  const orderRows = live.rows.filter(
    (r) =>
      r.group === 'order' ||
      ((r.group === 'mix' || r.group === 'crowd' || r.group === 'long-tail') &&
        r.runs.some((x) => x.ordersConfirmed)),
  );
  const confirmed = orderRows.length
    ? orderRows
        .flatMap((row) => row.runs)
        .reduce(
          (sum, r) =>
            sum +
            (r.ordersConfirmed !== undefined
              ? r.ordersConfirmed
              : (r.statusCodes['200'] ?? 0) + r.warmup2xx),
          0,
        ) + orderRows.reduce((sum, row) => sum + (row.paced?.placed ?? 0), 0)
    : undefined;
  const orderAudit =
    confirmed === undefined
      ? null
      : await auditOrders(live.target, live.load.lastGeneratedTransaction, confirmed);
  return {
    driver: live.target.driver,
    entries: live.entries,
    load: live.load,
    serverStartMs: live.serverStartMs,
    serverRssMb: rss,
    rows: live.rows,
    orderAudit,
    ...(live.feeds ? { feeds: live.feeds } : {}),
  };
}

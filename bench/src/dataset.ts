import { gzipSync } from 'node:zlib';
import type { CataloguePictures } from './catalogue/catalogue-sql';
import { BENCH_STAFF, loadCatalogue, type DatabaseTarget } from './catalogue/load-catalogue';
import { auditOrders } from './catalogue/order-audit';
import type { Ceiling } from './ceiling/ceiling';
import { startHealthProbe, type HealthProbeResult } from './load/health-probe';
import { legacyRowPlan } from './load/legacy-plan';
import { discoverShopperMix, MIX_DURATION_S, MIX_WARMUP_S, visitEveryAddress } from './load/mix';
import type { LoadResult, LoadSpec } from './load/load-spec';
import type { Row } from './load/rows';
import type { LoadGenerator } from './load/run-load';
import { sizeLabel, type BenchOptions } from './options';
import { describeLoad, log, phase } from './progress';
import { bestRun } from './report/analysis';
import type { CeilingResult, DatasetResult, RowResult } from './report/results';
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

/** A loaded catalogue with the production server running on it. */
export interface LiveDataset {
  target: DatabaseTarget;
  entries: number;
  label: string;
  load: Awaited<ReturnType<typeof loadCatalogue>>;
  /** How its server was started (a row may start it again with other settings). */
  settings: ServerSettings;
  server: RunningProcess;
  serverStartMs: number;
  token: string;
  rows: RowResult[];
}

/** Loads one catalogue into a fresh database and starts the production server on it. */
export async function openDataset(
  options: BenchOptions,
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
  const settings: ServerSettings = {
    port,
    dataDir: target.dataDir,
    uploadDir,
    ...(target.databaseUrl ? { databaseUrl: target.databaseUrl } : {}),
  };
  const server = await startShopServer(settings);
  const serverStartMs = Math.round(performance.now() - serverStarted);
  try {
    return {
      target,
      entries,
      label,
      load,
      settings,
      server,
      serverStartMs,
      token: await signIn(server.origin),
      rows: [],
    };
  } catch (error) {
    await server.stop();
    throw error;
  }
}

/** One row made ready on one live catalogue: its load, run one repeat at a time. */
export interface RowMeasurement {
  /** How many runs this row gets here (legacy replies of seconds and PGlite rows: one). */
  readonly times: number;
  /** One run, and with a ceiling the ceiling's run right after it under the same load. */
  runOnce(): Promise<void>;
  /** Records the row on its catalogue (the best run kept); the ceiling's result, if any. */
  finish(): CeilingResult | null;
}

/**
 * Makes one row ready against one live catalogue: a sample request (its reply size, and a failing
 * row stops the run), the load plan and, with a ceiling, this row's reply stored in it. The caller
 * runs it `times` times, interleaved with the same row on the other catalogue sizes, so the runs of
 * one size are spread over time and one noisy moment of the shared machine cannot decide a size.
 */
export async function prepareRow(
  options: BenchOptions,
  generator: LoadGenerator,
  live: LiveDataset,
  row: Row,
  repeats: number,
  ceiling: Ceiling | null,
): Promise<RowMeasurement> {
  if (row.crowd && !live.settings.defaultQueueLimit) {
    // One process owns a PGlite folder: the crowd meets this same server, started again with
    // the bound on waiting requests that `pnpm start` runs with.
    await live.server.stop();
    live.settings = { ...live.settings, defaultQueueLimit: true };
    live.server = await startShopServer(live.settings);
    log(`${live.label}: server started again with its default queue bound for ${row.id}`);
  }
  const requests = row.requests({ entries: live.entries });
  const spec: LoadSpec = {
    origin: live.server.origin,
    method: requests.method,
    paths: requests.paths,
    ...(requests.bodies ? { bodies: requests.bodies } : {}),
    headers: requests.staff ? { authorization: `Bearer ${live.token}` } : {},
    connections: options.connections,
    duration: options.durationSeconds,
    warmup: options.warmupSeconds,
    timeout: 30,
    ...(row.mix
      ? {
          mix: await discoverShopperMix(live.server.origin, row.mix.orders),
          // Thousands of different pages, each asked once before (see runOnce), then a warm-up.
          warmup: Math.max(options.warmupSeconds, MIX_WARMUP_S),
          duration: Math.max(options.durationSeconds, MIX_DURATION_S),
          // As a browser asks.
          headers: { 'accept-encoding': 'gzip, br' },
        }
      : {}),
    ...(row.crowd ? { connections: row.crowd.connections } : {}),
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
  if (row.mix) ceiling = null;
  await ceiling?.prepare(row.id, first.body);

  const runs: LoadResult[] = [];
  const ceilingRuns: LoadResult[] = [];
  const health: HealthProbeResult[] = [];
  return {
    // Replies of seconds are measured once: a second run would only repeat the wait; a crowd
    // is judged on what it did to the server, not on its best moment.
    times: row.group === 'legacy' || row.crowd ? 1 : repeats,
    async runOnce() {
      if (plan.spec.mix) {
        const visit = await phase(`first visits ${live.label}`, () =>
          visitEveryAddress(live.server.origin, plan.spec.mix ?? [], plan.spec.headers),
        );
        log(
          `${live.label}: ${row.id}: every address asked once (${visit.addresses} in ${visit.ms} ms)`,
        );
      }
      const probe = row.crowd
        ? startHealthProbe(`${live.server.origin}/api/health/ready`)
        : undefined;
      const result = await phase(`rows ${live.label}`, () => generator.run(plan.spec));
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
      if (ceiling) ceilingRuns.push(await ceiling.run(row.id, plan.spec));
    },
    finish() {
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
        ...(plan.note ? { note: plan.note } : {}),
        ...(row.crowd ? { connections: plan.spec.connections } : {}),
        ...(health[0] ? { health: health[0] } : {}),
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
      ((r.group === 'mix' || r.group === 'crowd') && r.runs.some((x) => x.ordersConfirmed)),
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
        )
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
  };
}

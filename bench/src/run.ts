import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import type { DatabaseTarget, Driver } from './catalogue/load-catalogue';
import { drawCataloguePictures } from './catalogue/pictures';
import type { CataloguePictures } from './catalogue/catalogue-sql';
import { startCeiling, type Ceiling } from './ceiling/ceiling';
import {
  closeDataset,
  openDataset,
  prepareRow,
  type LiveDataset,
  type RowMeasurement,
} from './dataset';
import { closeDemoShop, openDemoShop } from './demo-shop';
import { FEEDS_ROW, measureFeeds } from './feeds/feeds-row';
import { checkChromium } from './frontend/frontend';
import { runFrontend } from './frontend/run-frontend';
import { rowApplies, ROWS, runsOn, type Row } from './load/rows';
import { startLoadGenerator, type LoadGenerator } from './load/run-load';
import { parseOptions, sizeLabel, USAGE, type BenchOptions } from './options';
import { elapsedSeconds, log, phase, phaseSeconds } from './progress';
import { applyCeiling } from './report/analysis';
import { writeReport } from './report/write-report';
import type {
  BenchResults,
  CeilingResult,
  DatasetResult,
  DemoShopResult,
  FrontendResult,
} from './report/results';
import { killAll } from './server-process';
import { at } from './workspace';

/**
 * `pnpm bench`: builds what is stale, then for each database and catalogue size loads a
 * generated catalogue and drives the production server with autocannon; the bare-Fastify
 * ceiling alongside the reference catalogue (the largest, on PostgreSQL); the demo shop as
 * `npm start` serves it (the embedded default) under a shopper mix and a crowd; the shopper's
 * JavaScript and Lighthouse; bench/results/latest.{json,md}.
 */

function targetFor(options: BenchOptions, workDir: string, driver: Driver, entries: number) {
  const dataDir = path.join(workDir, `${driver}-${sizeLabel(entries).toLowerCase()}`);
  const target: DatabaseTarget =
    driver === 'postgres'
      ? {
          driver,
          dataDir,
          databaseUrl: `${options.postgresUrl}/poshak_bench_${sizeLabel(entries).toLowerCase()}`,
        }
      : { driver, dataDir };
  return target;
}

async function postgresVersion(url: string): Promise<string | null> {
  const client = new pg.Client({ connectionString: `${url}/postgres` });
  try {
    await client.connect();
    const { rows } = await client.query<{ v: string }>(
      "SELECT current_setting('server_version') AS v",
    );
    return `PostgreSQL ${rows[0]?.v ?? '?'}`;
  } catch {
    return null;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * Every catalogue size of one database, up at once, each row run at every size back to back, so
 * the growth ratios compare runs that saw the machine in the same state.
 */
async function measureCatalogues(
  options: BenchOptions,
  run: {
    driver: Driver;
    workDir: string;
    uploadDir: string;
    pictures: CataloguePictures;
    rows: Row[];
    /** Whether the product feeds' row runs (on the catalogues up to its size). */
    feeds: boolean;
    generator: LoadGenerator;
    ceilingServer: Ceiling;
    ceiling: CeilingResult[];
    /** The targets' catalogue size when this is the targets' database. */
    reference: number | null;
  },
): Promise<DatasetResult[]> {
  const datasets: DatasetResult[] = [];
  const live: LiveDataset[] = [];
  try {
    for (const [i, entries] of options.sizesByDriver[run.driver].entries()) {
      const target = targetFor(options, run.workDir, run.driver, entries);
      live.push(
        await openDataset(target, entries, run.pictures, run.uploadDir, options.port + 10 + i),
      );
    }
    for (const row of run.rows) {
      const measurements: RowMeasurement[] = [];
      for (const dataset of live) {
        if (!rowApplies(row, dataset.entries)) continue;
        measurements.push(
          await prepareRow(
            options,
            run.generator,
            dataset,
            row,
            options.repeats,
            dataset.entries === run.reference ? run.ceilingServer : null,
          ),
        );
      }
      // 1k, 10k, 100k, then again: each size's runs are apart in time (see prepareRow).
      const rounds = Math.max(...measurements.map((m) => m.times));
      for (let round = 0; round < rounds; round++) {
        for (const m of measurements) if (round < m.times) await m.runOnce();
      }
      for (const m of measurements) {
        const measured = m.finish();
        if (measured) run.ceiling.push(measured);
      }
    }
    // Last: it starts each server again, which the load rows' warm caches would not survive.
    for (const dataset of run.feeds ? live : []) {
      if (dataset.entries <= FEEDS_ROW.maxEntries) dataset.feeds = await measureFeeds(dataset);
    }
  } finally {
    for (const dataset of live) {
      datasets.push(await closeDataset(dataset));
      // Embedded data folders of the big catalogues take hundreds of MB: only the reference's
      // is kept (the front end's first-page JavaScript is measured on it).
      if (run.driver === 'embedded' && dataset.entries !== run.reference) {
        rmSync(dataset.target.dataDir, { recursive: true, force: true });
      }
    }
  }
  return datasets;
}

/** The production builds, made like `pnpm start` makes them (only what is stale). */
async function build(options: BenchOptions) {
  if (!options.build) return;
  const { ensureBuilt } = (await import(pathToFileURL(at('server/scripts/start.mjs')).href)) as {
    ensureBuilt: (o: { log: (m: string) => void }) => Promise<string[]>;
  };
  await phase('build', async () => {
    const built = await ensureBuilt({ log });
    log(built.length ? `built ${built.join(', ')}` : 'production builds are up to date');
  });
}

async function main() {
  const options = parseOptions(process.argv.slice(2));
  if (options.frontend) checkChromium();
  const loadAverageStart = os.loadavg()[0] ?? 0;
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'poshak-bench-'));
  const uploadDir = path.join(workDir, 'uploads');
  const unknown = options.rows.filter(
    (id) => id !== FEEDS_ROW.id && !ROWS.some((r) => r.id === id),
  );
  if (unknown.length) throw new Error(`--rows: unknown ${unknown.join(', ')}`);
  const rows = options.rows.length ? ROWS.filter((r) => options.rows.includes(r.id)) : ROWS;
  const catalogueRows = rows.filter((r) => runsOn(r, 'catalogues'));
  const feeds = !options.rows.length || options.rows.includes(FEEDS_ROW.id);
  // The demo shop is the embedded default's: its rows run when that database is in the run.
  const demoRows = options.drivers.includes('embedded')
    ? rows.filter((r) => runsOn(r, 'demo'))
    : [];
  // The front end's first-page JavaScript is measured on the reference catalogue.
  const catalogues = catalogueRows.length > 0 || feeds || options.frontend;
  log(
    `${catalogues ? options.drivers.map((d) => `${d} ${options.sizesByDriver[d].map(sizeLabel).join(', ') || 'no catalogue'}`).join('; ') : 'no generated catalogue'}${demoRows.length ? '; the demo shop' : ''}; ${workDir}`,
  );
  const generator = startLoadGenerator();
  try {
    await build(options);
    const pictures = catalogues
      ? await phase('pictures', () => drawCataloguePictures(uploadDir))
      : null;
    // The targets' catalogue: the largest, on PostgreSQL when it is run.
    const referenceDriver: Driver = options.drivers.includes('postgres') ? 'postgres' : 'embedded';
    const largest = Math.max(...options.sizesByDriver[referenceDriver]);
    const datasets: DatasetResult[] = [];
    const ceiling: CeilingResult[] = [];
    const ceilingServer = await startCeiling(options.port + 2, generator);
    try {
      for (const driver of pictures ? options.drivers : []) {
        datasets.push(
          ...(await measureCatalogues(options, {
            driver,
            workDir,
            uploadDir,
            pictures: pictures as CataloguePictures,
            rows: catalogueRows,
            feeds,
            generator,
            ceilingServer,
            ceiling,
            reference: driver === referenceDriver ? largest : null,
          })),
        );
      }
    } finally {
      await ceilingServer.stop();
    }
    applyCeiling(datasets, ceiling);

    let demoShop: DemoShopResult | null = null;
    if (demoRows.length) {
      log('demo shop: started as `npm start` starts it (embedded PostgreSQL, demo seed)');
      const shop = await openDemoShop({
        port: options.port + 5,
        dataDir: path.join(workDir, 'demo-rows'),
      });
      try {
        for (const row of demoRows) {
          const measurement = await prepareRow(
            options,
            generator,
            shop,
            row,
            options.repeats,
            null,
          );
          for (let run = 0; run < measurement.times; run++) await measurement.runOnce();
          measurement.finish();
        }
      } finally {
        demoShop = await closeDemoShop(shop);
      }
    }

    let frontend: FrontendResult | null = null;
    if (options.frontend) {
      const target = targetFor(options, workDir, referenceDriver, largest);
      frontend = await runFrontend(
        {
          reference: {
            port: options.port + 3,
            dataDir: target.dataDir,
            uploadDir,
            ...(target.databaseUrl ? { databaseUrl: target.databaseUrl } : {}),
          },
          demo: { port: options.port + 4, dataDir: path.join(workDir, 'demo-shop') },
        },
        {
          lighthouse: options.lighthouseRuns,
          firstTap: options.firstTapRuns,
          firstRow: options.firstRowRuns,
        },
      );
    }

    const measured: Omit<BenchResults, 'targets' | 'growth'> = {
      generatedAt: new Date().toISOString(),
      machine: {
        cpus: os.cpus().length,
        cpuModel: os.cpus()[0]?.model.trim() ?? 'unknown CPU',
        memoryGb: Math.round(os.totalmem() / 1024 ** 3),
        node: process.version,
        postgres: options.drivers.includes('postgres')
          ? await postgresVersion(options.postgresUrl)
          : null,
        loadAverageStart,
        loadAverageEnd: os.loadavg()[0] ?? 0,
      },
      settings: {
        connections: options.connections,
        durationSeconds: options.durationSeconds,
        warmupSeconds: options.warmupSeconds,
        repeats: options.repeats,
        sizes: options.sizes,
        drivers: options.drivers,
        sizesByDriver: Object.fromEntries(
          options.drivers.map((d) => [d, options.sizesByDriver[d]]),
        ),
      },
      datasets,
      demoShop,
      ceiling,
      frontend,
      phases: phaseSeconds(),
      totalSeconds: elapsedSeconds(),
    };
    const name = options.report;
    const results = await writeReport(name, measured);
    const met = results.targets.filter((t) => t.met).length;
    log(`wrote bench/results/${name}.{json,md}: ${met} of ${results.targets.length} targets met`);
    for (const t of results.targets.filter((x) => !x.met))
      log(`  not met: ${t.name} — ${t.measured}`);
  } finally {
    await generator.stop();
    rmSync(workDir, { recursive: true, force: true });
  }
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    killAll();
    process.exit(130);
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  if (error instanceof Error && /unknown option/.test(error.message)) console.error(USAGE);
  process.exit(1);
});

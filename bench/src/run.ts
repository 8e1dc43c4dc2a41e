import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import type { DatabaseTarget, Driver } from './catalogue/load-catalogue';
import { drawCataloguePictures } from './catalogue/pictures';
import { startCeiling } from './ceiling/ceiling';
import {
  closeDataset,
  openDataset,
  prepareRow,
  type LiveDataset,
  type RowMeasurement,
} from './dataset';
import { runFrontend } from './frontend/run-frontend';
import { rowApplies, ROWS } from './load/rows';
import { startLoadGenerator } from './load/run-load';
import { parseOptions, sizeLabel, USAGE, type BenchOptions } from './options';
import { elapsedSeconds, log, phase, phaseSeconds } from './progress';
import { applyCeiling } from './report/analysis';
import { writeReport } from './report/write-report';
import type { BenchResults, CeilingResult, DatasetResult, FrontendResult } from './report/results';
import { killAll } from './server-process';
import { at } from './workspace';

/**
 * `pnpm bench`: builds what is stale, then for each database and catalogue size loads a
 * generated catalogue and drives the production server with autocannon; the bare-Fastify
 * ceiling alongside the reference catalogue (the largest, on PostgreSQL); the shopper's
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

/** The production builds, made like `pnpm start` makes them (only what is stale). */
async function build(options: BenchOptions) {
  if (!options.build) return;
  const { ensureBuilt } = (await import(pathToFileURL(at('server/scripts/start.mjs')).href)) as {
    ensureBuilt: (o: { log: (m: string) => void }) => string[];
  };
  await phase('build', async () => {
    const built = ensureBuilt({ log });
    log(built.length ? `built ${built.join(', ')}` : 'production builds are up to date');
  });
}

async function main() {
  const options = parseOptions(process.argv.slice(2));
  const loadAverageStart = os.loadavg()[0] ?? 0;
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'poshak-bench-'));
  const uploadDir = path.join(workDir, 'uploads');
  const rows = options.rows.length ? ROWS.filter((r) => options.rows.includes(r.id)) : ROWS;
  log(
    `${options.drivers.map((d) => `${d} ${options.sizesByDriver[d].map(sizeLabel).join(', ')}`).join('; ')}; ${workDir}`,
  );
  const generator = startLoadGenerator();
  try {
    await build(options);
    const pictures = await phase('pictures', () => drawCataloguePictures(uploadDir));
    // The targets' catalogue: the largest, on PostgreSQL when it is run.
    const referenceDriver: Driver = options.drivers.includes('postgres') ? 'postgres' : 'pglite';
    const largest = Math.max(...options.sizesByDriver[referenceDriver]);
    const datasets: DatasetResult[] = [];
    const ceiling: CeilingResult[] = [];
    const ceilingServer = await startCeiling(options.port + 2, generator);
    try {
      for (const driver of options.drivers) {
        // Every size of one database is up at once and each row runs at every size back to
        // back, so the growth ratios compare runs that saw the machine in the same state.
        const live: LiveDataset[] = [];
        try {
          for (const [i, entries] of options.sizesByDriver[driver].entries()) {
            const target = targetFor(options, workDir, driver, entries);
            live.push(
              await openDataset(
                options,
                target,
                entries,
                pictures,
                uploadDir,
                options.port + 10 + i,
              ),
            );
          }
          for (const row of rows) {
            const measurements: RowMeasurement[] = [];
            for (const dataset of live) {
              if (!rowApplies(row, driver, dataset.entries)) continue;
              const reference = driver === referenceDriver && dataset.entries === largest;
              measurements.push(
                await prepareRow(
                  options,
                  generator,
                  dataset,
                  row,
                  // PGlite answers one query at a time: its figures are for information, one run.
                  driver === 'postgres' ? options.repeats : 1,
                  reference ? ceilingServer : null,
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
              if (measured) ceiling.push(measured);
            }
          }
        } finally {
          for (const dataset of live) {
            datasets.push(await closeDataset(dataset));
            // PGlite folders of the big catalogues take hundreds of MB: keep only what is needed.
            const reference = driver === referenceDriver && dataset.entries === largest;
            if (driver === 'pglite' && !reference) {
              rmSync(dataset.target.dataDir, { recursive: true, force: true });
            }
          }
        }
      }
    } finally {
      await ceilingServer.stop();
    }
    applyCeiling(datasets, ceiling);

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
        options.lighthouseRuns,
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
      ceiling,
      frontend,
      phases: phaseSeconds(),
      totalSeconds: elapsedSeconds(),
    };
    const name = options.complete ? 'latest' : 'partial';
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

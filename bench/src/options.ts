import type { Driver } from './catalogue/load-catalogue';

export interface BenchOptions {
  /** Every size of the run, smallest first (the union of `sizesByDriver`). */
  sizes: number[];
  /** Catalogue sizes per database: the embedded default holds a shop's catalogue, not 1M. */
  sizesByDriver: Record<Driver, number[]>;
  drivers: Driver[];
  /** Row ids to run (all when empty). */
  rows: string[];
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
  /** Runs per row on every catalogue and for the ceiling; the best is kept. */
  repeats: number;
  frontend: boolean;
  build: boolean;
  lighthouseRuns: number;
  /** Runs per page of the first-tap measurement on a phone profile (each figure's median kept). */
  firstTapRuns: number;
  /** Runs per screen of the staff's first screens (orders first row, dashboard first figure). */
  firstRowRuns: number;
  /** PostgreSQL server the `poshak_bench_*` databases are made on. */
  postgresUrl: string;
  /**
   * Base of the ports the benchmark uses: base+2 (ceiling), +3 (front end), +4 (Lighthouse's demo
   * shop), +5 (the demo shop's rows), +10… (one per catalogue size).
   */
  port: number;
  /** True when the run is the full default one that writes latest.{json,md}. */
  complete: boolean;
  /** The report's name in bench/results (`latest` for the full run, else `partial` unless named). */
  report: string;
}

export const USAGE = `pnpm bench [options]
  --sizes 1000,10000,100000     catalogue sizes (stock entries), for every database
                                (default: postgres 1k, 10k, 100k, 1M; embedded 1k, 10k, 100k)
  --embedded-sizes 1000|none    the embedded database's own sizes; none: its demo shop only
  --drivers postgres,embedded   databases: the machine's PostgreSQL, and the embedded default
                                (PostgreSQL from the npm package in a data folder, as npm start
                                runs it; its rows include the demo shop's)
  --rows home-grid,order        only these rows (ids as in latest.json; the demo shop's:
                                demo-shop-mix, demo-shop-crowd; the long tail's, on both:
                                long-tail, long-tail-pages, long-tail-detail,
                                long-tail-search, long-tail-category,
                                long-tail-one-address)
  --duration 3 --warmup 1       seconds measured / warmed up per row
  --repeats 2                   runs per row and for the ceiling (best kept)
  --connections 50              autocannon connections
  --lighthouse-runs 5           Lighthouse runs per page (the median is reported, every run listed)
  --first-tap-runs 5            first paint → a working add to cart on a phone: runs per page
  --first-row-runs 5            the orders page's first row and the dashboard's first figure at
                                4× CPU, no cache, signed in: runs per screen
  --no-frontend                 skip first-page JavaScript, the staff's first screens,
                                Lighthouse and the first tap
  --no-build                    use the existing production builds as they are
  --report long-tail            write results/long-tail.{json,md} rather than partial.*
Environment: BENCH_POSTGRES_URL (postgres://postgres@127.0.0.1:5432), BENCH_PORT (5000: the
benchmark uses ports base+2 to base+5 and base+10 on).
A run with other sizes, drivers, rows or without the front end writes results/partial.{json,md}
(or the --report name); the full run writes results/latest.{json,md}.`;

/** A catalogue size as people say it: 1k, 100k, 1M (exact counts otherwise). */
export function sizeLabel(entries: number): string {
  if (entries >= 1_000_000 && entries % 1_000_000 === 0) return `${entries / 1_000_000}M`;
  return entries % 1000 === 0 ? `${entries / 1000}k` : String(entries);
}

const DEFAULT_SIZES: Record<Driver, number[]> = {
  postgres: [1_000, 10_000, 100_000, 1_000_000],
  embedded: [1_000, 10_000, 100_000],
};

const DEFAULTS = {
  drivers: ['postgres', 'embedded'] as Driver[],
  connections: 50,
  durationSeconds: 3,
  warmupSeconds: 1,
  repeats: 2,
  lighthouseRuns: 5,
  firstTapRuns: 5,
  firstRowRuns: 5,
};

const union = (lists: number[][]) => [...new Set(lists.flat())].sort((a, b) => a - b);

function positiveInt(flag: string, value: string | undefined): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${flag}: expected a positive integer`);
  return n;
}

export function parseOptions(argv: string[], env: NodeJS.ProcessEnv = process.env): BenchOptions {
  const options: BenchOptions = {
    ...DEFAULTS,
    sizes: union(Object.values(DEFAULT_SIZES)),
    sizesByDriver: { postgres: [...DEFAULT_SIZES.postgres], embedded: [...DEFAULT_SIZES.embedded] },
    rows: [],
    frontend: true,
    build: true,
    postgresUrl: env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432',
    port: env.BENCH_PORT ? positiveInt('BENCH_PORT', env.BENCH_PORT) : 5000,
    complete: true,
    report: '',
  };
  let embeddedSizes: number[] | undefined;
  const args = argv.filter((a) => a !== '--');
  for (let i = 0; i < args.length; i++) {
    const flag = args[i];
    const value = () => {
      const v = args[++i];
      if (v === undefined) throw new Error(`${flag}: a value is missing`);
      return v;
    };
    const list = () => value().split(',').filter(Boolean);
    switch (flag) {
      case '--sizes':
        options.sizes = union([list().map((s) => positiveInt('--sizes', s))]);
        options.sizesByDriver = { postgres: options.sizes, embedded: options.sizes };
        options.complete = false;
        break;
      case '--drivers': {
        const drivers = list();
        const unknown = drivers.filter((d) => d !== 'postgres' && d !== 'embedded');
        if (unknown.length) throw new Error(`--drivers: unknown ${unknown.join(', ')}`);
        options.drivers = drivers as Driver[];
        options.complete = false;
        break;
      }
      case '--embedded-sizes': {
        const sizes = value();
        embeddedSizes =
          sizes === 'none'
            ? []
            : sizes
                .split(',')
                .filter(Boolean)
                .map((size) => positiveInt(flag, size));
        options.complete = false;
        break;
      }
      case '--report':
        options.report = value();
        if (!/^[a-z0-9][a-z0-9-]*$/.test(options.report)) {
          throw new Error(`${flag}: a name of lower-case letters, digits and dashes`);
        }
        break;
      case '--rows':
        options.rows = list();
        options.complete = false;
        break;
      case '--duration':
        options.durationSeconds = positiveInt(flag, value());
        options.complete = false;
        break;
      case '--warmup':
        options.warmupSeconds = Number(value());
        options.complete = false;
        break;
      case '--repeats':
        options.repeats = positiveInt(flag, value());
        options.complete = false;
        break;
      case '--connections':
        options.connections = positiveInt(flag, value());
        options.complete = false;
        break;
      case '--lighthouse-runs':
        options.lighthouseRuns = positiveInt(flag, value());
        break;
      case '--first-tap-runs':
        options.firstTapRuns = positiveInt(flag, value());
        break;
      case '--first-row-runs':
        options.firstRowRuns = positiveInt(flag, value());
        break;
      case '--no-frontend':
        options.frontend = false;
        options.complete = false;
        break;
      case '--no-build':
        options.build = false;
        break;
      default:
        throw new Error(`unknown option ${flag}\n\n${USAGE}`);
    }
  }
  if (embeddedSizes) {
    options.sizesByDriver = { ...options.sizesByDriver, embedded: embeddedSizes };
    options.sizes = union([options.sizesByDriver.postgres, embeddedSizes]);
  }
  options.report ||= options.complete ? 'latest' : 'partial';
  return options;
}

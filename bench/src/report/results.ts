import type { Driver, LoadReport } from '../catalogue/load-catalogue';
import type { FirstPageJs } from '../frontend/frontend';
import type { FirstRowResult } from '../frontend/first-row';
import type { FirstTapResult } from '../frontend/first-tap';
import type { LighthouseResult } from '../frontend/lighthouse-result';
import type { MachineQuiet } from '../frontend/quiet-machine';
import type { HealthProbeResult } from '../load/health-probe';
import type { LoadResult } from '../load/load-spec';
import type { PacedShopperResult } from '../load/paced-shopper';
import type { ServerCost } from '../server-cost';
import type { ServerLogSummary } from '../server-log';
import type { RowGroup } from '../load/rows';

/** The shape of bench/results/latest.json. */

export interface RowResult {
  id: string;
  title: string;
  group: RowGroup;
  /** Status and size of one sample reply (uncompressed body, and gzipped as a browser gets it). */
  status: number;
  bytes: number;
  gzipBytes: number;
  /** The kept run (the one with most requests/s): the machine is shared, noise only slows. */
  load: LoadResult;
  /** Every run of the row, the kept one included. */
  runs: LoadResult[];
  /** Requests per second as a share of the ceiling's for the same reply size (0–1). */
  ratio: number | null;
  /** Connections used when fewer than the run's (see `note`). */
  note?: string;
  /** Connections, when the row's own rather than the run's. */
  connections?: number;
  /** Measured on its first meeting with the shop: nothing asked in advance, no warm-up. */
  cold?: boolean;
  /** The 1-, 5- and 15-minute load averages when its (last) run started. */
  loadAverage?: number[];
  /** A crowd row: what `GET /api/health/ready`, asked every 100 ms during the load, answered. */
  health?: HealthProbeResult;
  /** A mix with orders: its orders, sent, placed and found in the database. */
  orders?: OrderTally;
  /** A crowd row: the shopper ordering at a steady pace beside it, and its orders stored. */
  paced?: PacedShopperResult & { stored: number };
  /** What the server logged at warn and above while the row's load ran (absent: older runs). */
  serverLog?: ServerLogSummary;
  /** A long-tail row: what the server and its database spent on its requests. */
  cost?: ServerCost;
  /** A long-tail row: the addresses it had to ask. */
  longTail?: LongTailFound;
}

/** The long tail found on one shop, as one of its rows asked it. */
export interface LongTailFound {
  /** Addresses per class of the row (each path, or each order's body). */
  addresses: Record<string, number>;
  /** Distinct search terms, and how many are Bengali. */
  terms: number;
  bengaliTerms: number;
  /**
   * Each address asked once at most, the load stopping when a class's ran out; false: the shop
   * has too few for that, and its addresses were asked again from the start.
   */
  onceEach: boolean;
}

/** A mix's orders: every run, warm-up included. */
export interface OrderTally {
  /** Sent to the server. */
  sent: number;
  /** Answered 2xx. */
  placed: number;
  /** Answered otherwise (the rest of those sent were unanswered when the load stopped). */
  refused: number;
  /**
   * Found in the database after the row's last run (named after the row's mix): with those
   * in flight when the load stopped, never fewer than placed.
   */
  stored: number;
}

export interface OrderAudit {
  /** Orders the server confirmed during the run (2xx). */
  confirmed: number;
  /** Orders found in the database afterwards that the run placed. */
  stored: number;
  /** Stock entries whose stock left + units sold during the run ≠ stock before it. */
  mismatchedEntries: number;
  /** Stock entries below zero. */
  negativeStock: number;
}

export interface DatasetResult {
  driver: Driver;
  entries: number;
  load: LoadReport;
  serverStartMs: number;
  serverRssMb: number | null;
  rows: RowResult[];
  orderAudit: OrderAudit | null;
  /** The product feeds' row (bench/src/feeds), where it ran (absent: not run, or older runs). */
  feeds?: FeedResult[];
}

/** One feed in one language, as measured. */
export interface FeedResult {
  file: 'meta.csv' | 'google.xml';
  language: 'en' | 'bn';
  items: number;
  /** Plain size, and as sent gzipped. */
  bytes: number;
  gzipBytes: number;
  /** The first request after a start: the feed built from the catalogue and sent, ms. */
  firstMs: number;
  /** The server's own build time (its log line `product feed built`), ms. */
  builtMs: number | null;
  /**
   * The server process's CPU during that build, ms (not PostgreSQL's): on a shared machine the
   * steadier figure (absent in results of older runs).
   */
  builtCpuMs?: number | null;
  /** The same request again: from memory, ms. */
  keptMs: number;
  /** With the feed's ETag: 304, ms. */
  revalidatedMs: number;
  revalidatedStatus: number;
  /** Items breaking a rule of their platform, ids shared, the first problems. */
  invalid: number;
  duplicateIds: number;
  problems: string[];
}

/** The demo shop exactly as `npm start` serves it, and its rows. */
export interface DemoShopResult {
  /** Stock entries of the demo catalogue. */
  entries: number;
  /** The embedded PostgreSQL's version, e.g. `PostgreSQL 18.4`. */
  postgres: string | null;
  /** Its first start: the embedded PostgreSQL made, migrated, the demo seed written. */
  firstStartMs: number;
  serverRssMb: number | null;
  /** The settings it ran with beyond `npm start`'s, each with why. */
  settings: Record<string, string>;
  rows: RowResult[];
  /** Stock entries below zero after every row. */
  negativeStock: number;
}

export interface CeilingResult {
  id: string;
  bytes: number;
  load: LoadResult;
  runs: LoadResult[];
}

export interface GrowthResult {
  driver: Driver;
  id: string;
  title: string;
  fromEntries: number;
  toEntries: number;
  p99From: number;
  p99To: number;
  /** p99 at the largest size ÷ p99 at the smallest. */
  growth: number;
}

export interface TargetResult {
  name: string;
  target: string;
  measured: string;
  met: boolean;
  /** When not met: what stands between the figure and the target, from what was measured. */
  gap?: string;
}

export interface FrontendResult {
  origin: string;
  firstPageJs: FirstPageJs[];
  /**
   * Where Lighthouse ran: `demo`, the demo shop `pnpm start` serves (demo seed); absent
   * in results of older runs, which ran it on the reference catalogue.
   */
  lighthouseShop?: 'demo';
  lighthouse: { page: string; result: LighthouseResult }[];
  /** How idle the CPU was just before Lighthouse (absent in results of older runs). */
  quiet?: MachineQuiet;
  /**
   * On a phone profile, the demo shop's home and product pages: from the first paint to a kept
   * tap and to the app's adoption of the add-to-cart button (absent in results of older runs).
   */
  firstTap?: FirstTapResult;
  /**
   * Signed in on a slowed computer (1280×800, CPU 4×, no cache), the reference catalogue: the
   * orders page's first row and the dashboard's first figure (absent in results of older runs).
   */
  firstRow?: FirstRowResult;
  /** Built bundles that mention the legacy getAll call (none expected). */
  legacyCallInBundles: string[];
}

export interface BenchResults {
  generatedAt: string;
  machine: {
    cpus: number;
    cpuModel: string;
    memoryGb: number;
    node: string;
    postgres: string | null;
    /** 1-minute load averages when the run started and ended (other work on the machine). */
    loadAverageStart: number;
    loadAverageEnd: number;
  };
  settings: {
    connections: number;
    durationSeconds: number;
    warmupSeconds: number;
    /** Runs per row and for the ceiling (a row measured cold: one). */
    repeats: number;
    sizes: number[];
    drivers: Driver[];
    /** Sizes per database (absent in results of older runs: every database ran `sizes`). */
    sizesByDriver?: Partial<Record<Driver, number[]>>;
  };
  datasets: DatasetResult[];
  /** The demo shop's rows (absent in results of older runs, null when none ran). */
  demoShop?: DemoShopResult | null;
  ceiling: CeilingResult[];
  growth: GrowthResult[];
  frontend: FrontendResult | null;
  targets: TargetResult[];
  phases: Record<string, number>;
  totalSeconds: number;
}

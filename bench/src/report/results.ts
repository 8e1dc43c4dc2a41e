import type { Driver, LoadReport } from '../catalogue/load-catalogue';
import type { FirstPageJs } from '../frontend/frontend';
import type { LighthouseResult } from '../frontend/lighthouse-result';
import type { MachineQuiet } from '../frontend/quiet-machine';
import type { HealthProbeResult } from '../load/health-probe';
import type { LoadResult } from '../load/load-spec';
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
  /** Connections of a crowd row (more than the run's). */
  connections?: number;
  /** A crowd row: what `GET /api/health/ready`, asked every 100 ms during the load, answered. */
  health?: HealthProbeResult;
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
   * Where Lighthouse ran: `demo`, the demo shop `pnpm start` serves (PGlite, demo seed); absent
   * in results of older runs, which ran it on the reference catalogue.
   */
  lighthouseShop?: 'demo';
  lighthouse: { page: string; result: LighthouseResult }[];
  /** How idle the CPU was just before Lighthouse (absent in results of older runs). */
  quiet?: MachineQuiet;
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
    /** Runs per row on PostgreSQL and for the ceiling (PGlite: one). */
    repeats: number;
    sizes: number[];
    drivers: Driver[];
    /** Sizes per database (absent in results of older runs: every database ran `sizes`). */
    sizesByDriver?: Partial<Record<Driver, number[]>>;
  };
  datasets: DatasetResult[];
  ceiling: CeilingResult[];
  growth: GrowthResult[];
  frontend: FrontendResult | null;
  targets: TargetResult[];
  phases: Record<string, number>;
  totalSeconds: number;
}

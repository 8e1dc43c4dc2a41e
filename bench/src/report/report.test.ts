import type { LoadResult } from '../load/load-spec';
import { ROWS } from '../load/rows';
import { applyCeiling, bestRun, evaluateTargets, growthRatios } from './analysis';
import { renderMarkdown } from './markdown';
import type { BenchResults, CeilingResult, DatasetResult } from './results';

const load = (rps: number, p99: number, errors = 0): LoadResult => ({
  requests: rps * 4,
  rps,
  latency: { p50: p99 / 3, p90: p99 / 2, p99, max: p99 * 2, mean: p99 / 3 },
  non2xx: errors,
  errors: 0,
  timeouts: 0,
  statusCodes: { '200': rps * 4 },
  warmup2xx: 0,
  seconds: 4,
});

function dataset(entries: number, p99: (id: string) => number, rps = 2_000): DatasetResult {
  return {
    driver: 'postgres',
    entries,
    load: {
      entries,
      orders: entries / 2,
      orderLines: entries,
      cards: entries / 4,
      lastGeneratedTransaction: entries * 2,
      ms: 1_000,
    },
    serverStartMs: 500,
    serverRssMb: 120,
    rows: ROWS.map((row) => ({
      id: row.id,
      title: row.title,
      group: row.group,
      status: 200,
      bytes: 7_000,
      gzipBytes: 1_500,
      load: load(row.group === 'order' ? 350 : row.group === 'mix' ? 3_500 : rps, p99(row.id)),
      runs: [],
      ratio: null,
    })),
    orderAudit: { confirmed: 1400, stored: 1400, mismatchedEntries: 0, negativeStock: 0 },
  };
}

const ceiling: CeilingResult[] = ROWS.map((row) => ({
  id: row.id,
  bytes: 7_000,
  load: load(4_000, 10),
  runs: [],
}));

function results(datasets: DatasetResult[]): BenchResults {
  applyCeiling(datasets, ceiling);
  const partial = {
    generatedAt: '2025-11-22T00:00:00.000Z',
    machine: {
      cpus: 2,
      cpuModel: 'Test CPU',
      memoryGb: 24,
      node: 'v20.20.0',
      postgres: 'PostgreSQL 15',
      loadAverageStart: 1,
      loadAverageEnd: 1,
    },
    settings: {
      connections: 50,
      durationSeconds: 4,
      warmupSeconds: 1,
      repeats: 2,
      sizes: datasets.map((d) => d.entries),
      drivers: ['postgres' as const],
    },
    datasets,
    ceiling,
    growth: growthRatios(datasets),
    frontend: {
      origin: 'http://127.0.0.1:5003',
      firstPageJs: [
        { page: '/', app: 'storefront', files: 12, raw: 700_000, gzip: 240 * 1024, byOwner: {} },
      ],
      lighthouse: [
        {
          page: '/',
          result: {
            url: 'http://127.0.0.1:5003/',
            score: 93,
            lcpMs: 2100,
            cls: 0.02,
            tbtMs: 120,
            fcpMs: 900,
            speedIndexMs: 1500,
            images: {
              'unsized-images': 1,
              'offscreen-images': 1,
              'modern-image-formats': 1,
              'uses-responsive-images': 0.5,
            },
            runtimeError: null,
            warnings: [],
          },
        },
      ],
      quiet: { waitedSeconds: 6, idleShare: 0.91 },
      legacyCallInBundles: [],
    },
    phases: { build: 1 },
    totalSeconds: 600,
  };
  return { ...partial, targets: evaluateTargets(partial) };
}

describe('the report', () => {
  it('keeps each timing of several runs at its best and their failures at their worst', () => {
    const kept = bestRun([load(900, 20), load(1_200, 25), load(1_000, 30, 3)]);
    expect(kept.rps).toBe(1_200);
    // Each timing at its best, the failures at their worst.
    expect(kept.latency.p99).toBe(20);
    expect(kept.non2xx).toBe(3);
    expect(() => bestRun([])).toThrow('no run');
  });

  it('reads every row as a share of the ceiling for its reply', () => {
    const r = results([dataset(1_000, () => 10)]);
    const grid = r.datasets[0]?.rows.find((row) => row.id === 'home-grid');
    expect(grid?.ratio).toBeCloseTo(0.5);
  });

  it('grows p99 from the smallest to the largest catalogue, per row', () => {
    const r = results([
      dataset(1_000, () => 10),
      dataset(100_000, (id) => (id === 'search' ? 25 : 12)),
    ]);
    const search = r.growth.find((g) => g.id === 'search');
    expect(search).toMatchObject({
      fromEntries: 1_000,
      toEntries: 100_000,
      p99From: 10,
      p99To: 25,
    });
    expect(search?.growth).toBeCloseTo(2.5);
  });

  it('judges the targets on the largest PostgreSQL catalogue and says which fail', () => {
    const r = results([
      dataset(1_000, () => 10),
      dataset(100_000, (id) => (id === 'search' ? 40 : 12)),
    ]);
    const failed = r.targets.filter((t) => !t.met).map((t) => t.name);
    expect(failed).toEqual([
      expect.stringMatching(/^Name search.*p99 and share of the ceiling \(100,000 entries/),
      expect.stringMatching(/^Name search.*p99 growth 1,000 → 100,000/),
      expect.stringMatching(/^Pictures on \//),
    ]);
    expect(r.targets.find((t) => t.name.startsWith('Order placement'))?.met).toBe(true);
    expect(r.targets.find((t) => t.name.startsWith('JavaScript before'))?.met).toBe(true);
  });

  it('refuses an order run that lost a confirmed order or oversold', () => {
    const big = dataset(100_000, () => 12);
    big.orderAudit = { confirmed: 1400, stored: 1399, mismatchedEntries: 0, negativeStock: 0 };
    const r = results([big]);
    expect(r.targets.find((t) => t.name.startsWith('Order placement'))?.met).toBe(false);
  });

  it('holds the shopper mix to its overall and per-class p99, and writes each class', () => {
    const big = dataset(100_000, () => 12);
    const mix = big.rows.find((row) => row.id === 'shopper-mix');
    if (!mix) throw new Error('no shopper mix row');
    mix.load.classes = {
      detail: { requests: 9_000, rps: 3_000, latency: load(3_000, 20).latency, non2xx: 0 },
      search: { requests: 1_500, rps: 500, latency: load(500, 140).latency, non2xx: 0 },
    };
    const r = results([big]);
    const target = r.targets.find((t) => t.name.startsWith('Shopper mix with 2% orders'));
    expect(target?.met).toBe(false);
    expect(target?.measured).toContain('slowest class search p99 140 ms');
    expect(renderMarkdown(r)).toContain('| search | 500 | 47 | 140 | 0 |');
    mix.load.classes.search = {
      requests: 1_500,
      rps: 500,
      latency: load(500, 60).latency,
      non2xx: 0,
    };
    expect(
      evaluateTargets(r).find((t) => t.name.startsWith('Shopper mix with 2% orders'))?.met,
    ).toBe(true);
  });

  it('writes every row at 100k with its share of the ceiling, the growth and the targets', () => {
    const md = renderMarkdown(results([dataset(1_000, () => 10), dataset(100_000, () => 12)]));
    for (const row of ROWS.filter((r) => r.group !== 'order' && r.group !== 'mix')) {
      expect(md).toMatch(
        new RegExp(`\\| ${row.title.replace(/[()"+]/g, '\\$&')} \\| 2,000 \\|.*\\| 50% \\|`),
      );
    }
    expect(md).toContain('## At 100,000 stock entries on postgres');
    expect(md).toContain('| Home grid (page 1, 18 cards) | 10 | 12 | 1.20× |');
    expect(md).toMatch(/\*\*Targets: \d+ of \d+ met\.\*\*/);
  });

  it('says how quiet the machine was when Lighthouse ran, and every run of a page', () => {
    const base = results([dataset(1_000, () => 10), dataset(100_000, () => 12)]);
    const [home] = base.frontend?.lighthouse ?? [];
    if (!home) throw new Error('fixture has a Lighthouse page');
    home.result.runScores = [91, 93, 95];
    const md = renderMarkdown(base);
    expect(md).toContain('Started once the CPU was 91% idle (after 6 s of waiting, at most 60).');
    expect(md).toContain('| / | 93 (runs: 91, 93, 95) |');
    expect(md).not.toContain('failed:');
  });

  it('says why a Lighthouse run failed instead of leaving a bare 0', () => {
    const base = results([dataset(1_000, () => 10), dataset(100_000, () => 12)]);
    const [home] = base.frontend?.lighthouse ?? [];
    if (!home) throw new Error('fixture has a Lighthouse page');
    home.result.runScores = [93, 94, 95];
    home.result.runFailures = ['no performance score (largest-contentful-paint: NO_LCP)'];
    expect(renderMarkdown(base)).toContain(
      'A run on / failed (a failed run is tried once more): no performance score (largest-contentful-paint: NO_LCP).',
    );
  });
});

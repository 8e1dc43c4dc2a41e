import type { MIX_WEIGHTS } from '../load/mix';
import type { BenchResults } from './results';

/**
 * The report's chart: the shopper mix's p99 per class by catalogue size, one line per class,
 * one panel per database. The data and the Vega-Lite description are plain values made here
 * (and unit-tested); chart-svg.ts draws them.
 */

/** The mix row the chart shows: with orders, as the targets are. */
export const CHART_ROW = 'shopper-mix';

export const DATABASE_NAMES = { postgres: 'PostgreSQL', embedded: 'Embedded PostgreSQL' } as const;

/** One point: one class of the mix on one catalogue of one database. */
export interface ChartPoint {
  database: (typeof DATABASE_NAMES)[keyof typeof DATABASE_NAMES];
  entries: number;
  /** The class's title, or `All requests` for the whole mix. */
  series: string;
  p99: number;
}

export const ALL_REQUESTS = 'All requests';

/** Short names of the mix's classes, for the legend (the tables carry the long ones). */
export const CHART_LABELS: Record<keyof typeof MIX_WEIGHTS, string> = {
  home: 'Home page (server-drawn)',
  'product-page': 'Product page (server-drawn)',
  grid: 'Grid page',
  category: 'Category page',
  sorted: 'Sorted / price range',
  search: 'Name search',
  detail: 'Product detail API',
  lists: 'Best sellers / banner',
  order: 'Order',
};

/** Every series in legend order, the whole mix first, in black. */
const SERIES = [ALL_REQUESTS, ...Object.values(CHART_LABELS)];
const SERIES_COLOURS = [
  '#000000',
  '#4e79a7',
  '#f28e2b',
  '#e15759',
  '#76b7b2',
  '#59a14f',
  '#edc948',
  '#b07aa1',
  '#9c755f',
  '#ff9da7',
];

/** Every class's p99 (and the whole mix's) at every catalogue the mix row ran on. */
export function mixChartPoints(results: Pick<BenchResults, 'datasets'>): ChartPoint[] {
  const points: ChartPoint[] = [];
  const drivers = Object.keys(DATABASE_NAMES);
  const inOrder = [...results.datasets].sort(
    (a, b) => drivers.indexOf(a.driver) - drivers.indexOf(b.driver) || a.entries - b.entries,
  );
  for (const dataset of inOrder) {
    const row = dataset.rows.find((r) => r.id === CHART_ROW);
    if (!row || !row.load.requests) continue;
    const database = DATABASE_NAMES[dataset.driver];
    for (const [id, c] of Object.entries(row.load.classes ?? {})) {
      // A class with no 2xx reply has no p99 to draw (its failures are in the tables).
      if (c.requests <= c.non2xx) continue;
      const series = CHART_LABELS[id as keyof typeof CHART_LABELS] ?? id;
      points.push({ database, entries: dataset.entries, series, p99: c.latency.p99 });
    }
    points.push({
      database,
      entries: dataset.entries,
      series: ALL_REQUESTS,
      p99: row.load.latency.p99,
    });
  }
  return points;
}

/** The Vega-Lite description of the chart (schema v6); `null` when no mix row ran. */
export function mixChartSpec(
  points: ChartPoint[],
  classTargetMs: number,
): Record<string, unknown> | null {
  if (!points.length) return null;
  const sizes = points.map((p) => p.entries);
  const p99s = points.map((p) => p.p99);
  const axisSizes = [1_000, 10_000, 100_000, 1_000_000].filter(
    (s) => s >= Math.min(...sizes) && s <= Math.max(...sizes),
  );
  return {
    $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
    title: {
      text: 'Shopper mix with 2% orders: p99 per class by catalogue size',
      subtitle: `50 connections; the dotted line is the per-class target (${classTargetMs} ms)`,
    },
    data: { values: points },
    facet: {
      column: {
        field: 'database',
        type: 'nominal',
        title: null,
        sort: Object.values(DATABASE_NAMES),
        header: { labelFontSize: 13, labelFontWeight: 'bold' },
      },
    },
    resolve: { scale: { x: 'shared', y: 'shared' } },
    spec: {
      width: 340,
      height: 300,
      layer: [
        {
          mark: { type: 'line', point: true },
          encoding: {
            strokeWidth: {
              condition: { test: `datum.series === '${ALL_REQUESTS}'`, value: 3.5 },
              value: 1.8,
            },
            x: {
              field: 'entries',
              type: 'quantitative',
              title: 'stock entries (log scale)',
              scale: {
                type: 'log',
                domain: [Math.min(...sizes) / 1.5, Math.max(...sizes) * 1.5],
                nice: false,
              },
              axis: { values: axisSizes.length ? axisSizes : sizes, format: '~s', grid: true },
            },
            y: {
              field: 'p99',
              type: 'quantitative',
              title: 'p99, ms (log scale)',
              scale: {
                type: 'log',
                domain: [
                  Math.max(0.5, Math.min(...p99s, classTargetMs) / 1.5),
                  Math.max(...p99s, classTargetMs) * 1.5,
                ],
                nice: false,
              },
            },
            color: {
              field: 'series',
              type: 'nominal',
              title: 'class',
              scale: { domain: SERIES, range: SERIES_COLOURS },
              legend: { orient: 'bottom', columns: 3, labelLimit: 400, columnPadding: 24 },
            },
            strokeDash: {
              field: 'database',
              type: 'nominal',
              title: 'database',
              scale: {
                domain: Object.values(DATABASE_NAMES),
                range: [
                  [1, 0],
                  [6, 3],
                ],
              },
              legend: null,
            },
            tooltip: [
              { field: 'series', title: 'class' },
              { field: 'entries', title: 'entries', format: ',' },
              { field: 'p99', title: 'p99 ms', format: '.1f' },
            ],
          },
        },
        {
          mark: { type: 'rule', strokeDash: [2, 3], color: '#555' },
          encoding: { y: { datum: classTargetMs } },
        },
      ],
    },
    config: { font: 'sans-serif', view: { stroke: '#ccc' } },
  };
}

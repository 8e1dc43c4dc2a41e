import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { RESULTS_DIR } from '../workspace';
import { evaluateTargets, growthRatios, TARGETS } from './analysis';
import { mixChartPoints, mixChartSpec } from './chart';
import { renderSvg } from './chart-svg';
import { renderMarkdown } from './markdown';
import type { BenchResults } from './results';

/** The chart's file beside `<name>.md`: latest's is committed, any other run's git-ignored. */
export const chartFileFor = (name: string) =>
  name === 'latest' ? 'mix-p99.svg' : `${name}.mix-p99.svg`;

/**
 * Writes `<name>.json`, `<name>.md` and the chart into bench/results from a run's figures, the
 * growth and the targets judged again from its datasets (so a report can be written anew from
 * a run's JSON after the analysis changed: `pnpm --filter @poshak/bench report [latest|partial]`).
 */
export async function writeReport(
  name: string,
  measured: Omit<BenchResults, 'targets' | 'growth'>,
): Promise<BenchResults> {
  const withGrowth = { ...measured, growth: growthRatios(measured.datasets) };
  const results: BenchResults = { ...withGrowth, targets: evaluateTargets(withGrowth) };
  writeFileSync(path.join(RESULTS_DIR, `${name}.json`), `${JSON.stringify(results, null, 2)}\n`);
  const chart = mixChartSpec(mixChartPoints(results), TARGETS.mix.postgres.classP99Ms);
  const chartFile = chart ? chartFileFor(name) : null;
  if (chart && chartFile) writeFileSync(path.join(RESULTS_DIR, chartFile), await renderSvg(chart));
  writeFileSync(path.join(RESULTS_DIR, `${name}.md`), renderMarkdown(results, { chartFile }));
  return results;
}

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { RESULTS_DIR } from '../workspace';
import type { BenchResults } from './results';
import { writeReport } from './write-report';

/**
 * `pnpm --filter @poshak/bench report [latest|partial]`: the report, chart and targets written
 * anew from a run's JSON, e.g. after the analysis or the chart changed, without running again.
 */
async function main() {
  const name = process.argv[2] ?? 'latest';
  const results = JSON.parse(
    readFileSync(path.join(RESULTS_DIR, `${name}.json`), 'utf8'),
  ) as BenchResults;
  const written = await writeReport(name, results);
  const met = written.targets.filter((t) => t.met).length;
  console.log(`wrote bench/results/${name}.{json,md}: ${met} of ${written.targets.length} met`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

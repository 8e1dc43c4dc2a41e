// How many tests passed and failed in one suite's output: jest, Playwright's list reporter and
// node's own test runner each end with a summary in their own words. The suite's exit status
// is the final judge: a suite that failed without naming a failed test (type errors, a suite that
// could not start) still counts as one failure, so a broken suite can never read as green.

// Colour codes (ESC [ … m) would split the counts from their words.
const COLOUR = new RegExp(String.fromCharCode(27) + '\\[[0-9;]*m', 'g');

/**
 * @param {string} output everything the suite printed (stdout and stderr)
 * @param {number | null} exitStatus the suite's exit status (null when it was killed)
 * @returns {{ passed: number, failed: number }}
 */
export function countResults(output, exitStatus) {
  let passed = 0;
  let failed = 0;
  for (const line of output.replace(COLOUR, '').split('\n')) {
    // jest: "Tests:       1 failed, 2 skipped, 7 passed, 10 total"
    const jest = line.match(/^Tests:\s+(.*\btotal)\s*$/);
    if (jest) {
      passed += Number(jest[1].match(/(\d+) passed/)?.[1] ?? 0);
      failed += Number(jest[1].match(/(\d+) failed/)?.[1] ?? 0);
      continue;
    }
    // Playwright: "  12 passed (1.2m)", "  1 failed", "  2 flaky", "  3 did not run"; a flaky
    // test passed only on a retry, and one that did not run proved nothing: both count as failed.
    const playwright = line.match(/^\s+(\d+) (passed|failed|flaky|interrupted|did not run)\b/);
    if (playwright) {
      if (playwright[2] === 'passed') passed += Number(playwright[1]);
      else failed += Number(playwright[1]);
      continue;
    }
    // node --test, spec reporter "ℹ pass 6" or TAP "# pass 6"
    const node = line.match(/^[ℹ#] (pass|fail) (\d+)\s*$/);
    if (node) {
      if (node[1] === 'pass') passed += Number(node[2]);
      else failed += Number(node[2]);
    }
  }
  if (exitStatus !== 0 && failed === 0) failed = 1;
  return { passed, failed };
}

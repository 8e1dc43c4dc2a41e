import assert from 'node:assert/strict';
import { test } from 'node:test';
import { countResults } from './test-counts.mjs';

const ESC = String.fromCharCode(27);

test('a jest summary counts its passed and failed tests, not the skipped ones', () => {
  const output = [
    'PASS src/a.test.ts',
    'FAIL src/b.test.ts',
    'Test Suites: 1 failed, 1 passed, 2 total',
    'Tests:       1 failed, 2 skipped, 7 passed, 10 total',
  ].join('\n');
  assert.deepEqual(countResults(output, 1), { passed: 7, failed: 1 });
});

test('coloured jest output counts the same as plain', () => {
  const output = `Tests:       ${ESC}[1m${ESC}[32m12 passed${ESC}[39m${ESC}[22m, 12 total`;
  assert.deepEqual(countResults(output, 0), { passed: 12, failed: 0 });
});

test('jest runs in several projects add up', () => {
  const output = 'Tests:       3 passed, 3 total\n…\nTests:       4 passed, 4 total\n';
  assert.deepEqual(countResults(output, 0), { passed: 7, failed: 0 });
});

test('Playwright counts flaky and not-run tests as failed', () => {
  const output = [
    '  ✓  1 [chromium] › tests/a.spec.ts:3:1 › a (1.2s)',
    '',
    '  2 failed',
    '    [chromium] › tests/b.spec.ts:5:1 › b',
    '  1 flaky',
    '  3 did not run',
    '  40 passed (3.1m)',
  ].join('\n');
  assert.deepEqual(countResults(output, 1), { passed: 40, failed: 6 });
});

test("node's test runner summary is counted in its spec and TAP forms", () => {
  assert.deepEqual(countResults('ℹ tests 5\nℹ pass 4\nℹ fail 1\n', 1), { passed: 4, failed: 1 });
  assert.deepEqual(countResults('# tests 2\n# pass 2\n# fail 0\n', 0), { passed: 2, failed: 0 });
});

test('a suite that failed without naming a failed test counts as one failure', () => {
  const output = "src/a.ts(3,7): error TS2322: Type 'string' is not assignable to type 'number'.";
  assert.deepEqual(countResults(output, 2), { passed: 0, failed: 1 });
  assert.deepEqual(countResults('Tests:       5 passed, 5 total', null), { passed: 5, failed: 1 });
});

test('a clean exit with no summary counts nothing', () => {
  assert.deepEqual(countResults('All matched files use Prettier code style!', 0), {
    passed: 0,
    failed: 0,
  });
});

#!/usr/bin/env node
// Reads the output of `pnpm test` (every package's jest run, then Playwright, then `pnpm lint`) and
// prints ONE line, `N passed, N failed`, summing all suites; lint counts as one check. A package whose test script failed without any failed
// test to show for it (type errors, a suite that could not start) counts as one failure.
// Exit code: 1 when anything failed, else 0.
import fs from 'node:fs';

// Colour codes (ESC [ … m) would split the counts from their words.
const text = fs
  .readFileSync(process.argv[2] ?? 0, 'utf8')
  .replace(new RegExp(String.fromCharCode(27) + '\\[[0-9;]*m', 'g'), '');

const sections = [];
let current = { pkg: '(before any package)', passed: 0, failed: 0 };
sections.push(current);
for (const line of text.split('\n')) {
  if (/^> poshak@\S* lint /.test(line)) {
    // ESLint then Prettier: clean only when Prettier got to say so.
    current = { pkg: 'lint', passed: 0, failed: 1 };
    sections.push(current);
    continue;
  }
  if (current.pkg === 'lint' && line.includes('All matched files use Prettier code style!')) {
    current.passed = 1;
    current.failed = 0;
    continue;
  }
  const header = line.match(/^> (@?[\w./-]+)@[\w.-]+ test /);
  if (header) {
    current = { pkg: header[1], passed: 0, failed: 0 };
    sections.push(current);
    continue;
  }
  // jest: "Tests:       1 failed, 2 skipped, 7 passed, 10 total"
  const jest = line.match(/^Tests:\s+(.*\btotal)\s*$/);
  if (jest) {
    current.passed += Number(jest[1].match(/(\d+) passed/)?.[1] ?? 0);
    current.failed += Number(jest[1].match(/(\d+) failed/)?.[1] ?? 0);
    continue;
  }
  // Playwright list reporter: "  12 passed (1.2m)", "  1 failed", "  2 flaky", "  3 did not run"
  const playwright = line.match(/^\s+(\d+) (passed|failed|flaky|interrupted|did not run)\b/);
  if (playwright) {
    const n = Number(playwright[1]);
    if (playwright[2] === 'passed') current.passed += n;
    else current.failed += n;
  }
}

const failedPackages = new Set(
  [...text.matchAll(/ERROR\s+(@?[\w./-]+)@[\w.-]+ test:/g)].map((m) => m[1]),
);
for (const section of sections) {
  if (failedPackages.has(section.pkg) && section.failed === 0) section.failed = 1;
}
for (const pkg of failedPackages) {
  if (!sections.some((s) => s.pkg === pkg)) sections.push({ pkg, passed: 0, failed: 1 });
}

const passed = sections.reduce((sum, s) => sum + s.passed, 0);
const failed = sections.reduce((sum, s) => sum + s.failed, 0);
for (const s of sections.filter((s) => s.passed || s.failed)) {
  process.stderr.write(`  ${s.pkg}: ${s.passed} passed, ${s.failed} failed\n`);
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);

// The jest set-up of every browser package (shell, remotes, shared-ui): jsdom with Node's fetch-standard
// classes, the polyfills antd and react-router need, React without its per-element owner stacks,
// jest-dom matchers, and ts-jest transpiling only
// (type checking runs once per package in `tsc --noEmit`).
const path = require('node:path');

/**
 * @param {{ setupFiles?: string[], testTimeout?: number }} [options] the package's own set-up, run
 *   after the polyfills, and its own bound on one test where it has measured one
 * @returns {import('jest').Config}
 */
module.exports = function uiJestConfig({ setupFiles = [], testTimeout = 90_000 } = {}) {
  return {
    testEnvironment: path.join(__dirname, 'jest-environment.cjs'),
    roots: ['<rootDir>/src'],
    // Two cores are shared with builds, servers and browsers: a screen test may wait its turn.
    testTimeout,
    // Jest's default (one worker fewer than the cores) runs a two-core machine's files one at a
    // time. `npm test` runs these suites beside the journeys, which leave a core idle much of the
    // time; two workers take it whenever the journeys do not.
    maxWorkers: 2,
    setupFiles: [
      path.join(__dirname, 'jsdom-polyfills.ts'),
      path.join(__dirname, 'react-owner-stacks.ts'),
      ...setupFiles,
    ],
    setupFilesAfterEnv: ['@testing-library/jest-dom'],
    moduleNameMapper: { '\\.css$': path.join(__dirname, 'style-stub.cjs') },
    transform: {
      '^.+\\.tsx?$': [
        'ts-jest',
        { tsconfig: { module: 'commonjs', jsx: 'react-jsx', isolatedModules: true } },
      ],
    },
  };
};

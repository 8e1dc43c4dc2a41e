/** npm packages published only as ES modules, which Jest must compile to CommonJS. */
const ESM_ONLY = ['content-disposition', 'cookie'];

/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  // Type checking runs once in `tsc --noEmit` (the test script); ts-jest only transpiles here.
  transform: {
    '^.+\\.[tj]s$': [
      'ts-jest',
      { tsconfig: { module: 'commonjs', isolatedModules: true, allowJs: true } },
    ],
  },
  transformIgnorePatterns: [`node_modules/(?!(\\.pnpm/)?(${ESM_ONLY.join('|')})[@/])`],
  globalSetup: '<rootDir>/test/helpers/global-setup.ts',
  globalTeardown: '<rootDir>/test/helpers/global-teardown.ts',
  // Bounds, not waits: tests that start servers and clusters take minutes on a shared machine
  // loaded 9 on two cores (a loaded CI run met 60 s and 120 s bounds with nothing wrong).
  testTimeout: 180_000,
  // Two cores on the build machine: two test files at a time.
  maxWorkers: 2,
};

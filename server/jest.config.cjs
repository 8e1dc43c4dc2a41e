/** npm packages published only as ES modules, which Jest must compile to CommonJS. */
const ESM_ONLY = ['content-disposition', 'cookie'];
/**
 * Node 24.9 and later evaluate ES modules synchronously, and Jest then requires them as ES
 * modules itself: compiled to CommonJS first, they would fail (`exports is not defined`).
 */
const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
const requiresEsmNatively = major > 24 || (major === 24 && minor >= 9);

/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  // Type checking runs once in `tsc --noEmit` (the test script); ts-jest only transpiles here.
  // JavaScript is compiled only inside node_modules (the ES-module-only packages below): the
  // remotes' server bundles the tests load are plain CommonJS, and compiling those megabytes, each
  // release copy anew, was half of a releases test's CPU.
  transform: {
    '^.+\\.ts$': ['ts-jest', { tsconfig: { module: 'commonjs', isolatedModules: true } }],
    '/node_modules/.+\\.js$': [
      'ts-jest',
      { tsconfig: { module: 'commonjs', isolatedModules: true, allowJs: true } },
    ],
  },
  transformIgnorePatterns: requiresEsmNatively
    ? ['/node_modules/']
    : [`node_modules/(?!(\\.pnpm/)?(${ESM_ONLY.join('|')})[@/])`],
  globalSetup: '<rootDir>/test/helpers/global-setup.ts',
  globalTeardown: '<rootDir>/test/helpers/global-teardown.ts',
  // Bounds, not waits: tests that start servers and clusters take minutes on a shared machine
  // loaded 9 on two cores (a loaded CI run met 60 s and 120 s bounds with nothing wrong).
  testTimeout: 180_000,
  // Two cores on the build machine: two test files at a time.
  maxWorkers: 2,
};

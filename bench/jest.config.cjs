/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  // Type checking runs once in `tsc --noEmit` (the test script); ts-jest only transpiles here.
  transform: {
    '^.+\\.[tj]s$': ['ts-jest', { tsconfig: { module: 'commonjs', isolatedModules: true } }],
  },
  testTimeout: 120_000,
  maxWorkers: 2,
};

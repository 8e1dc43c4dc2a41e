// The jest set-up of every browser package (shell, remotes, shared-ui): jsdom with Node's fetch-standard
// classes, the polyfills antd and react-router need, jest-dom matchers, and ts-jest transpiling only
// (type checking runs once per package in `tsc --noEmit`).
const path = require('node:path');

/** @returns {import('jest').Config} */
module.exports = function uiJestConfig() {
  return {
    testEnvironment: path.join(__dirname, 'jest-environment.cjs'),
    roots: ['<rootDir>/src'],
    setupFiles: [path.join(__dirname, 'jsdom-polyfills.ts')],
    setupFilesAfterEnv: ['@testing-library/jest-dom'],
    transform: {
      '^.+\\.tsx?$': [
        'ts-jest',
        { tsconfig: { module: 'commonjs', jsx: 'react-jsx', isolatedModules: true } },
      ],
    },
  };
};

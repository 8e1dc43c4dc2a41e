// Every browser package shares one jest set-up (jsdom, polyfills, ts-jest): shared-ui/testing/jest-preset.cjs.
// Its texts register as the app's code does when it loads.
module.exports = require('@poshak/shared-ui/testing/jest-preset')({
  setupFiles: ['<rootDir>/src/i18n/texts.ts'],
  // Half the shared bound: no test raises its own. On two cores loaded 18 the slowest test
  // took about 30 s; a first screen there took over 10 s (render-app.tsx waits up to 20 s).
  testTimeout: 45_000,
});

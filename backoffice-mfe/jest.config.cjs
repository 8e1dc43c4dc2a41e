// Every browser package shares one jest set-up (jsdom, polyfills, ts-jest): shared-ui/testing/jest-preset.cjs.
// Its texts register as the app's code does when it loads.
module.exports = require('@poshak/shared-ui/testing/jest-preset')({
  setupFiles: ['<rootDir>/src/i18n/texts.ts'],
  // The bound the slowest files used to set each for themselves, now one for the package: on two
  // cores loaded 15 a test took 45 s, and a 20 s wait for a screen ran out (render-app.tsx waits 30 s).
  testTimeout: 60_000,
});

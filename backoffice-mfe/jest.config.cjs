// Every browser package shares one jest set-up (jsdom, polyfills, ts-jest): shared-ui/testing/jest-preset.cjs.
// Its texts register as the app's code does when it loads.
module.exports = require('@poshak/shared-ui/testing/jest-preset')({
  setupFiles: ['<rootDir>/src/i18n/texts.ts'],
});

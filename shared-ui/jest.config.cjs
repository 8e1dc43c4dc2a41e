// Every browser package shares one jest set-up (jsdom, polyfills, ts-jest): shared-ui/testing/jest-preset.cjs.
module.exports = require('./testing/jest-preset.cjs')();

// The storefront remote: exposes the shopper app (`./App`) and runs alone with `pnpm dev`.
const { createAppConfig } = require('../shared-ui/federation.cjs');

module.exports = (_env, argv) =>
  createAppConfig({
    appDir: __dirname,
    name: 'storefront',
    exposes: { './App': './src/app/app.tsx' },
    mode: argv.mode === 'development' ? 'development' : 'production',
    // The first page's budget is for JavaScript: the shop's stylesheets ship as .css files.
    extractCss: true,
  });

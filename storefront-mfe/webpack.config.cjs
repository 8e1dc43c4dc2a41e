// The storefront remote: exposes the shopper app (`./App`) and runs alone with `pnpm dev`. Its
// production build also makes the server-render bundle the server draws first screens with.
const { createServerDrawnRemote } = require('@poshak/webpack-config/browser');

module.exports = (_env, argv) =>
  createServerDrawnRemote({
    appDir: __dirname,
    name: 'storefront',
    mode: argv.mode === 'development' ? 'development' : 'production',
  });

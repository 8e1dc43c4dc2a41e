// The storefront remote: exposes the shopper app (`./App`) and runs alone with `pnpm dev`. Its
// production build also makes the server-render bundle the server draws first screens with.
const { createAppConfig } = require('@poshak/webpack-config/browser');
const { createServerRenderConfig } = require('@poshak/webpack-config/server-render');

module.exports = (_env, argv) => {
  const mode = argv.mode === 'development' ? 'development' : 'production';
  const browser = createAppConfig({
    appDir: __dirname,
    name: 'storefront',
    exposes: { './App': './src/app/app.tsx' },
    mode,
    // The first page's budget is for JavaScript: the shop's stylesheets ship as .css files.
    extractCss: true,
  });
  if (mode === 'development') return browser;
  return [
    browser,
    createServerRenderConfig({
      appDir: __dirname,
      name: 'storefront',
      entry: { 'render-page': './src/server/render-page.tsx' },
    }),
  ];
};

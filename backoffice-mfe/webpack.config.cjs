// The back-office remote: exposes the staff app (`./App`, mounted by the shell at /admin/*) and runs
// alone with `pnpm dev`.
const { createAppConfig } = require('@poshak/webpack-config/browser');

module.exports = (_env, argv) =>
  createAppConfig({
    appDir: __dirname,
    name: 'backoffice',
    exposes: { './App': './src/app/app.tsx' },
    mode: argv.mode === 'development' ? 'development' : 'production',
  });

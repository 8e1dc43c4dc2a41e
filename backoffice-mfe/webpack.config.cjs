// The back-office remote: exposes the staff app (`./App`, mounted by the shell at /admin/*) and runs
// alone with `pnpm dev`. Its production build also makes the server-render bundle the server draws
// the sign-in form with.
const { createServerDrawnRemote } = require('@poshak/webpack-config/browser');

module.exports = (_env, argv) =>
  createServerDrawnRemote({
    appDir: __dirname,
    name: 'backoffice',
    mode: argv.mode === 'development' ? 'development' : 'production',
  });

// The back-office remote: exposes the staff app (`./App`, mounted by the shell at /admin/*) and runs
// alone with `pnpm dev`. Its production build also makes the server-render bundle the server draws
// the sign-in form with, and the early script that draws a signed-in member's first screen before
// any of the shop's code is here (src/first-screen.ts).
const { createServerDrawnRemote } = require('@poshak/webpack-config/browser');

module.exports = (_env, argv) =>
  createServerDrawnRemote({
    appDir: __dirname,
    name: 'backoffice',
    mode: argv.mode === 'development' ? 'development' : 'production',
    earlyScript: { name: 'first-screen', source: './src/first-screen.ts' },
  });

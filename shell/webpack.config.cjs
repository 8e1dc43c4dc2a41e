// The shell: the host page of the shop. It knows no remote URL at build time; it reads them from
// /mf-config.json at run time (served by the server in production, by this dev server in `pnpm dev`).
const { createAppConfig } = require('@poshak/webpack-config/browser');
const { DEV_PORTS } = require('@poshak/webpack-config/dev-ports');

function devRemoteConfig() {
  return {
    remotes: [
      {
        name: 'storefront',
        entry:
          process.env.STOREFRONT_REMOTE_URL ||
          `http://127.0.0.1:${DEV_PORTS.storefront}/mf-manifest.json`,
      },
      {
        name: 'backoffice',
        entry:
          process.env.BACKOFFICE_REMOTE_URL ||
          `http://127.0.0.1:${DEV_PORTS.backoffice}/mf-manifest.json`,
      },
    ],
  };
}

module.exports = (_env, argv) =>
  createAppConfig({
    appDir: __dirname,
    name: 'shell',
    earlyScripts: ['early/early-taps.js'],
    mode: argv.mode === 'development' ? 'development' : 'production',
    devServer: {
      setupMiddlewares: (middlewares) => [
        {
          name: 'mf-config',
          path: '/mf-config.json',
          middleware: (_req, res) => {
            res.setHeader('Cache-Control', 'no-store');
            res.json(devRemoteConfig());
          },
        },
        ...middlewares,
      ],
    },
  });

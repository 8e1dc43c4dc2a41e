// @ts-check
/**
 * The browser build of each app (shell host, storefront and back-office remotes): Module Federation
 * with the one sharing policy, the page from the one template, production output for the server or
 * a CDN, and the dev server of `pnpm dev` with hot updates.
 */
const path = require('node:path');
const { createRequire } = require('node:module');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const ReactRefreshPlugin = require('@pmmmwh/react-refresh-webpack-plugin');
const { API_URL, DEV_PORTS } = require('./dev-ports.cjs');
const { EarlyScriptsPlugin } = require('./early-scripts.cjs');
const { pageOptions } = require('./page-template.cjs');
const { ASSET_FILES, EXTENSIONS, scriptRule } = require('./script-rule.cjs');
const { sharedSingletons, WORKSPACE_DIR } = require('./sharing.cjs');
const { SERVER_RENDER_DIR, createServerRenderConfig } = require('./server-render-config.cjs');
const { createEarlyScriptConfig } = require('./early-script-config.cjs');

const REFRESH_RUNTIME = require.resolve('./react-refresh-runtime.cjs');

/**
 * The ES module build of the federation runtime the app's @module-federation/enhanced uses.
 * @param {NodeJS.Require} appRequire
 */
function runtimeCoreModule(appRequire) {
  let from = appRequire.resolve('@module-federation/enhanced');
  for (const pkg of ['runtime-tools', 'runtime', 'runtime-core']) {
    from = createRequire(from).resolve(`@module-federation/${pkg}`);
  }
  return from.replace(/\.cjs$/, '.js');
}

/**
 * The pieces of a development build that make a saved change show in the open page: webpack's hot
 * updates, React Fast Refresh for components, and module ids unique across the apps (the one refresh
 * runtime of the page tells components apart by module id: `./storefront-mfe/src/app/app.tsx`,
 * not two `./src/app/app.tsx`).
 * @param {typeof import('webpack')} webpack the app's webpack
 */
function hotUpdatePieces(webpack) {
  return {
    plugins: [
      new webpack.ids.NamedModuleIdsPlugin({ context: WORKSPACE_DIR }),
      new ReactRefreshPlugin({
        // webpack-dev-server's overlay reports build errors; a runtime error reaches the console.
        overlay: false,
        // One name for every app: the page's one refresh runtime is set up by the first bundle only.
        library: 'poshak',
        exclude: [/node_modules/, REFRESH_RUNTIME],
      }),
    ],
    alias: {
      'react-refresh/runtime$': REFRESH_RUNTIME,
      'react-refresh/runtime/original$': require.resolve('react-refresh/runtime'),
    },
  };
}

/**
 * The webpack configuration of one app's browser build.
 * @param {{
 *   appDir: string,
 *   name: 'shell' | 'storefront' | 'backoffice',
 *   exposes?: Record<string, string>,
 *   mode: 'production' | 'development',
 *   devServer?: Record<string, unknown>,
 *   extractCss?: boolean,
 *   earlyScripts?: string[],
 *   keepInDist?: string[],
 * }} options
 */
function createAppConfig({
  appDir,
  name,
  exposes,
  mode,
  devServer = {},
  extractCss = false,
  earlyScripts = [],
  keepInDist = [],
}) {
  // webpack and the federation plugin are the app's own: the instances its webpack-cli runs.
  const appRequire = createRequire(path.join(appDir, 'package.json'));
  /** @type {typeof import('webpack')} */
  const webpack = appRequire('webpack');
  const { ModuleFederationPlugin } = appRequire('@module-federation/enhanced/webpack');
  const MinimizerPlugin = createRequire(appRequire.resolve('webpack'))('minimizer-webpack-plugin');
  const isRemote = !!exposes;
  const production = mode === 'production';
  const hot = production ? null : hotUpdatePieces(webpack);
  // In production the remotes borrow the shell's federation runtime instead of each shipping its own
  // copy (≈ 25 KB gzipped per remote on every first page). Their production build is therefore for
  // the shell only; running a remote alone is what its dev server is for.
  const borrowsRuntime = isRemote && production;
  // Production CSS as .css files (an app opts in): no stylesheet travels inside the JavaScript
  // a first page waits for, and the browser parses it off the main thread's script work.
  const extractsCss = extractCss && production;

  /** @type {import('webpack').Configuration & { devServer?: Record<string, unknown> }} */
  const config = {
    mode,
    context: appDir,
    entry: borrowsRuntime ? {} : { main: './src/index.ts' },
    // Production maps are written beside the files for reading a stack trace from the shop, but
    // no file names them (the back-office's sources are nobody's business), and the server never
    // serves them; a CDN deployment must leave them out too.
    devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(appDir, 'dist'),
      // A production remote loads its chunks from wherever its manifest was found (beside the
      // server or on a CDN); in development they are on its own dev server.
      publicPath: !isRemote ? '/' : production ? 'auto' : `http://127.0.0.1:${DEV_PORTS[name]}/`,
      // Entry files keep fixed names (the federation runtime cannot template hashes into them):
      // index.html references them with a ?hash query, remoteEntry.js is found through the manifest,
      // and the server sends both as revalidate-always. Every other chunk is content-hashed.
      filename: '[name].js',
      chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      uniqueName: `poshak_${name}`,
      // A remote's server-render bundle and early script are built beside it, by compilers of
      // their own.
      clean: isRemote
        ? {
            keep: (file) =>
              file.startsWith(`${SERVER_RENDER_DIR}/`) ||
              keepInDist.some((kept) => file === kept || file === `${kept}.map`),
          }
        : true,
    },
    resolve: {
      extensions: EXTENSIONS,
      alias: {
        // The runtime plugin that lends the shell's federation runtime to the remotes reaches it
        // through `require`; one module format for everyone keeps a single copy in the shell.
        '@module-federation/runtime-core$': runtimeCoreModule(appRequire),
        ...hot?.alias,
      },
    },
    module: {
      rules: [
        scriptRule({ production, refresh: !production }),
        {
          test: /\.css$/,
          use: [
            extractsCss ? MiniCssExtractPlugin.loader : require.resolve('style-loader'),
            require.resolve('css-loader'),
          ],
        },
        { test: ASSET_FILES, type: 'asset' },
      ],
    },
    plugins: [
      ...(extractsCss
        ? [new MiniCssExtractPlugin({ chunkFilename: '[name].[contenthash:10].css' })]
        : []),
      new ModuleFederationPlugin({
        name,
        ...(isRemote
          ? { filename: 'remoteEntry.js', exposes, manifest: true }
          : { remotes: {}, manifest: false }),
        shared: sharedSingletons(),
        // 'loaded-first' keeps the shell from fetching every registered remote's entry at start-up
        // just to compare versions: a broken remote then cannot delay or break the others.
        shareStrategy: 'loaded-first',
        runtimePlugins: [require.resolve('./retry-failed-shares.cjs')],
        dts: false,
        experiments: isRemote
          ? { externalRuntime: borrowsRuntime }
          : { provideExternalRuntime: production },
      }),
      ...(borrowsRuntime
        ? []
        : [
            new HtmlWebpackPlugin({
              ...pageOptions(),
              // The remotes' own page is for standalone use; the shell's is the shop's entry page.
              chunks: ['main'],
              hash: true,
              // Absolute, so deep links such as /admin/login load /main.js (the remotes' own
              // publicPath is 'auto', which the page would resolve relative to the URL).
              publicPath: '/',
            }),
            new EarlyScriptsPlugin(earlyScripts.map((file) => path.join(appDir, file))),
          ]),
      ...(hot?.plugins ?? []),
    ],
    optimization: {
      minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify })],
      ...(hot ? { moduleIds: false } : {}),
    },
    performance: false,
    devServer: {
      port: DEV_PORTS[name],
      host: '127.0.0.1',
      historyApiFallback: true,
      // Hot updates first (components refresh in place, state kept); a change no module accepts
      // (a dictionary, a store) reloads the page.
      hot: true,
      liveReload: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [{ context: ['/api', '/uploads'], target: API_URL, changeOrigin: false }],
      client: {
        overlay: { warnings: false, errors: true },
        // A remote's page code runs on the shell's origin: point its socket at its own server.
        ...(isRemote ? { webSocketURL: `ws://127.0.0.1:${DEV_PORTS[name]}/ws` } : {}),
      },
      ...devServer,
    },
  };
  return config;
}

/**
 * A remote whose first screens the server draws: its browser build exposes `./App`
 * (`src/app/app.tsx`) with its stylesheets as `.css` files, which a drawn page needs before any
 * JavaScript; in production it also makes the server-render bundle from
 * `src/server/render-page.tsx` and, with `earlyScript` (its name and source), the early script
 * the server puts in the pages it does not draw (early-script-config.cjs). The dev server builds
 * the browser part only.
 *
 * @param {{
 *   appDir: string,
 *   name: string,
 *   mode: 'development' | 'production',
 *   earlyScript?: { name: string, source: string },
 * }} options
 * @returns {import('webpack').Configuration | import('webpack').Configuration[]}
 */
function createServerDrawnRemote({ appDir, name, mode, earlyScript }) {
  const browser = createAppConfig({
    appDir,
    name,
    exposes: { './App': './src/app/app.tsx' },
    mode,
    extractCss: true,
    keepInDist: earlyScript ? [`${earlyScript.name}.js`] : [],
  });
  if (mode === 'development') return browser;
  return [
    browser,
    createServerRenderConfig({
      appDir,
      name,
      entry: { 'render-page': './src/server/render-page.tsx' },
    }),
    ...(earlyScript
      ? [
          createEarlyScriptConfig({
            appDir,
            name,
            entry: { [earlyScript.name]: earlyScript.source },
          }),
        ]
      : []),
  ];
}

module.exports = { createAppConfig, createServerDrawnRemote };

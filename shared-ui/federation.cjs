// @ts-check
/**
 * The ONE Module Federation build set-up of Poshak, used by the shell and both remotes
 * (`<app>/webpack.config.cjs`): which modules are shared singletons, and the webpack config around
 * them. Keeping it in one place means the three apps cannot drift apart in what they share.
 */
const fs = require('node:fs');
const path = require('node:path');
const { createRequire } = require('node:module');

const WORKSPACE_DIR = path.resolve(__dirname, '..');

/** npm packages every app must use as one instance (React context and hooks break with two copies). */
const NPM_SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-dom',
  'react-dom/client',
  'react-router',
  'react-router-dom',
  'zustand',
  'zustand/vanilla',
  '@tanstack/react-query',
];

/** Workspace packages whose stores (session, language, toasts, i18n) must exist once per page. */
const WORKSPACE_SINGLETONS = [
  { name: '@poshak/shared-api', dir: path.join(WORKSPACE_DIR, 'shared-api') },
  { name: '@poshak/shared-ui', dir: path.join(WORKSPACE_DIR, 'shared-ui') },
];

/** Packages that must never be part of a shared module: antd costs ≈ 450 KB gzipped when shared eagerly. */
const UNSHAREABLE = /^(antd|@ant-design\/|rc-|@rc-component\/)/;

const IMPORT_RE =
  /(?:^|\n)\s*(import|export)\s+(type\s+)?([\s\S]*?)\s*from\s*['"]([^'"]+)['"]|(?:^|\n)\s*import\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Runtime (non type-only) import specifiers of a TS/JS source file. */
function runtimeImports(source) {
  const found = [];
  for (const m of source.matchAll(IMPORT_RE)) {
    if (m[4]) {
      if (m[2]) continue; // `import type … from`
      const clause = m[3].trim();
      const braces = clause.match(/^\{([\s\S]*)\}$/);
      if (braces) {
        const names = braces[1]
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean);
        if (names.length > 0 && names.every((n) => n.startsWith('type '))) continue;
      }
      found.push(m[4]);
    } else if (m[5] || m[6]) {
      found.push(m[5] || m[6]);
    }
  }
  return found;
}

function resolveSourceFile(fromFile, spec) {
  const base = path.resolve(path.dirname(fromFile), spec);
  const candidates = ['', '.ts', '.tsx', '.js', '/index.ts', '/index.tsx', '/index.js'];
  for (const suffix of candidates) {
    const file = base + suffix;
    if (fs.existsSync(file) && fs.statSync(file).isFile()) return file;
  }
  return null;
}

/** Whether a source file, or anything it imports from its own package at run time, pulls in antd. */
function pullsInUnshareable(entryFile) {
  const seen = new Set();
  const pending = [entryFile];
  while (pending.length > 0) {
    const file = /** @type {string} */ (pending.pop());
    if (seen.has(file)) continue;
    seen.add(file);
    for (const spec of runtimeImports(fs.readFileSync(file, 'utf8'))) {
      if (spec.startsWith('.')) {
        const next = resolveSourceFile(file, spec);
        if (next) pending.push(next);
      } else if (UNSHAREABLE.test(spec)) {
        return true;
      }
    }
  }
  return false;
}

/**
 * The shareable entry points of a workspace package: each `exports` subpath whose code does not reach
 * antd. An antd-based subpath (e.g. a list page) is then bundled into the app that uses it instead.
 * @returns {{ request: string, file: string }[]}
 */
function shareableEntries({ name, dir }) {
  const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  /** @type {Record<string, string>} */
  const exportsMap =
    typeof pkg.exports === 'string' ? { '.': pkg.exports } : (pkg.exports ?? { '.': pkg.main });
  return (
    Object.entries(exportsMap)
      .filter(([, target]) => typeof target === 'string' && /\.[cm]?[jt]sx?$/.test(target))
      // Test tooling (`./testing/…`, e.g. the jest preset) runs in Node, never in a page.
      .filter(([subpath]) => !subpath.startsWith('./testing/'))
      .map(([subpath, target]) => ({
        request: subpath === '.' ? name : `${name}/${subpath.replace(/^\.\//, '')}`,
        file: path.join(dir, target),
      }))
      .filter((entry) => !pullsInUnshareable(entry.file))
  );
}

/**
 * The `shared` option of every Poshak app. Workspace modules are keyed by their source file (with the
 * package request as share key), so that every import reaching the file is shared — the package
 * request (`@poshak/shared-ui/i18n`) as well as a relative import inside the package (shared-ui's
 * error state importing `./i18n`), which would otherwise get a private copy with its own stores.
 */
function sharedSingletons() {
  /** @type {Record<string, import('@module-federation/enhanced').moduleFederationPlugin.SharedConfig>} */
  const shared = {};
  for (const request of NPM_SINGLETONS) shared[request] = { singleton: true };
  for (const pkg of WORKSPACE_SINGLETONS) {
    const { version } = JSON.parse(fs.readFileSync(path.join(pkg.dir, 'package.json'), 'utf8'));
    for (const { request, file } of shareableEntries(pkg)) {
      shared[file] = { shareKey: request, version, singleton: true, requiredVersion: false };
    }
  }
  return shared;
}

/** Names of the shared modules, for documentation and tests. */
function sharedModuleNames() {
  return Object.entries(sharedSingletons()).map(([key, config]) => config.shareKey ?? key);
}

/** Standard ports of the dev servers (`pnpm dev`); each can be changed with `--port`. */
const DEV_PORTS = { shell: 3000, storefront: 3001, backoffice: 3002 };
const API_URL = process.env.API_URL || 'http://127.0.0.1:4444';

/** The ES module build of the federation runtime the app's @module-federation/enhanced uses. */
function runtimeCoreModule(appRequire) {
  let from = appRequire.resolve('@module-federation/enhanced');
  for (const pkg of ['runtime-tools', 'runtime', 'runtime-core']) {
    from = createRequire(from).resolve(`@module-federation/${pkg}`);
  }
  return from.replace(/\.cjs$/, '.js');
}

/** TypeScript and JSX through swc, the same for every build of every app. */
function scriptRule(appRequire, production) {
  return {
    test: /\.[cm]?[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: appRequire.resolve('swc-loader'),
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          target: 'es2020',
          transform: { react: { runtime: 'automatic', development: !production } },
        },
      },
    },
  };
}

/** Where a remote's server-render bundle goes, inside its dist/ (the server never serves it). */
const SERVER_RENDER_DIR = 'server';

/**
 * The webpack configuration of one app.
 * @param {{
 *   appDir: string,
 *   name: 'shell' | 'storefront' | 'backoffice',
 *   exposes?: Record<string, string>,
 *   mode: 'production' | 'development',
 *   devServer?: Record<string, unknown>,
 *   extractCss?: boolean,
 * }} options
 */
function createAppConfig({ appDir, name, exposes, mode, devServer = {}, extractCss = false }) {
  // Plugins come from the app's own dependencies (pnpm keeps each package's node_modules separate).
  const appRequire = createRequire(path.join(appDir, 'package.json'));
  const { ModuleFederationPlugin } = appRequire('@module-federation/enhanced/webpack');
  const HtmlWebpackPlugin = appRequire('html-webpack-plugin');
  const MinimizerPlugin = createRequire(appRequire.resolve('webpack'))('minimizer-webpack-plugin');
  const isRemote = !!exposes;
  const production = mode === 'production';
  // In production the remotes borrow the shell's federation runtime instead of each shipping its own
  // copy (≈ 25 KB gzipped per remote on every first page). Their production build is therefore for
  // the shell only; running a remote alone is what its dev server is for.
  const borrowsRuntime = isRemote && production;
  // Production CSS as .css files (an app opts in): no stylesheet travels inside the JavaScript
  // a first page waits for, and the browser parses it off the main thread's script work.
  const MiniCssExtractPlugin =
    extractCss && production ? appRequire('mini-css-extract-plugin') : null;

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
      publicPath: isRemote ? 'auto' : '/',
      // Entry files keep fixed names (the federation runtime cannot template hashes into them):
      // index.html references them with a ?hash query, remoteEntry.js is found through the manifest,
      // and the server sends both as revalidate-always. Every other chunk is content-hashed.
      filename: '[name].js',
      chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      uniqueName: `poshak_${name}`,
      // A remote's server-render bundle is built beside it, by a compiler of its own.
      clean: isRemote ? { keep: (file) => file.startsWith(`${SERVER_RENDER_DIR}/`) } : true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      // The runtime plugin that lends the shell's federation runtime to the remotes reaches it
      // through `require`; one module format for everyone keeps a single copy in the shell.
      alias: {
        '@module-federation/runtime-core$': runtimeCoreModule(appRequire),
      },
    },
    module: {
      rules: [
        scriptRule(appRequire, production),
        {
          test: /\.css$/,
          use: [
            MiniCssExtractPlugin ? MiniCssExtractPlugin.loader : appRequire.resolve('style-loader'),
            appRequire.resolve('css-loader'),
          ],
        },
        { test: /\.(png|jpe?g|gif|svg|webp|avif|woff2?|ttf|eot)$/i, type: 'asset' },
      ],
    },
    plugins: [
      ...(MiniCssExtractPlugin
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
        dts: false,
        experiments: isRemote
          ? { externalRuntime: borrowsRuntime }
          : { provideExternalRuntime: production },
      }),
      ...(borrowsRuntime
        ? []
        : [
            new HtmlWebpackPlugin({
              template: path.join(appDir, 'public/index.html'),
              // The remotes' own page is for standalone use; the shell's is the shop's entry page.
              chunks: ['main'],
              hash: true,
              // Absolute, so deep links such as /admin/login load /main.js (the remotes' own
              // publicPath is 'auto', which the page would resolve relative to the URL).
              publicPath: '/',
            }),
          ]),
    ],
    optimization: {
      minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify })],
    },
    performance: false,
    devServer: {
      port: DEV_PORTS[name],
      host: '127.0.0.1',
      historyApiFallback: true,
      hot: false,
      liveReload: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [{ context: ['/api', '/uploads'], target: API_URL, changeOrigin: false }],
      client: {
        overlay: { warnings: false, errors: true },
        // A remote's page code runs on the shell's origin: point its reload socket at its own server.
        ...(isRemote ? { webSocketURL: `ws://127.0.0.1:${DEV_PORTS[name]}/ws` } : {}),
      },
      ...devServer,
    },
  };
  return config;
}

/**
 * A remote's server-render bundle (`dist/server/<entry name>.<hash>.js`, a new name for each
 * build, so a running server loads a new build fresh): its own sources compiled for
 * Node into one CommonJS file, every dependency inside it, so the server loads it with `require`
 * and needs no copy of React or the app's libraries of its own. Stylesheets are the browser's
 * business: imported CSS becomes an unused string here.
 * @param {{ appDir: string, name: string, entry: Record<string, string> }} options
 */
function createServerRenderConfig({ appDir, name, entry }) {
  const appRequire = createRequire(path.join(appDir, 'package.json'));
  const webpack = appRequire('webpack');
  /** @type {import('webpack').Configuration} */
  const config = {
    name: `${name}-server-render`,
    mode: 'production',
    target: 'node20',
    context: appDir,
    entry,
    devtool: 'source-map',
    output: {
      path: path.join(appDir, 'dist', SERVER_RENDER_DIR),
      filename: '[name].[contenthash:10].js',
      library: { type: 'commonjs2' },
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'] },
    module: {
      rules: [
        scriptRule(appRequire, true),
        { test: /\.css$/, type: 'asset/source' },
        { test: /\.(png|jpe?g|gif|svg|webp|avif|woff2?|ttf|eot)$/i, type: 'asset/inline' },
      ],
    },
    plugins: [new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
    // Readable stack traces in the server's logs; the file is loaded once, its size does not matter.
    optimization: { minimize: false },
    performance: false,
  };
  return config;
}

module.exports = {
  SERVER_RENDER_DIR,
  createServerRenderConfig,
  sharedSingletons,
  sharedModuleNames,
  createAppConfig,
  DEV_PORTS,
  pullsInUnshareable,
};

// @ts-check
/**
 * A remote's server-render bundle (`dist/server/<entry name>.<hash>.js`, a new name for each
 * build, so a running server loads a new build fresh): its own sources compiled for Node into one
 * CommonJS file, every dependency inside it, so the server loads it with `require` and needs no
 * copy of React or the app's libraries of its own. Stylesheets are the browser's business:
 * imported CSS becomes an unused string here.
 */
const path = require('node:path');
const { createRequire } = require('node:module');
const { ASSET_FILES, EXTENSIONS, scriptRule } = require('./script-rule.cjs');

/** Where a remote's server-render bundle goes, inside its dist/ (the server never serves it). */
const SERVER_RENDER_DIR = 'server';

/**
 * @param {{ appDir: string, name: string, entry: Record<string, string> }} options
 * @returns {import('webpack').Configuration}
 */
function createServerRenderConfig({ appDir, name, entry }) {
  /** @type {typeof import('webpack')} */
  const webpack = createRequire(path.join(appDir, 'package.json'))('webpack');
  return {
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
    resolve: { extensions: EXTENSIONS },
    module: {
      rules: [
        scriptRule({ production: true }),
        { test: /\.css$/, type: 'asset/source' },
        { test: ASSET_FILES, type: 'asset/inline' },
      ],
    },
    plugins: [new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
    // Readable stack traces in the server's logs; the file is loaded once, its size does not matter.
    optimization: { minimize: false },
    performance: false,
  };
}

module.exports = { createServerRenderConfig, SERVER_RENDER_DIR };

// @ts-check
/**
 * A remote's early script (`dist/<entry name>.js`): a first screen it draws before the shell, React
 * or its own code are here, as one file that runs alone — no federation runtime, no shared module,
 * its stylesheets inside it — so that nothing on a slow computer's long way to the app's first
 * render holds it up. The server puts it in the pages that need it (server/src/pages/remote-assets.ts).
 *
 * It carries the app's own sources and, of the npm packages, only those named in `MAY_CARRY`: any
 * other (React, i18next, axios, zod, antd) fails the build, for it would bring the very script work
 * the early script exists to come before.
 */
const path = require('node:path');
const { createRequire } = require('node:module');
const { ASSET_FILES, EXTENSIONS, scriptRule } = require('./script-rule.cjs');

/** The stores' own few hundred bytes, and the loaders that put the stylesheets in the page. */
const MAY_CARRY = new Set(['zustand', 'style-loader', 'css-loader']);

/**
 * The npm package a module file belongs to, or null for the workspace's own sources.
 * @param {string} file
 */
function packageOf(file) {
  const parts = file.split(/[\\/]node_modules[\\/]/);
  if (parts.length < 2) return null;
  const [scope, name] = (parts[parts.length - 1] ?? '').split(/[\\/]/);
  return scope?.startsWith('@') ? `${scope}/${name}` : (scope ?? null);
}

/**
 * The files a module of the output stands for (a concatenated module, every file inside it).
 * @param {import('webpack').Module} module
 * @returns {string[]}
 */
function filesOf(module) {
  const inner = /** @type {{ modules?: import('webpack').Module[] }} */ (module).modules;
  if (inner) return inner.flatMap(filesOf);
  const resource = /** @type {{ resource?: string }} */ (module).resource;
  return resource ? [resource] : [];
}

/** Fails the build when the early script would carry a package it may not. */
class CarriesOnlyAllowedPackages {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { WebpackError } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CarriesOnlyAllowedPackages', (compilation) => {
      compilation.hooks.afterSeal.tap('CarriesOnlyAllowedPackages', () => {
        /** @type {Map<string, string>} */
        const refused = new Map();
        for (const chunk of compilation.chunks) {
          for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
            for (const file of filesOf(module)) {
              const name = packageOf(file);
              if (name && !MAY_CARRY.has(name) && !refused.has(name)) refused.set(name, file);
            }
          }
        }
        for (const [name, file] of refused) {
          compilation.errors.push(
            new WebpackError(
              `The early script may not carry ${name} (${path.relative(compiler.context, file)}): ` +
                'import a module of the app that is free of it.',
            ),
          );
        }
      });
    });
  }
}

/**
 * @param {{ appDir: string, name: string, entry: Record<string, string> }} options
 * @returns {import('webpack').Configuration}
 */
function createEarlyScriptConfig({ appDir, name, entry }) {
  const appRequire = createRequire(path.join(appDir, 'package.json'));
  /** @type {typeof import('webpack')} */
  const webpack = appRequire('webpack');
  const MinimizerPlugin = createRequire(appRequire.resolve('webpack'))('minimizer-webpack-plugin');
  return {
    name: `${name}-early-script`,
    mode: 'production',
    target: 'web',
    context: appDir,
    entry,
    // As the app's own files: beside the file for reading a stack trace, named by nothing.
    devtool: 'hidden-source-map',
    output: {
      path: path.join(appDir, 'dist'),
      // A fixed name, as remoteEntry.js: the server finds it there and names it with its hash.
      filename: '[name].js',
      // The browser build empties dist/ and keeps this file (browser-config.cjs).
      clean: false,
      // Its own name for webpack's globals, apart from the app's in the same page.
      uniqueName: `poshak_${name}_early`,
    },
    resolve: { extensions: EXTENSIONS },
    module: {
      rules: [
        scriptRule({ production: true }),
        {
          test: /\.css$/,
          use: [
            require.resolve('style-loader'),
            // No source map inside the page's styles: the file stays small, the sources unseen.
            { loader: require.resolve('css-loader'), options: { sourceMap: false } },
          ],
        },
        { test: ASSET_FILES, type: 'asset/inline' },
      ],
    },
    plugins: [
      // One file: an `import()` on its way would be a second request before the first screen.
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      new CarriesOnlyAllowedPackages(),
    ],
    optimization: { minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify })] },
    performance: false,
  };
}

module.exports = { createEarlyScriptConfig, packageOf };

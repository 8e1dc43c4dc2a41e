// @ts-check
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');

/**
 * A host page's early scripts: small plain files that must run before the app's bundle, as soon
 * as the page is parsed, and that nothing of the bundle may travel with (Module Federation puts
 * its runtime into every webpack entry: a 400-byte script became 100 KB). Each is copied as it is
 * and listed first in the page, deferred, with its content hash as the query (like main.js).
 */
class EarlyScriptsPlugin {
  /** @param {string[]} files absolute paths */
  constructor(files) {
    this.files = files;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('EarlyScriptsPlugin', (compilation) => {
      /** @type {{ name: string, hash: string }[]} */
      const emitted = [];
      compilation.hooks.processAssets.tap(
        { name: 'EarlyScriptsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          emitted.length = 0;
          for (const file of this.files) {
            const source = fs.readFileSync(file);
            const name = path.basename(file);
            compilation.fileDependencies.add(file);
            compilation.emitAsset(name, new sources.RawSource(source));
            const hash = createHash('sha256').update(source).digest('hex').slice(0, 20);
            emitted.push({ name, hash });
          }
        },
      );
      HtmlWebpackPlugin.getCompilationHooks(compilation).alterAssetTags.tap(
        'EarlyScriptsPlugin',
        (data) => {
          const early = emitted.map(({ name, hash }) =>
            HtmlWebpackPlugin.createHtmlTagObject('script', {
              defer: true,
              src: `${data.publicPath}${name}?${hash}`,
            }),
          );
          data.assetTags.scripts.unshift(...early);
          return data;
        },
      );
    });
  }
}

module.exports = { EarlyScriptsPlugin };

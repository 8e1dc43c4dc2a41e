// @ts-check
/**
 * TypeScript and JSX through swc, the same for every build of every app.
 * @param {{ production: boolean, refresh?: boolean }} options `refresh`: mark React components for
 *   React Fast Refresh (development in the browser only)
 * @returns {import('webpack').RuleSetRule}
 */
function scriptRule({ production, refresh = false }) {
  return {
    test: /\.[cm]?[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: require.resolve('swc-loader'),
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          target: 'es2020',
          transform: { react: { runtime: 'automatic', development: !production, refresh } },
        },
      },
    },
  };
}

/** File types an app imports as assets. */
const ASSET_FILES = /\.(png|jpe?g|gif|svg|webp|avif|woff2?|ttf|eot)$/i;

/** Module resolution of every build. */
const EXTENSIONS = ['.tsx', '.ts', '.mjs', '.js', '.json'];

module.exports = { scriptRule, ASSET_FILES, EXTENSIONS };

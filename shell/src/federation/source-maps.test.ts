// Production builds of the three apps write source maps for reading a stack trace, but name them
// nowhere: a browser must not be pointed at the apps' sources (the back-office's above all).
interface WebpackConfig {
  target?: string;
  devtool?: string | false;
}
type ConfigFactory = (
  env: unknown,
  argv: { mode: 'production' | 'development' },
) => WebpackConfig | WebpackConfig[];

/** Each app's config, and how many of its builds are for browsers. */
const APPS: [string, string, number][] = [
  ['shell', '../../webpack.config.cjs', 1],
  ['storefront', '../../../storefront-mfe/webpack.config.cjs', 1],
  // The app, and its early script (a file of its own: backoffice-mfe/src/first-screen.ts).
  ['backoffice', '../../../backoffice-mfe/webpack.config.cjs', 2],
];

describe('source maps of the production builds', () => {
  it.each(APPS)(
    '%s: written without a sourceMappingURL comment, or not at all',
    (_app, file, count) => {
      const built = jest.requireActual<ConfigFactory>(file)(undefined, { mode: 'production' });
      // A remote's server-render bundle runs in the server, which never serves it.
      const forBrowsers = [built].flat().filter((config) => !config.target?.startsWith('node'));
      expect(forBrowsers).toHaveLength(count);
      for (const config of forBrowsers) {
        expect([false, 'hidden-source-map', 'hidden-nosources-source-map']).toContain(
          config.devtool,
        );
      }
    },
  );
});

// One lint configuration for the whole workspace: strict TypeScript everywhere,
// React hooks rules in the browser packages, and the import boundaries of docs/code-layout.md.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import prettier from 'eslint-config-prettier';

const ROOT = path.dirname(fileURLToPath(import.meta.url));
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The apps: each deploys on its own and meets the others only through the shared packages. */
const APPS = ['shell', 'storefront-mfe', 'backoffice-mfe'];
/** What no app imports from: the other apps and the packages that are not libraries. */
const NOT_FOR_APPS = ['server', 'e2e', 'bench'];

/** The package folders pnpm-workspace.yaml lists (a trailing `/*` stands for every folder in it). */
const workspaceDirs = () => {
  const yaml = readFileSync(path.join(ROOT, 'pnpm-workspace.yaml'), 'utf8');
  const list = /^packages:\n((?:[ \t]+-.*\n?)+)/m.exec(yaml)?.[1] ?? '';
  return [...list.matchAll(/-\s*['"]?([^'"\n]+?)['"]?\s*$/gm)].flatMap(([, dir]) =>
    dir.endsWith('/*')
      ? readdirSync(path.join(ROOT, dir.slice(0, -2)), { withFileTypes: true })
          .filter((entry) => entry.isDirectory())
          .map((entry) => `${dir.slice(0, -2)}/${entry.name}`)
      : [dir],
  );
};

/**
 * Every workspace package with the specifiers others may import: those its package.json `exports`
 * lists (`"./schemas"` → `@poshak/shared-api/schemas`), or only its bare name when it has just a
 * `main`, or nothing. Read from the package.json files, so a new entry is allowed as soon as it is
 * exported.
 */
const workspacePackages = workspaceDirs()
  .map((dir) => path.join(ROOT, dir, 'package.json'))
  .filter((file) => existsSync(file))
  .map(readJson)
  .filter((pkg) => typeof pkg.name === 'string')
  .map((pkg) => {
    const { name, exports, main } = pkg;
    const subpaths =
      typeof exports === 'string'
        ? ['.']
        : exports && Object.keys(exports).some((key) => key.startsWith('.'))
          ? Object.keys(exports)
          : exports || main
            ? ['.']
            : [];
    // A subpath pattern (`"./icons/*"`) stands for any path in its place.
    const entries = subpaths.map((subpath) =>
      escapeRegex(subpath === '.' ? name : `${name}${subpath.slice(1)}`).replace('\\*', '.+'),
    );
    return { name, entries, listed: subpaths.map((s) => (s === '.' ? name : name + s.slice(1))) };
  });

/**
 * An import of a workspace package beyond its `exports` fails: static imports and re-exports through
 * `no-restricted-imports`, `import()` and `require()` through selectors on the same expressions.
 */
const packageSurfaceRules = (packages) => {
  const restrictions = packages.map(({ name, entries, listed }) => ({
    regex: `^${entries.length ? `(?!(?:${entries.join('|')})$)` : ''}${escapeRegex(name)}(?:/.*)?$`,
    message: listed.length
      ? `${name} is used only through what its package.json "exports" lists (${listed.join(', ')}); export the file there first if others need it.`
      : `${name} exports nothing (its package.json has no "exports"): it is not a library to import from.`,
  }));
  // A selector's /regex/ may not contain a slash, even escaped: \x2F matches one all the same.
  const selectorRegex = (regex) => regex.replaceAll('/', '\\x2F');
  return {
    'no-restricted-imports': ['error', { patterns: restrictions }],
    'no-restricted-syntax': [
      'error',
      ...restrictions.flatMap(({ regex, message }) => [
        { selector: `ImportExpression[source.value=/${selectorRegex(regex)}/]`, message },
        {
          selector: `CallExpression[callee.name='require'] > Literal.arguments:first-child[value=/${selectorRegex(regex)}/]`,
          message,
        },
      ]),
    ],
  };
};

/** The feature folders of an app, each one a zone of its own. */
const featuresOf = (app) => {
  const dir = path.join(ROOT, app, 'src', 'features');
  return existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];
};

/**
 * Inside an app: app/ (and the storefront's server/ renderer) → features → components, lib, i18n →
 * the shared packages. A feature may use another feature only through that feature's index.ts.
 */
const layerZones = APPS.flatMap((app) => {
  const src = `./${app}/src`;
  const features = featuresOf(app);
  return [
    {
      target: [`${src}/components`, `${src}/lib`, `${src}/i18n`],
      from: [`${src}/features`, `${src}/app`, `${src}/server`],
      message:
        'components/, lib/ and i18n/ sit below the features and the app: move the code into the feature that needs it, or pass it in (docs/code-layout.md).',
    },
    {
      target: `${src}/features`,
      from: [`${src}/app`, `${src}/server`],
      message: 'The app composes the features; a feature does not import it (docs/code-layout.md).',
    },
    ...features.map((feature) => ({
      target: `${src}/features/${feature}`,
      from: `${src}/features`,
      except: [
        `./${feature}`,
        ...features.filter((f) => f !== feature).map((f) => `./${f}/index.ts`),
      ],
      message: `A feature uses another feature only through that feature's index.ts (import its folder, e.g. '../../cart'), never the files inside it (docs/code-layout.md).`,
    })),
  ];
});

/** Between packages: no app imports another app (remotes included), nor the server, e2e or bench. */
const appZones = APPS.map((app) => ({
  target: `./${app}`,
  from: [...APPS.filter((other) => other !== app), ...NOT_FOR_APPS].map((dir) => `./${dir}`),
  message:
    "Apps never import each other: they meet only through @poshak/shared-api, @poshak/shared-ui and the shell's routes at run time (docs/code-layout.md).",
}));
/**
 * The server's domains (server/src/modules/<domain>, ARCHITECTURE.md): a domain uses another only
 * through that domain's index.ts, and the rest of the server reaches a domain through its index.ts
 * or, for app.ts's registrations, its `*-routes.ts` and `*-plugin.ts`.
 */
const SERVER_SRC = path.join(ROOT, 'server', 'src');
const serverDomains = existsSync(path.join(SERVER_SRC, 'modules'))
  ? readdirSync(path.join(SERVER_SRC, 'modules'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
  : [];
const outsideDomains = existsSync(SERVER_SRC)
  ? readdirSync(SERVER_SRC)
      .filter((name) => name !== 'modules')
      .map((name) => `./server/src/${name}`)
  : [];
const serverDomainZones = serverDomains.flatMap((domain) => {
  const dir = path.join(SERVER_SRC, 'modules', domain);
  const entryPoints = readdirSync(dir).filter(
    (file) => file === 'index.ts' || /-(routes|plugin)\.ts$/.test(file),
  );
  return [
    {
      target: `./server/src/modules/${domain}`,
      from: './server/src/modules',
      except: [
        `./${domain}`,
        ...serverDomains.filter((d) => d !== domain).map((d) => `./${d}/index.ts`),
      ],
      message: `A server domain uses another only through that domain's index.ts (import '../<domain>'); export what it needs there (ARCHITECTURE.md).`,
    },
    {
      target: outsideDomains,
      from: `./server/src/modules/${domain}`,
      except: entryPoints.map((file) => `./${file}`),
      message: `The rest of the server uses the ${domain} domain through its index.ts (app.ts also registers its routes and plugins); export what it needs there (ARCHITECTURE.md).`,
    },
  ];
});
const sharedZones = [
  {
    target: ['./shared-api', './shared-ui'],
    from: [...APPS, ...NOT_FOR_APPS].map((dir) => `./${dir}`),
    message: 'The shared packages sit below the apps and the server: they import neither.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/coverage/**',
      '**/node_modules/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'server/drizzle/**',
      '.tools/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // The shell's early scripts run in the page as they are (tooling/webpack/src/early-scripts.cjs).
    files: ['shell/early/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // Tool configuration (webpack, jest) is CommonJS: require() is the module system there.
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: [
      'shell/**/*.{ts,tsx}',
      'storefront-mfe/**/*.{ts,tsx}',
      'backoffice-mfe/**/*.{ts,tsx}',
      'shared-ui/**/*.{ts,tsx}',
      'shared-api/**/*.{ts,tsx}',
    ],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['server/**/*.ts', 'e2e/**/*.ts', 'bench/**/*.ts'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['*/tsconfig.json'],
          alwaysTryTypes: true,
          // One tsconfig per package is the layout, not a slip.
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: ROOT,
          zones: [...layerZones, ...appZones, ...sharedZones, ...serverDomainZones],
        },
      ],
      // `../../shared-ui/src/x` reaches around a package's exports as much as `@poshak/shared-ui/src/x`.
      'import-x/no-relative-packages': 'error',
      // One import statement per module: two of them read as two different things.
      'import-x/no-duplicates': 'error',
      // A file's imports read from the farthest to the nearest: Node's, the npm packages', the
      // workspace's packages, then the package's own files. Within a group, the order is the
      // writer's (side-effect imports such as styles are left where they are: their order counts).
      'import-x/order': [
        'error',
        {
          groups: ['builtin', 'external', 'internal', ['parent', 'sibling', 'index']],
          pathGroups: [{ pattern: '@poshak/**', group: 'internal' }],
          pathGroupsExcludedImportTypes: ['builtin'],
          'newlines-between': 'ignore',
        },
      ],
      ...packageSurfaceRules(workspacePackages),
    },
  },
  {
    // `npm start` runs the root scripts on a bare machine, before any dependency (the workspace's
    // links included) is installed: they reach the server's start script by its path on purpose.
    files: ['scripts/**'],
    rules: { 'import-x/no-relative-packages': 'off' },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  prettier,
);

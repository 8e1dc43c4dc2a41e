// @ts-check
/**
 * The sharing policy of Poshak's three browser apps: which modules exist once per page, whatever
 * app loaded first. One declaration for the shell and both remotes, so they cannot drift apart.
 */
const fs = require('node:fs');
const path = require('node:path');
const { reachesPackage } = require('./runtime-imports.cjs');

const WORKSPACE_DIR = path.resolve(__dirname, '../../..');

/** npm packages every app must use as one instance (React context and hooks break with two copies). */
const NPM_SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-dom',
  'react-dom/client',
  // The only router package the apps import; react-router, which it re-exports, is inside it.
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

/**
 * Packages that must never be part of a shared module: a shared module is a whole package, and all
 * of antd costs ≈ 450 KB gzipped on the first page (docs/micro-frontends.md).
 * @param {string} specifier
 */
const isUnshareable = (specifier) => /^(antd|@ant-design\/|rc-|@rc-component\/)/.test(specifier);

/** @param {string} dir */
const readManifest = (dir) => JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));

/**
 * The shareable entry points of a workspace package: each `exports` subpath whose code does not reach
 * antd at run time. An antd-based subpath (the list page) is then bundled into the app that uses it.
 * @param {{ name: string, dir: string }} pkg
 * @returns {{ request: string, file: string }[]}
 */
function shareableEntries({ name, dir }) {
  const manifest = readManifest(dir);
  /** @type {Record<string, unknown>} */
  const exportsMap =
    typeof manifest.exports === 'string'
      ? { '.': manifest.exports }
      : (manifest.exports ?? { '.': manifest.main });
  return (
    Object.entries(exportsMap)
      .filter(
        /** @returns {entry is [string, string]} */
        (entry) => typeof entry[1] === 'string' && /\.[cm]?[jt]sx?$/.test(entry[1]),
      )
      // Test tooling (`./testing/…`, e.g. the jest preset) runs in Node, never in a page.
      .filter(([subpath]) => !subpath.startsWith('./testing/'))
      .map(([subpath, target]) => ({
        request: subpath === '.' ? name : `${name}/${subpath.replace(/^\.\//, '')}`,
        file: path.join(dir, target),
      }))
      .filter((entry) => !reachesPackage(entry.file, isUnshareable))
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
    const { version } = readManifest(pkg.dir);
    for (const { request, file } of shareableEntries(pkg)) {
      shared[file] = { shareKey: request, version, singleton: true, requiredVersion: false };
    }
  }
  return shared;
}

/** Names of the shared modules, as the page's share scope lists them. */
function sharedModuleNames() {
  return Object.entries(sharedSingletons()).map(([key, config]) => config.shareKey ?? key);
}

module.exports = { sharedSingletons, sharedModuleNames, isUnshareable, WORKSPACE_DIR };

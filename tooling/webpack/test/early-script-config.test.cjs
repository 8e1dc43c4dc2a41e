// A remote's early script, built from small entries beside the back-office's own packages: one
// file that carries the app's sources and zustand, and a build that refuses React.
const assert = require('node:assert/strict');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { createRequire } = require('node:module');
const { after, describe, it } = require('node:test');
const { createEarlyScriptConfig, packageOf } = require('../src/early-script-config.cjs');
const { WORKSPACE_DIR } = require('../src/sharing.cjs');

const BACKOFFICE = path.join(WORKSPACE_DIR, 'backoffice-mfe');
/** @type {typeof import('webpack')} */
const webpack = createRequire(path.join(BACKOFFICE, 'package.json'))('webpack');
// Entries that resolve packages as the back-office's own sources do.
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'poshak-early-script-'));
fs.symlinkSync(path.join(BACKOFFICE, 'node_modules'), path.join(work, 'node_modules'), 'dir');
after(() => fs.rmSync(work, { recursive: true, force: true }));

/**
 * Builds `source` as the back-office's early script would be built, into a folder of its own.
 * @param {string} name
 * @param {string} source
 * @returns {Promise<{ errors: string[], files: string[] }>}
 */
function build(name, source) {
  const entry = path.join(work, `${name}.ts`);
  fs.writeFileSync(entry, source);
  const config = createEarlyScriptConfig({ appDir: BACKOFFICE, name, entry: { [name]: entry } });
  const outDir = fs.mkdtempSync(path.join(work, `${name}-dist-`));
  config.output = { ...config.output, path: outDir };
  return new Promise((resolve, reject) => {
    webpack(config, (error, stats) => {
      if (error || !stats) return reject(error);
      const files = fs.readdirSync(outDir).filter((file) => !file.endsWith('.map'));
      resolve({
        errors: stats.toJson({ all: false, errors: true }).errors?.map((e) => e.message) ?? [],
        files,
      });
    });
  });
}

describe('the early script', () => {
  it('is one file with the app’s sources, zustand and its own lazily run parts', async () => {
    const built = await build(
      'fits',
      `import { createStore } from 'zustand/vanilla';
const store = createStore(() => ({ drawn: false }));
void import('${path.join(BACKOFFICE, 'src/lib/access.ts')}').then(({ canRead }) =>
  store.setState({ drawn: canRead(null, 'orders') }),
);`,
    );
    assert.deepEqual(built.errors, []);
    assert.deepEqual(built.files, ['fits.js']);
  });

  it('refuses a build that would carry React, naming it', async () => {
    const built = await build(
      'refused',
      `import { useState } from 'react';
console.log(useState);`,
    );
    assert.equal(built.errors.length, 1);
    assert.match(built.errors[0] ?? '', /may not carry react \(/);
  });

  it('tells a package by its folder under node_modules, scoped or not', () => {
    assert.equal(packageOf('/w/node_modules/.pnpm/react@19/node_modules/react/index.js'), 'react');
    assert.equal(
      packageOf('/w/node_modules/@tanstack/query-core/build/index.js'),
      '@tanstack/query-core',
    );
    assert.equal(packageOf('/w/backoffice-mfe/src/app/first-screen.ts'), null);
  });
});

// The one sharing declaration of the three builds, checked against the real shared-ui and shared-api.
const assert = require('node:assert/strict');
const { describe, it } = require('node:test');
const { sharedModuleNames, sharedSingletons } = require('../src/sharing.cjs');

describe('sharedSingletons', () => {
  const shared = sharedSingletons();
  const names = sharedModuleNames();

  it('shares React, the router, zustand, react-query and the workspace packages, all as singletons', () => {
    for (const name of [
      'react',
      'react-dom',
      'react-router-dom',
      'zustand',
      '@tanstack/react-query',
      '@poshak/shared-api',
      '@poshak/shared-ui/i18n',
      '@poshak/shared-ui/paths',
      '@poshak/shared-ui/toast',
    ]) {
      assert.ok(names.includes(name), `${name} is shared`);
    }
    assert.ok(Object.values(shared).every((config) => config.singleton === true));
  });

  it('shares one router package: react-router-dom, which holds react-router', () => {
    assert.deepEqual(
      names.filter((name) => name.startsWith('react-router')),
      ['react-router-dom'],
    );
  });

  it('never shares test tooling, which runs in Node (the jest preset)', () => {
    assert.deepEqual(
      names.filter((name) => name.includes('/testing/')),
      [],
    );
  });

  it('never shares antd, nor a shared-ui entry that pulls antd in (the list page)', () => {
    assert.ok(!names.includes('antd'));
    assert.ok(!names.includes('@poshak/shared-ui/list-page'));
    // The theme only imports antd's types: it stays shareable.
    assert.ok(names.includes('@poshak/shared-ui/theme'));
  });

  it('keys workspace modules by source file, so relative imports inside a package are shared too', () => {
    const keys = Object.entries(shared)
      .filter(([, config]) => config.shareKey === '@poshak/shared-ui/i18n')
      .map(([key]) => key);
    assert.equal(keys.length, 1);
    assert.match(keys[0], /^\/.*\/shared-ui\/src\/i18n\/index\.ts$/);
  });
});

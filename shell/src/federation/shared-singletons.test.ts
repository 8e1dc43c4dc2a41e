// The one sharing declaration of the three builds (shared-ui/federation.cjs), checked against the
// real shared-ui and shared-api packages.
interface SharedConfig {
  shareKey?: string;
  singleton?: boolean;
}
const federation = jest.requireActual<{
  sharedSingletons: () => Record<string, SharedConfig>;
  sharedModuleNames: () => string[];
}>('../../../shared-ui/federation.cjs');

describe('sharedSingletons', () => {
  const shared = federation.sharedSingletons();
  const names = federation.sharedModuleNames();

  it('shares React, the router, zustand, react-query and the workspace packages, all as singletons', () => {
    for (const name of [
      'react',
      'react-dom',
      'react-router',
      'react-router-dom',
      'zustand',
      '@tanstack/react-query',
      '@poshak/shared-api',
      '@poshak/shared-ui/i18n',
      '@poshak/shared-ui/paths',
      '@poshak/shared-ui/toast',
    ]) {
      expect(names).toContain(name);
    }
    expect(Object.values(shared).every((config) => config.singleton === true)).toBe(true);
  });

  it('never shares test tooling, which runs in Node (the jest preset)', () => {
    expect(names.filter((name) => name.includes('/testing/'))).toEqual([]);
  });

  it('never shares antd, nor a shared-ui entry that pulls antd in (the list page)', () => {
    expect(names).not.toContain('antd');
    expect(names).not.toContain('@poshak/shared-ui/list-page');
    // The theme only imports antd's types: it stays shareable.
    expect(names).toContain('@poshak/shared-ui/theme');
  });

  it('keys workspace modules by source file, so relative imports inside a package are shared too', () => {
    const keys = Object.entries(shared)
      .filter(([, config]) => config.shareKey === '@poshak/shared-ui/i18n')
      .map(([key]) => key);
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^\/.*\/shared-ui\/src\/i18n\/index\.ts$/);
  });
});

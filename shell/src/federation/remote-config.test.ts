import { parseRemoteConfig } from './remote-config';

describe('parseRemoteConfig', () => {
  it('reads the storefront and back-office entries of the served config', () => {
    expect(
      parseRemoteConfig({
        remotes: [
          { name: 'storefront', entry: '/remotes/storefront/mf-manifest.json' },
          { name: 'backoffice', entry: 'https://cdn.example/backoffice/mf-manifest.json' },
        ],
      }),
    ).toEqual([
      { name: 'storefront', entry: '/remotes/storefront/mf-manifest.json' },
      { name: 'backoffice', entry: 'https://cdn.example/backoffice/mf-manifest.json' },
    ]);
  });

  it('ignores remotes this shell does not know, so a newer server can announce more', () => {
    expect(
      parseRemoteConfig({
        remotes: [{ name: 'loyalty', entry: '/remotes/loyalty/mf-manifest.json' }],
      }),
    ).toEqual([]);
  });

  it.each([
    [null, '"remotes" must be an array'],
    [{}, '"remotes" must be an array'],
    [{ remotes: 'storefront' }, '"remotes" must be an array'],
    [{ remotes: [{ name: 'storefront' }] }, 'every remote needs a "name" and an "entry"'],
    [
      { remotes: [{ name: 'storefront', entry: '' }] },
      'every remote needs a "name" and an "entry"',
    ],
    [{ remotes: [null] }, 'every remote needs a "name" and an "entry"'],
  ])('refuses %j with a message naming the problem', (json, message) => {
    expect(() => parseRemoteConfig(json)).toThrow(message);
  });
});

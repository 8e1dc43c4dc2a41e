import { manifestAssetTags } from '../../src/pages/remote-assets';

const manifest = JSON.stringify({
  exposes: [{ path: './App', assets: { css: { sync: ['app.0a1b2c3d4e.css'] } } }],
});

describe("a remote's tags in the shop's page", () => {
  it("names a release's early script where its other files are, and none for a build without one", () => {
    const base = 'https://cdn.example/backoffice/8c1f0e2d3a4b5c6d/';
    const release = manifestAssetTags(manifest, base, 'mf-manifest.json', true);
    expect(release.firstScreen).toBe(`<script defer src="${base}first-screen.js"></script>`);
    expect(release.stylesheets).toBe(`<link rel="stylesheet" href="${base}app.0a1b2c3d4e.css">`);
    expect(manifestAssetTags(manifest, base, 'mf-manifest.json', false).firstScreen).toBe('');
  });
});

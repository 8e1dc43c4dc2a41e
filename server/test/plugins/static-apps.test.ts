import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build, type TestShop } from '../helpers/build';

/** A fake production build of the three apps, as webpack lays them out. */
function fakeBuild(root: string) {
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  write('shell/dist/index.html', '<!doctype html><title>Poshak shell</title>');
  write('shell/dist/main.3f9a1c2b7d.js', 'console.log("shell")');
  write('storefront-mfe/dist/mf-manifest.json', '{"name":"storefront"}');
  write('storefront-mfe/dist/remoteEntry.js', 'var storefront;');
  write('storefront-mfe/dist/static/js/412.a1b2c3d4e5f6.js', 'chunk()');
  write('backoffice-mfe/dist/mf-manifest.json', '{"name":"backoffice"}');
}

describe('serving the built apps next to the API', () => {
  let t: TestShop;
  let root: string;
  beforeAll(async () => {
    root = mkdtempSync(path.join(os.tmpdir(), 'poshak-apps-'));
    fakeBuild(root);
    t = await build('pglite', {
      configure: (config) => ({
        ...config,
        apps: {
          ...config.apps,
          shellDir: path.join(root, 'shell/dist'),
          storefrontDir: path.join(root, 'storefront-mfe/dist'),
          backofficeDir: path.join(root, 'backoffice-mfe/dist'),
        },
      }),
    });
  });
  afterAll(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('serves the shell at / and for every client route, never cached', async () => {
    for (const url of [
      '/',
      '/productdetails/12',
      '/cart',
      '/checkout/3',
      '/admin/product-order',
      '/login',
    ]) {
      const reply = await get(url);
      expect(reply.statusCode).toBe(200);
      expect(reply.body).toContain('Poshak shell');
      expect(reply.headers['cache-control']).toBe('no-cache');
    }
  });

  it('caches hashed files for a year and entry files never', async () => {
    expect((await get('/main.3f9a1c2b7d.js')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    const chunk = await get('/remotes/storefront/static/js/412.a1b2c3d4e5f6.js');
    expect(chunk.statusCode).toBe(200);
    expect(chunk.headers['cache-control']).toContain('immutable');
    for (const url of [
      '/remotes/storefront/mf-manifest.json',
      '/remotes/storefront/remoteEntry.js',
    ]) {
      const reply = await get(url);
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['cache-control']).toBe('no-cache');
    }
    expect((await get('/remotes/backoffice/mf-manifest.json')).body).toContain('backoffice');
  });

  it('tells the shell where the remotes are', async () => {
    const reply = await get('/mf-config.json');
    expect(reply.json()).toEqual({
      remotes: [
        { name: 'storefront', entry: '/remotes/storefront/mf-manifest.json' },
        { name: 'backoffice', entry: '/remotes/backoffice/mf-manifest.json' },
      ],
    });
  });

  it('answers JSON 404 for unknown API routes, uploads and remote files', async () => {
    for (const url of ['/api/nope', '/uploads/missing.webp', '/remotes/storefront/nope.js']) {
      const reply = await get(url);
      expect(reply.statusCode).toBe(404);
      expect(reply.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
    }
    expect((await t.app.inject({ method: 'POST', url: '/somewhere' })).statusCode).toBe(404);
  });

  it('does not serve files outside the build', async () => {
    for (const url of [
      '/..%2f..%2fpackage.json',
      '/remotes/storefront/..%2f..%2f..%2fpackage.json',
    ]) {
      const reply = await get(url);
      expect(reply.body).not.toContain('"name"');
    }
  });
});

describe('without built apps', () => {
  it('keeps the API working and answers pages with 404', async () => {
    const t = await build('pglite', {
      env: {
        STOREFRONT_REMOTE_URL: 'https://cdn.example.com/storefront/mf-manifest.json',
      },
      configure: (config) => ({
        ...config,
        apps: {
          ...config.apps,
          shellDir: '/nonexistent/shell',
          storefrontDir: '/nonexistent/sf',
          backofficeDir: '/nonexistent/bo',
        },
      }),
    });
    try {
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: '/' })).statusCode).toBe(404);
      const config = (await t.app.inject({ method: 'GET', url: '/mf-config.json' })).json();
      expect(config.remotes[0].entry).toBe('https://cdn.example.com/storefront/mf-manifest.json');
      // A remote on another origin is admitted by the CSP.
      const csp = (await t.app.inject({ method: 'GET', url: '/api/health' })).headers[
        'content-security-policy'
      ];
      expect(csp).toContain("script-src 'self' https://cdn.example.com");
    } finally {
      await t.close();
    }
  });
});

import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { STOCK_FEW_LEFT } from '@poshak/shared-api/schemas';
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
  // Source maps, as a build with hidden source maps leaves them beside its files.
  const map = (source: string) =>
    JSON.stringify({ version: 3, sources: ['src/app.tsx'], sourcesContent: [source] });
  write('shell/dist/main.js.map', map('const shellSecret = 1;'));
  write('storefront-mfe/dist/static/js/412.a1b2c3d4e5f6.js.map', map('const cartSecret = 1;'));
  write('backoffice-mfe/dist/remoteEntry.js.map', map('const staffSecret = 1;'));
  write('backoffice-mfe/dist/static/js/7.0a1b2c3d4e.js.map', map('const staffSecret = 2;'));
}

/** The server with its built apps read from `root`, laid out as the workspace lays them out. */
function buildServing(root: string, readCacheMs = 0): Promise<TestShop> {
  return build('embedded', {
    configure: (config) => ({
      ...config,
      readCacheMs,
      apps: {
        ...config.apps,
        shellDir: path.join(root, 'shell/dist'),
        storefrontDir: path.join(root, 'storefront-mfe/dist'),
        backofficeDir: path.join(root, 'backoffice-mfe/dist'),
      },
    }),
  });
}

describe('serving the built apps next to the API', () => {
  let t: TestShop;
  let root: string;
  beforeAll(async () => {
    root = mkdtempSync(path.join(os.tmpdir(), 'poshak-apps-'));
    fakeBuild(root);
    t = await buildServing(root);
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
      '/track?invoice=4',
      '/admin',
      '/admin/product-order',
      '/login',
      '/product-cetagory',
    ]) {
      const reply = await get(url);
      expect([url, reply.statusCode]).toEqual([url, 200]);
      expect(reply.body).toContain('Poshak shell');
      expect(reply.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers any other path with the shell under 404, so its "not found" page is one to crawlers too', async () => {
    for (const url of [
      '/nope',
      '/no-such-page/here?x=1',
      '/cart/extra',
      '/productdetails',
      '/favicon.ico',
    ]) {
      const reply = await get(url);
      expect([url, reply.statusCode]).toEqual([url, 404]);
      expect(reply.body).toContain('Poshak shell');
      expect(reply.headers['content-type']).toContain('text/html');
    }
    expect((await t.app.inject({ method: 'HEAD', url: '/nope' })).statusCode).toBe(404);
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

  it('never serves source maps, whatever the folder or spelling', async () => {
    for (const url of [
      '/main.js.map',
      '/main.js%2Emap',
      '/main.js.map?v=1',
      '/remotes/storefront/static/js/412.a1b2c3d4e5f6.js.map',
      '/remotes/backoffice/remoteEntry.js.map',
      '/remotes/backoffice/static/js/7.0a1b2c3d4e.js.map',
      '/remotes/backoffice/static/js/7.0a1b2c3d4e.js%2emap',
    ]) {
      const reply = await get(url);
      expect([url, reply.statusCode]).toEqual([url, 404]);
      expect(reply.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
      expect(reply.body).not.toContain('Secret');
    }
    // The files they describe are still served.
    expect((await get('/remotes/storefront/static/js/412.a1b2c3d4e5f6.js')).statusCode).toBe(200);
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
    const t = await build('embedded', {
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

/** A storefront server-render bundle as the server loads it: CommonJS exporting createPageRenderer. */
function fakeRenderBundle(label: string) {
  return `exports.createPageRenderer = ({ api }) => ({
  async render({ url, cookie }) {
    if (url.startsWith('/cart')) return null;
    if (url.startsWith('/checkout/1')) throw new Error('render failed on purpose');
    if (url.startsWith('/checkout/2')) return new Promise(() => {});
    const health = await api('/api/health');
    return {
      lang: cookie === 'poshak_language=bn' ? 'bn' : 'en',
      root: '<main>${label} ' + url + ' api ' + health.status + '</main>',
      tail: '<script id="page-state" type="application/json">{}</script>',
    };
  },
});`;
}

describe("the shop's page", () => {
  let t: TestShop;
  let root: string;
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  const bundleDir = 'storefront-mfe/dist/server';

  beforeAll(async () => {
    root = mkdtempSync(path.join(os.tmpdir(), 'poshak-page-'));
    write(
      'shell/dist/index.html',
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Poshak</title></head><body><div id="root"></div></body></html>',
    );
    write(
      'storefront-mfe/dist/mf-manifest.json',
      JSON.stringify({
        metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
        exposes: [
          {
            path: './App',
            assets: {
              js: { sync: ['__federation_expose_App.1a2b3c4d5e.js'], async: ['9.9a8b7c6d5e.js'] },
              css: { sync: ['__federation_expose_App.5e4d3c2b1a.css'], async: [] },
            },
          },
        ],
      }),
    );
    write(
      'backoffice-mfe/dist/mf-manifest.json',
      JSON.stringify({
        exposes: [
          {
            path: './App',
            assets: { js: { sync: [], async: [] }, css: { sync: ['signin.6f5e4d3c2b.css'] } },
          },
        ],
      }),
    );
    // The back-office's early script (its build's own file, beside its manifest).
    write('backoffice-mfe/dist/first-screen.js', 'drawFirstScreen()');
    write(`${bundleDir}/render-page.1111111111.js`, fakeRenderBundle('first build'));
    // The back-office draws its sign-in form only, and reads nothing for it.
    write(
      'backoffice-mfe/dist/server/render-page.3333333333.js',
      `exports.createPageRenderer = () => ({
  async render({ url, cookie }) {
    if (url.split('?')[0] !== '/admin/login') return null;
    return {
      lang: cookie === 'poshak_language=bn' ? 'bn' : 'en',
      root: '<main class="bo-signin">sign in</main>',
      tail: '',
    };
  },
});`,
    );
    t = await buildServing(root);
  });
  afterAll(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('carries the remotes config in every page, so the shell needs no request for it', async () => {
    for (const url of ['/', '/cart', '/admin/login', '/no-such-page']) {
      const { body } = await get(url);
      const config = body.match(
        /<script id="poshak-remotes" type="application\/json">([^<]*)<\/script>/,
      );
      expect(JSON.parse(config?.[1] ?? 'null')).toEqual({
        remotes: [
          { name: 'storefront', entry: '/remotes/storefront/mf-manifest.json' },
          { name: 'backoffice', entry: '/remotes/backoffice/mf-manifest.json' },
        ],
      });
    }
  });

  it('draws a page without the tracking tags of the link that led to it', async () => {
    const reply = await get('/productdetails/7?utm_source=facebook&x=1&fbclid=IwAR1');
    expect(reply.body).toContain('<main>first build /productdetails/7?x=1 api 200</main>');
  });

  it("puts the storefront's first screen into the page, drawn with data read in-process", async () => {
    const reply = await get('/productdetails/7?x=1');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(reply.headers['cache-control']).toBe('no-cache');
    expect(reply.headers.vary).toContain('Cookie');
    expect(reply.body).toContain(
      '<div id="root"><main>first build /productdetails/7?x=1 api 200</main></div><script id="page-state"',
    );
    expect(reply.body).toContain('<html lang="en"');
    // The reader's language travels in a cookie and decides the page's language.
    expect((await get('/', { cookie: 'poshak_language=bn' })).body).toContain('<html lang="bn"');
  });

  it("lets the page fetch the storefront's manifest at once, and styles a drawn page before its first paint", async () => {
    const { body } = await get('/');
    const head = body.slice(0, body.indexOf('</head>'));
    expect(head).toContain(
      '<link rel="preload" href="/remotes/storefront/mf-manifest.json" as="fetch" crossorigin="anonymous">',
    );
    expect(head).toContain(
      '<link rel="stylesheet" href="/remotes/storefront/__federation_expose_App.5e4d3c2b1a.css">',
    );
    // Scripts are left to the federation runtime, which asks for them afresh on a Retry.
    expect(head).not.toContain('as="script"');
    // A page the storefront leaves to the browser waits for no stylesheet before its first paint.
    const cart = (await get('/cart')).body;
    expect(cart).toContain('/remotes/storefront/mf-manifest.json" as="fetch"');
    expect(cart).not.toContain('rel="stylesheet"');
    // A back-office page asks for the back-office's manifest, not the storefront's.
    const admin = (await get('/admin/login')).body;
    expect(admin).toContain('/remotes/backoffice/mf-manifest.json" as="fetch"');
    expect(admin).not.toContain('/remotes/storefront/mf-manifest.json" as="fetch"');
  });

  it("puts the back-office's sign-in form into the page, styled before its first paint", async () => {
    const login = await get('/admin/login?next=1', { cookie: 'poshak_language=bn' });
    expect(login.statusCode).toBe(200);
    expect(login.body).toContain('<div id="root"><main class="bo-signin">sign in</main></div>');
    expect(login.body).toContain('<html lang="bn"');
    const head = login.body.slice(0, login.body.indexOf('</head>'));
    expect(head).toContain(
      '<link rel="stylesheet" href="/remotes/backoffice/signin.6f5e4d3c2b.css">',
    );
    expect(head).not.toContain('/remotes/storefront/__federation');
    // Every other staff page needs a signed-in member: the browser draws it, with no stylesheet
    // to wait for before the first paint.
    const orders = (await get('/admin/product-order')).body;
    expect(orders).toContain('<div id="root"></div>');
    expect(orders).not.toContain('rel="stylesheet"');
  });

  it("sends the back-office's early script with every staff page it does not draw, and only there", async () => {
    // First in the head after its charset, before any script of the shell's.
    const first =
      '<head><meta charset="utf-8"><script defer src="/remotes/backoffice/first-screen.js"></script><title>';
    for (const url of ['/admin', '/admin/product-order?page=2', '/admin/dashboard']) {
      expect([url, (await get(url)).body]).toEqual([url, expect.stringContaining(first)]);
    }
    // The drawn sign-in form needs none, and no storefront page has one.
    for (const url of ['/admin/login', '/', '/cart']) {
      expect([url, (await get(url)).body]).toEqual([
        url,
        expect.not.stringContaining('first-screen'),
      ]);
    }
    const served = await get('/remotes/backoffice/first-screen.js');
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('no-cache');
  });

  it('sends the plain page when the storefront does not draw it, fails, or takes too long', async () => {
    for (const url of ['/cart', '/checkout/1', '/checkout/2']) {
      const reply = await get(url);
      expect(reply.statusCode).toBe(200);
      expect(reply.body).toContain('<div id="root"></div>');
      expect(reply.body).toContain('id="poshak-remotes"');
    }
  });

  it('never serves the server-render bundle to browsers', async () => {
    for (const url of [
      '/remotes/storefront/server/render-page.1111111111.js',
      '/remotes/storefront/server/render-page.1111111111.js.map',
      '/remotes/storefront/server/',
    ]) {
      const reply = await get(url);
      expect(reply.statusCode).toBe(404);
      expect(reply.body).not.toContain('createPageRenderer');
    }
  });

  it('uses a new storefront build as soon as it replaces the old one', async () => {
    // A build empties the folder and writes its bundle under a name of its own.
    rmSync(path.join(root, bundleDir, 'render-page.1111111111.js'));
    write(`${bundleDir}/render-page.2222222222.js`, fakeRenderBundle('second build'));
    const later = new Date(Date.now() + 5_000);
    utimesSync(path.join(root, bundleDir), later, later);
    expect((await get('/')).body).toContain('<main>second build / api 200</main>');
  });
});

/** A render bundle that numbers its drawings and shows the stock entry of a product's page. */
const countingRenderBundle = (label: string) => `let drawn = 0;
exports.createPageRenderer = () => ({
  async render({ url, cookie }) {
    // A test may hold the drawing at a gate (see drawGate).
    const gate = globalThis.poshakDrawGate;
    if (gate) {
      gate.entered();
      await gate.open;
    }
    const entry = url.split('/')[2] ?? '0';
    return {
      lang: cookie === 'poshak_language=bn' ? 'bn' : 'en',
      // Long enough to be worth compressing.
      root: '<main>${label} drawing ' + ++drawn + '</main>' + '<p>Jamdani</p>'.repeat(100),
      tail: '<script type="application/json">{"id_transaction":' + entry + '}</script>',
    };
  },
});`;

/** Holds the counting bundle's next drawings until opened; `entered` settles when one waits. */
function drawGate() {
  let open = () => {};
  let entered = () => {};
  const gate = {
    open: new Promise<void>((resolve) => (open = resolve)),
    waiting: new Promise<void>((resolve) => (entered = resolve)),
  };
  (globalThis as { poshakDrawGate?: unknown }).poshakDrawGate = { open: gate.open, entered };
  return {
    waiting: gate.waiting,
    release() {
      delete (globalThis as { poshakDrawGate?: unknown }).poshakDrawGate;
      open();
    },
  };
}

describe('drawn pages kept in memory (read cache on)', () => {
  let t: TestShop;
  let root: string;
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  const bundleDir = 'storefront-mfe/dist/server';
  beforeAll(async () => {
    root = mkdtempSync(path.join(os.tmpdir(), 'poshak-drawn-'));
    write(
      'shell/dist/index.html',
      '<!doctype html><html lang="en"><head></head><body><div id="root"></div></body></html>',
    );
    write('storefront-mfe/dist/mf-manifest.json', JSON.stringify({ exposes: [] }));
    write('backoffice-mfe/dist/mf-manifest.json', JSON.stringify({ exposes: [] }));
    write(`${bundleDir}/render-page.1111111111.js`, countingRenderBundle('first build'));
    t = await buildServing(root, 60_000);
  });
  afterAll(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });

  const drawing = async (url: string, headers: Record<string, string> = {}) => {
    const reply = await t.app.inject({ method: 'GET', url, headers });
    expect(reply.statusCode).toBe(200);
    return /drawing (\d+)/.exec(reply.body)?.[1];
  };

  it('warms up before listening: draws the landing pages in each language, keeps none of them', async () => {
    const warmed = await t.app.warmUp();
    // The home page and the sign-in page in English and Bengali (no product in this shop).
    expect(warmed.pages).toBe(4);
    expect(t.app.readCache?.pages.size).toBe(0);
    // The renderer was loaded and has drawn: a shopper's home page is drawn for them anew.
    expect(Number(await drawing('/'))).toBe(3);
  });

  it('draws an expired page anew once, serving it to others meanwhile', async () => {
    const clock = jest.spyOn(Date, 'now');
    try {
      const start = Date.now();
      clock.mockReturnValue(start);
      const first = await drawing('/productdetails/40');
      clock.mockReturnValue(start + 60_000);
      const gate = drawGate();
      // The first request after the page expired draws it anew (held at the gate) …
      const redrawing = drawing('/productdetails/40');
      await gate.waiting;
      // … and the others are served the expired page meanwhile, not queued behind it.
      expect(await drawing('/productdetails/40')).toBe(first);
      expect(await drawing('/productdetails/40')).toBe(first);
      gate.release();
      const redrawn = await redrawing;
      expect(redrawn).not.toBe(first);
      expect(await drawing('/productdetails/40')).toBe(redrawn);
    } finally {
      clock.mockRestore();
    }
  });

  it('serves a page reached by a campaign’s link as it is kept, drawn without the tags', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/productdetails/42' });
    const tagged = await t.app.inject({
      method: 'GET',
      url: '/productdetails/42?utm_source=facebook&utm_medium=paid&utm_campaign=eid&fbclid=IwAR1',
    });
    expect(tagged.statusCode).toBe(200);
    expect(tagged.body).toBe(plain.body);
    // Drawn once: the tagged address was the kept page, not a page of its own.
    expect(
      t.app.readCache?.pages.peek('page  /productdetails/42 http://localhost:80'),
    ).toBeDefined();
    const first = await t.app.inject({ method: 'GET', url: '/productdetails/43?utm_source=share' });
    expect(/drawing (\d+)/.exec(first.body)?.[1]).toBe(await drawing('/productdetails/43'));
  });

  it('draws a page once per address and language, until data it shows changes or a new build', async () => {
    const first = await drawing('/productdetails/5');
    expect(await drawing('/productdetails/5')).toBe(first);
    const other = await drawing('/productdetails/6');
    expect(other).not.toBe(first);
    // Another language is another page.
    const bn = await drawing('/productdetails/5', { cookie: 'poshak_language=bn' });
    expect(bn).not.toBe(first);
    expect(await drawing('/productdetails/5', { cookie: 'poshak_language=bn' })).toBe(bn);

    // An order of entry 5 that leaves plenty changes nothing a shopper reads on its page.
    t.app.readCache?.bus.stockChanged(new Map([[5, STOCK_FEW_LEFT + 1]]));
    expect(await drawing('/productdetails/5')).toBe(first);
    // One that leaves only a few: its pages are drawn anew, entry 6's stays.
    t.app.readCache?.bus.stockChanged(new Map([[5, STOCK_FEW_LEFT]]));
    const redrawn = await drawing('/productdetails/5');
    expect(redrawn).not.toBe(first);
    expect(await drawing('/productdetails/6')).toBe(other);

    // A gzip-accepting caller gets the page compressed once, as it was kept.
    // Without PUBLIC_URL a page's links are drawn with the origin it was asked at, kept apart.
    const kept = t.app.readCache?.pages.peek('page  /productdetails/5 http://localhost:80');
    await kept?.gzipped;
    const zipped = await t.app.inject({
      method: 'GET',
      url: '/productdetails/5',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.rawPayload).toString()).toContain(`drawing ${redrawn}<`);
    // A page drawn for a gzip-accepting caller is compressed once: the bytes sent are those kept.
    const drawnZipped = await t.app.inject({
      method: 'GET',
      url: '/productdetails/7',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(drawnZipped.headers['content-encoding']).toBe('gzip');
    expect(drawnZipped.headers.vary).toBe('Cookie, accept-encoding');
    const keptZipped = t.app.readCache?.pages.peek('page  /productdetails/7 http://localhost:80');
    expect(keptZipped?.gzipped).toBeUndefined();
    expect(keptZipped?.gzip?.equals(drawnZipped.rawPayload)).toBe(true);

    // A catalogue write through the API empties every page.
    t.app.readCache?.bus.changed(['catalogue']);
    expect(await drawing('/productdetails/6')).not.toBe(other);

    // A new build of the storefront draws the pages anew at once.
    rmSync(path.join(root, bundleDir, 'render-page.1111111111.js'));
    write(`${bundleDir}/render-page.2222222222.js`, countingRenderBundle('second build'));
    const later = new Date(Date.now() + 5_000);
    utimesSync(path.join(root, bundleDir), later, later);
    const reply = await t.app.inject({ method: 'GET', url: '/productdetails/5' });
    expect(reply.body).toContain('<main>second build drawing 1</main>');
  });
});

describe('a storefront served from another host', () => {
  it('is never drawn on this server, whose build may differ from it', async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'poshak-page-cdn-'));
    mkdirSync(path.join(root, 'shell'), { recursive: true });
    mkdirSync(path.join(root, 'storefront/server'), { recursive: true });
    writeFileSync(
      path.join(root, 'shell/index.html'),
      '<html lang="en"><head></head><body><div id="root"></div></body></html>',
    );
    writeFileSync(
      path.join(root, 'storefront/server/render-page.1111111111.js'),
      fakeRenderBundle('local'),
    );
    const t = await build('embedded', {
      env: { STOREFRONT_REMOTE_URL: 'https://cdn.example.com/storefront/mf-manifest.json' },
      configure: (config) => ({
        ...config,
        apps: {
          ...config.apps,
          shellDir: path.join(root, 'shell'),
          storefrontDir: path.join(root, 'storefront'),
        },
      }),
    });
    try {
      const { body } = await t.app.inject({ method: 'GET', url: '/' });
      expect(body).toContain('<div id="root"></div>');
      expect(body).not.toContain('local');
      expect(body).toContain('https://cdn.example.com/storefront/mf-manifest.json');
    } finally {
      await t.close();
      rmSync(root, { recursive: true, force: true });
    }
  });
});

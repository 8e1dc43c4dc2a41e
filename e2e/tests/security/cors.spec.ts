import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serveDirectory, type StaticSite } from '../../harness/static-site';
import { expect, test } from '../../harness/fixtures';

const STRANGER = 'http://evil.test';

test('CORS admits only the configured origins, for plain calls, preflights and real browsers', async ({
  page,
  request,
  startShop,
}) => {
  // Two real sites on 127.0.0.1 (other ports, so other origins): the admitted one and a stranger.
  const dir = mkdtempSync(path.join(os.tmpdir(), 'poshak-cors-'));
  writeFileSync(path.join(dir, 'index.html'), '<p>another site</p>');
  const sites: StaticSite[] = [await serveDirectory(dir), await serveDirectory(dir)];
  const [admitted, stranger] = sites as [StaticSite, StaticSite];
  try {
    const shop = await startShop({ seed: 'none', env: { CORS_ORIGINS: admitted.origin } });
    const api = `${shop.baseURL}/api/config`;

    const allowed = await request.get(api, { headers: { origin: admitted.origin } });
    expect(allowed.headers()['access-control-allow-origin']).toBe(admitted.origin);
    for (const origin of [stranger.origin, STRANGER, 'null']) {
      const refused = await request.get(api, { headers: { origin } });
      expect(refused.headers()['access-control-allow-origin'], origin).toBeUndefined();
    }

    const preflight = (origin: string) =>
      request.fetch(`${shop.baseURL}/api/categorys/post?category_name=X`, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization',
        },
      });
    const okPreflight = await preflight(admitted.origin);
    expect(okPreflight.headers()['access-control-allow-origin']).toBe(admitted.origin);
    expect(okPreflight.headers()['access-control-allow-headers']?.toLowerCase()).toContain(
      'authorization',
    );
    expect(
      (await preflight(stranger.origin)).headers()['access-control-allow-origin'],
    ).toBeUndefined();

    // In Chromium: a page of each site calls the API; only the admitted one may read the reply.
    const callFrom = async (origin: string) => {
      await page.goto(`${origin}/index.html`);
      return page.evaluate(async (url) => {
        try {
          const response = await fetch(url);
          return `read ${response.status}`;
        } catch {
          return 'blocked';
        }
      }, api);
    };
    expect(await callFrom(admitted.origin)).toBe('read 200');
    expect(await callFrom(stranger.origin)).toBe('blocked');
  } finally {
    await Promise.all(sites.map((s) => s.close()));
    rmSync(dir, { recursive: true, force: true });
  }
});

test('with no CORS_ORIGINS configured, no other origin may read the API', async ({
  request,
  baseURL,
}) => {
  const reply = await request.get(`${baseURL}/api/config`, { headers: { origin: STRANGER } });
  expect(reply.status()).toBe(200);
  expect(reply.headers()['access-control-allow-origin']).toBeUndefined();
});

import { build, type TestShop } from '../helpers/build';

describe('security headers and CORS', () => {
  let t: TestShop;
  beforeAll(async () => {
    t = await build('embedded', { env: { CORS_ORIGINS: 'https://admin.poshak.example' } });
  });
  afterAll(() => t.close());

  it('sends a strict CSP and the other protective headers on every reply', async () => {
    for (const url of ['/api/health', '/api/categorys/getAll', '/api/nope', '/']) {
      const reply = await t.app.inject({ method: 'GET', url });
      const csp = reply.headers['content-security-policy'] as string;
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("style-src 'self' 'unsafe-inline'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(reply.headers['x-content-type-options']).toBe('nosniff');
      expect(reply.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(reply.headers['x-request-id']).toBeTruthy();
    }
  });

  it('admits only the configured origins', async () => {
    const allowed = await t.app.inject({
      method: 'GET',
      url: '/api/categorys/getAll',
      headers: { origin: 'https://admin.poshak.example' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('https://admin.poshak.example');
    const stranger = await t.app.inject({
      method: 'GET',
      url: '/api/categorys/getAll',
      headers: { origin: 'https://evil.example' },
    });
    expect(stranger.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/orders',
      headers: {
        origin: 'https://evil.example',
        'access-control-request-method': 'POST',
      },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('keeps a request id a proxy sent, and makes one otherwise', async () => {
    const kept = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'lb-1234567890' },
    });
    expect(kept.headers['x-request-id']).toBe('lb-1234567890');
    const fresh = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': '<script>' },
    });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

import { build, type TestShop } from '../helpers/build';

describe('API documentation', () => {
  let t: TestShop;
  beforeAll(async () => {
    t = await build('embedded');
  });
  afterAll(() => t.close());

  it('publishes an OpenAPI document listing every API route', async () => {
    const reply = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(reply.statusCode).toBe(200);
    const doc = reply.json();
    expect(doc.openapi).toMatch(/^3\./);
    const documented = new Set(Object.keys(doc.paths));
    for (const route of t.app.routeTable) {
      expect(documented).toContain(route.url.replace(/:(\w+)/g, '{$1}'));
    }
    expect(doc.paths['/api/orders'].post.requestBody).toBeTruthy();
  });

  it('serves the documentation UI at /api/docs', async () => {
    const reply = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toContain('text/html');
    expect(reply.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });
});

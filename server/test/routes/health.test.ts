import { build, drivers } from '../helpers/build';

describe.each(drivers)('GET /api/health on %s', (driver) => {
  it('is 200 while the database answers and 503 once it does not', async () => {
    const t = await build(driver);
    try {
      const ok = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toEqual({ status: 'ok', database: driver });
      expect(ok.headers['cache-control']).toBe('no-store');
      await t.shop.close();
      const down = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(down.statusCode).toBe(503);
      expect(down.json()).toEqual({ status: 'unavailable', database: driver });
    } finally {
      await t.close();
    }
  });
});

import { build, drivers } from '../helpers/build';

const readyBody = (driver: string, database: 'up' | 'down', changeListener: string) => ({
  status: database === 'up' && changeListener !== 'down' ? 'ok' : 'unavailable',
  database: driver,
  checks: { database, changeListener },
});

describe.each(drivers)('health routes on %s', (driver) => {
  it('ready (and its older name /api/health) is 200 while the database answers, 503 naming it once it does not; live stays 200', async () => {
    const t = await build(driver);
    try {
      for (const url of ['/api/health/ready', '/api/health']) {
        const ok = await t.app.inject({ method: 'GET', url });
        expect(ok.statusCode).toBe(200);
        expect(ok.json()).toEqual(readyBody(driver, 'up', 'off'));
        expect(ok.headers['cache-control']).toBe('no-store');
      }
      await t.shop.close();
      for (const url of ['/api/health/ready', '/api/health']) {
        const down = await t.app.inject({ method: 'GET', url });
        expect(down.statusCode).toBe(503);
        expect(down.json()).toEqual(readyBody(driver, 'down', 'off'));
      }
      const live = await t.app.inject({ method: 'GET', url: '/api/health/live' });
      expect(live.statusCode).toBe(200);
      expect(live.json()).toEqual({ status: 'ok' });
      expect(live.headers['cache-control']).toBe('no-store');
    } finally {
      await t.close();
    }
  });
});

describe('readiness and the read cache listener', () => {
  it('is ready while the listener is connected and 503 naming it while it is not', async () => {
    const t = await build('embedded', {
      configure: (config) => ({ ...config, readCacheMs: 60_000 }),
    });
    try {
      const cache = t.app.readCache;
      if (!cache) throw new Error('the read cache should be on');
      const up = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(up.statusCode).toBe(200);
      expect(up.json()).toEqual(readyBody('embedded', 'up', 'up'));

      // What the cache believes after losing its connection (it reconnects a second later).
      const trusted = jest.spyOn(cache.bus, 'trusted').mockReturnValue(false);
      try {
        for (const url of ['/api/health/ready', '/api/health']) {
          const down = await t.app.inject({ method: 'GET', url });
          expect(down.statusCode).toBe(503);
          expect(down.json()).toEqual(readyBody('embedded', 'up', 'down'));
        }
        const live = await t.app.inject({ method: 'GET', url: '/api/health/live' });
        expect(live.statusCode).toBe(200);
      } finally {
        trusted.mockRestore();
      }
    } finally {
      await t.close();
    }
  });
});

import { Writable } from 'node:stream';
import { loadConfig } from '../../src/config';
import { TRACKING_LIMIT } from '../../src/modules/orders/order-tracking-routes';
import { build, drivers } from '../helpers/build';

/** A pino destination that keeps every line written. */
function logLines() {
  const lines: { level: number; msg: string }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      for (const text of chunk.toString().split('\n').filter(Boolean)) {
        lines.push(JSON.parse(text) as { level: number; msg: string });
      }
      callback();
    },
  });
  return { lines, stream };
}

const WARN = 40;
const ATTACKER = '203.0.113.7';
const NGINX = '10.0.0.5';

describe.each(drivers)('the client address rate limits count, on %s', (driver) => {
  /** Tracking lookups from `remoteAddress`, with what the client wrote into X-Forwarded-For. */
  const lookups = (t: Awaited<ReturnType<typeof build>>, remoteAddress: string) => {
    let n = 0;
    return async (forwardedFor?: string) => {
      n += 1;
      const reply = await t.app.inject({
        method: 'GET',
        url: `/api/orders/track?invoice_no=${n}&phone=01712345678`,
        remoteAddress,
        headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
      });
      return reply.statusCode;
    };
  };

  it('an instance started with TRUST_PROXY=1 and reached directly takes no client-written X-Forwarded-For: 5 of 5 lookups over the limit stay refused', async () => {
    const t = await build(driver, { env: { TRUST_PROXY: '1' } });
    try {
      const lookup = lookups(t, ATTACKER);
      for (let i = 0; i < TRACKING_LIMIT.max; i++) expect(await lookup()).toBe(404);
      const spoofed: number[] = [];
      for (let i = 0; i < 5; i++) spoofed.push(await lookup(`198.51.100.${i + 1}`));
      expect(spoofed).toEqual([429, 429, 429, 429, 429]);
    } finally {
      await t.close();
    }
  });

  it('TRUST_PROXY=<nginx’s address>: the address nginx appends is counted, and only from nginx', async () => {
    const t = await build(driver, { env: { TRUST_PROXY: `${NGINX}, 10.1.0.0/16` } });
    try {
      // Through nginx: each shopper is counted apart, whatever they wrote before nginx's entry.
      const throughNginx = lookups(t, NGINX);
      for (let i = 0; i < TRACKING_LIMIT.max; i++) {
        expect(await throughNginx(`10.9.9.9, ${ATTACKER}`)).toBe(404);
      }
      expect(await throughNginx(`10.9.9.9, ${ATTACKER}`)).toBe(429);
      expect(await throughNginx('198.51.100.99')).toBe(404);
      // Straight to the instance: the header is the client's own words, and is not believed.
      const direct = lookups(t, '192.0.2.44');
      for (let i = 0; i < TRACKING_LIMIT.max; i++) expect(await direct('198.51.100.50')).toBe(404);
      expect(await direct('198.51.100.51')).toBe(429);
    } finally {
      await t.close();
    }
  });

  it('warns at start for a bare hop count or `true`, naming what to give instead; addresses start quietly', async () => {
    const warnings = async (trustProxy: string) => {
      const log = logLines();
      const t = await build(driver, {
        env: { TRUST_PROXY: trustProxy },
        logger: { level: 'info', stream: log.stream },
      });
      await t.close();
      return log.lines
        .filter((l) => l.level === WARN && l.msg.includes('TRUST_PROXY'))
        .map((l) => l.msg);
    };
    const hops = await warnings('2');
    expect(hops).toEqual([expect.stringMatching(/^TRUST_PROXY=2 .*TRUST_PROXY=10\.0\.0\.5/)]);
    expect(await warnings('true')).toEqual([
      expect.stringMatching(/^TRUST_PROXY=true .*X-Forwarded-For/),
    ]);
    expect(await warnings(NGINX)).toEqual([]);
  });
});

describe('TRUST_PROXY values', () => {
  it('takes false, true, a number of proxies, or their addresses and networks', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 10.1.0.0/16, fd00::/8' }).trustProxy).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      'fd00::/8',
    ]);
  });

  it.each(['10.0.0.300', '10.0.0.0/33', 'fd00::/129', '10.0.0.5,,', 'nginx please'])(
    'stops the start for %s, naming TRUST_PROXY',
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
    },
  );
});

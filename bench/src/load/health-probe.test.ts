import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startHealthProbe } from './health-probe';

describe('the readiness probe', () => {
  it('counts every probe, a refusal and an answer that never came as failures, and their times', async () => {
    let asked = 0;
    let refused = 0;
    let enough: () => void = () => undefined;
    const sixAsked = new Promise<void>((resolve) => (enough = resolve));
    const server = http.createServer((_request, response) => {
      asked++;
      if (asked === 6) enough();
      // The third probe is never answered: it fails on the probe's own timeout.
      if (asked === 3) return;
      if (asked % 2 === 0) {
        refused++;
        response.writeHead(503).end('busy');
        return;
      }
      response.writeHead(200).end('ok');
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    try {
      // A timeout no answered probe comes near, even on a loaded machine (at 300 ms, a loaded CI
      // run counted an answered one as failed): the unanswered probe alone reaches it.
      const probe = startHealthProbe(`http://127.0.0.1:${port}/api/health/ready`, 10, 5_000);
      await sixAsked;
      const seen = await probe.stop();
      expect(seen.probes).toBe(asked);
      expect(seen.failures).toBe(refused + 1);
      expect(seen.everyMs).toBe(10);
      // The unanswered probe waited for its whole timeout.
      expect(seen.latency.max).toBeGreaterThanOrEqual(4_990);
      expect(seen.latency.p50).toBeLessThan(seen.latency.max);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});

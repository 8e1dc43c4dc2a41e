import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startPacedShopper } from './paced-shopper';

describe('the paced shopper', () => {
  it('places one order at a time, each body once in turn, and counts refusals and silence', async () => {
    const received: string[] = [];
    let inFlight = 0;
    let mostAtOnce = 0;
    let enough: () => void = () => undefined;
    // The third order is given up when the server has it, not after a time a loaded machine
    // may pass while answering any order.
    const givingUp = new AbortController();
    const sixAsked = new Promise<void>((resolve) => (enough = resolve));
    const server = http.createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        received.push(body);
        inFlight++;
        mostAtOnce = Math.max(mostAtOnce, inFlight);
        const n = received.length;
        if (n === 6) enough();
        const answer = (status: number) => {
          inFlight--;
          response.writeHead(status).end('{}');
        };
        // The second order is refused, the third never answered: the shopper gives it up (the
        // server may see the connection close only after the next order).
        if (n === 3) {
          inFlight--;
          givingUp.abort();
          return;
        }
        answer(n === 2 ? 503 : 200);
      });
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    try {
      const bodies = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j'].map((k) =>
        JSON.stringify({ k }),
      );
      const shopper = startPacedShopper(`http://127.0.0.1:${port}`, bodies, 5, (order) =>
        order === 2 ? givingUp.signal : new AbortController().signal,
      );
      await sixAsked;
      const seen = await shopper.stop();
      expect(mostAtOnce).toBe(1);
      expect(seen.sent).toBe(received.length);
      expect(received).toEqual(bodies.slice(0, received.length));
      expect(seen.refused).toEqual({ '503': 1, 'no reply': 1 });
      expect(seen.placed).toBe(seen.sent - 2);
      expect(seen.everyMs).toBe(5);
      // Every order's own time is counted, the unanswered one's too.
      expect(seen.latency.max).toBeGreaterThan(0);
      expect(seen.slowest.length).toBe(5);
      expect(seen.slowest.map((o) => o.ms)).toEqual(
        [...seen.slowest.map((o) => o.ms)].sort((a, b) => b - a),
      );
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});

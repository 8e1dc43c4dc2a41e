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
        // The second order is refused, the third never answered: the shopper gives it up at
        // its timeout (the server may see the connection close only after the next order).
        if (n === 3) {
          inFlight--;
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
      const shopper = startPacedShopper(`http://127.0.0.1:${port}`, bodies, 5, 300);
      await sixAsked;
      const seen = await shopper.stop();
      expect(mostAtOnce).toBe(1);
      expect(seen.sent).toBe(received.length);
      expect(received).toEqual(bodies.slice(0, received.length));
      expect(seen.refused).toEqual({ '503': 1, 'no reply': 1 });
      expect(seen.placed).toBe(seen.sent - 2);
      expect(seen.everyMs).toBe(5);
      // The unanswered order waited for the whole timeout, and is the slowest.
      expect(seen.latency.max).toBeGreaterThanOrEqual(290);
      expect(seen.slowest[0]).toMatchObject({ status: 'no reply' });
      expect(seen.slowest.length).toBeLessThanOrEqual(5);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});

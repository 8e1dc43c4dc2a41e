import net from 'node:net';

/** Whether 127.0.0.1:`port` can be listened on right now (0: any port); the port it got. */
function probe(port: number): Promise<number | null> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.unref();
    server.once('error', () => resolve(null));
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : null));
    });
  });
}

/**
 * A TCP port free on 127.0.0.1 right now: one the system picks, or, when `E2E_PORTS` names a range
 * (`5650-5699`: a machine shared by several runs, each given its own ports), a free one in it.
 */
export async function freePort(): Promise<number> {
  const range = /^(\d+)-(\d+)$/.exec(process.env.E2E_PORTS ?? '');
  if (!range) {
    const port = await probe(0);
    if (port === null) throw new Error('no port');
    return port;
  }
  const low = Number(range[1]);
  const high = Number(range[2]);
  const size = high - low + 1;
  // Started at a random place, so two workers asking together rarely probe the same port first.
  const start = Math.floor(Math.random() * size);
  for (let i = 0; i < size; i++) {
    const port = low + ((start + i) % size);
    if ((await probe(port)) !== null) return port;
  }
  throw new Error(`no free port in E2E_PORTS=${process.env.E2E_PORTS}`);
}

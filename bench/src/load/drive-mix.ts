import { discoverShopperMix, visitEveryAddress } from './mix';
import { startLoadGenerator } from './run-load';

/**
 * The shopper mix against a shop already running (for profiling it by hand):
 * `pnpm --filter @poshak/bench mix http://127.0.0.1:5000 [seconds] [--no-orders] [--cold]`
 * (`--cold`: nothing asked in advance — no first visit of every address, no warm-up).
 */
async function main() {
  const [origin = 'http://127.0.0.1:5000', seconds = '10', ...flags] = process.argv.slice(2);
  const { classes } = await discoverShopperMix(origin, { orders: !flags.includes('--no-orders') });
  const headers = { 'accept-encoding': 'gzip, br' };
  if (!flags.includes('--cold')) {
    const visit = await visitEveryAddress(origin, classes, headers);
    console.log(`every address asked once: ${visit.addresses} in ${visit.ms} ms`);
  }
  const generator = startLoadGenerator();
  try {
    const result = await generator.run({
      origin,
      method: 'GET',
      paths: ['/'],
      headers,
      connections: Number(process.env.MIX_CONNECTIONS ?? 50),
      duration: Number(seconds),
      warmup: flags.includes('--cold') ? 0 : 1,
      timeout: 30,
      mix: classes,
    });
    const line = (id: string, r: { rps: number; latency: { p50: number; p99: number } }) =>
      `${id.padEnd(14)} ${r.rps.toFixed(0).padStart(6)} req/s  p50 ${r.latency.p50.toFixed(1)}  p99 ${r.latency.p99.toFixed(1)}`;
    for (const [id, c] of Object.entries(result.classes ?? {})) {
      console.log(`${line(id, c)}  errors ${c.non2xx}`);
    }
    console.log(`${line('all', result)}  errors ${result.non2xx + result.errors}`);
  } finally {
    await generator.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

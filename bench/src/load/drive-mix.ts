import type { MixClass } from './load-spec';
import {
  allowsOnceEach,
  findLongTail,
  LONG_TAIL_KINDS,
  longTailClasses,
  type LongTailKind,
} from './long-tail';
import { discoverShopperMix, visitEveryAddress } from './mix';
import { startLoadGenerator } from './run-load';

/**
 * The shopper mix, or the long tail, against a shop already running (for profiling it by hand):
 * `pnpm --filter @poshak/bench mix http://127.0.0.1:5000 [seconds] [--no-orders] [--cold]
 * [--long-tail mix|pages|detail|search|category|one-address]` (`--cold`: nothing asked in advance — no first
 * visit of every address, no warm-up; the long tail is always cold, each address asked once where
 * the shop has enough, and finding it asks none of its addresses).
 */
async function main() {
  const [origin = 'http://127.0.0.1:5000', seconds = '10', ...flags] = process.argv.slice(2);
  const kind = flags[flags.indexOf('--long-tail') + 1] as LongTailKind;
  const longTail = flags.includes('--long-tail');
  if (longTail && !LONG_TAIL_KINDS.includes(kind)) {
    throw new Error(`--long-tail: one of ${LONG_TAIL_KINDS.join(', ')}`);
  }
  let classes: MixClass[];
  let onceEach = false;
  if (longTail) {
    const found = await findLongTail(origin);
    classes = (await longTailClasses(origin, found, kind)).classes;
    onceEach = kind !== 'one-address' && allowsOnceEach(found);
  } else {
    classes = (await discoverShopperMix(origin, { orders: !flags.includes('--no-orders') }))
      .classes;
  }
  const cold = flags.includes('--cold') || (longTail && kind !== 'one-address');
  const headers = { 'accept-encoding': 'gzip, br' };
  if (!cold) {
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
      warmup: cold ? 0 : 1,
      timeout: 30,
      mix: classes,
      ...(onceEach ? { onceEach } : {}),
    });
    const line = (id: string, r: { rps: number; latency: { p50: number; p99: number } }) =>
      `${id.padEnd(14)} ${r.rps.toFixed(0).padStart(6)} req/s  p50 ${r.latency.p50.toFixed(1)}  p99 ${r.latency.p99.toFixed(1)}`;
    for (const [id, c] of Object.entries(result.classes ?? {})) {
      console.log(`${line(id, c)}  errors ${c.non2xx}`);
    }
    console.log(`${line('all', result)}  errors ${result.non2xx + result.errors}`);
    if (result.stoppedBy) {
      console.log(
        `stopped after ${result.stoppedBy.atSeconds.toFixed(1)} s: ${result.stoppedBy.class} had asked each of its addresses`,
      );
    }
  } finally {
    await generator.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

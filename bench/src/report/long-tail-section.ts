import { LONG_TAIL_TITLES, LONG_TAIL_WEIGHTS, ONCE_EACH_MIN } from '../load/long-tail';
import { LONG_TAIL_ROWS } from '../load/rows';
import { drawnPages, failures, shareOfOneAddress, TARGETS } from './analysis';
import { ms, n, pct, table } from './markdown-table';
import type { BenchResults, RowResult } from './results';

/** The long tail's rows of one shop, as the report's headline shows them. */
interface Shop {
  where: string;
  rows: RowResult[];
}

const perRequest = (row: RowResult, value: number | null | undefined, digits = 2) =>
  value === null || value === undefined || !row.cost?.requests
    ? '—'
    : (value / row.cost.requests).toFixed(digits);

/** Each long-tail row of a shop: its load, what each request cost, its share of one address. */
function rowsTable(shop: Shop): string {
  const share = shareOfOneAddress(shop.rows);
  const ids: string[] = Object.values(LONG_TAIL_ROWS);
  return table(
    [
      'Row',
      'seconds',
      'requests',
      'req/s',
      'p50 ms',
      'p99 ms',
      'errors',
      'product pages drawn',
      'server CPU ms / request',
      'database CPU ms / request',
      'transactions / request',
      'rows returned / request',
      'blocks read / request',
    ],
    shop.rows
      .filter((r) => ids.includes(r.id))
      .map((row) => [
        `\`${row.id}\`${row.id === LONG_TAIL_ROWS.mix && share !== null ? ` (${pct(share)} of one address)` : ''}`,
        row.load.seconds.toFixed(1),
        n(row.load.requests),
        n(row.load.rps),
        row.load.requests ? ms(row.load.latency.p50) : '—',
        row.load.requests ? ms(row.load.latency.p99) : '—',
        n(failures(row)),
        drawnText(row),
        perRequest(row, row.cost?.serverCpuMs),
        perRequest(row, row.cost?.databaseCpuMs),
        perRequest(row, row.cost?.database?.transactions),
        perRequest(row, row.cost?.database?.rowsReturned, 0),
        perRequest(row, row.cost?.database?.blocksRead),
      ]),
  );
}

/** A row's product pages drawn by the server: how many, their share, their p99. */
function drawnText(row: RowResult): string {
  const drawn = drawnPages(row);
  return drawn
    ? `${n(drawn.requests)} (${pct(drawn.share)}), p99 ${drawn.requests ? ms(drawn.p99) : '—'} ms`
    : '—';
}

/** The long-tail row's classes: addresses found, asked, and each class's figures. */
function classTable(row: RowResult): string {
  return table(
    ['Class', 'addresses', 'asked', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'drawn by the server'],
    Object.entries(row.load.classes ?? {}).map(([id, c]) => [
      id,
      c.asked ? n(c.asked.addresses) : '—',
      c.asked ? n(c.asked.sent) : n(c.requests),
      n(c.rps),
      c.requests ? ms(c.latency.p50) : '—',
      c.requests ? ms(c.latency.p99) : '—',
      n(c.non2xx),
      c.drawn ? drawnText(row) : '—',
    ]),
  );
}

/** How the long tail was asked on a shop: its addresses, once each or again, when it stopped. */
function askedText(row: RowResult): string {
  const found = row.longTail;
  if (!found) return '';
  const stopped = row.load.stoppedBy;
  return (
    `Search terms: ${n(found.terms)} (${n(found.bengaliTerms)} Bengali${found.bengaliTerms ? '' : ': the catalogue has no Bengali names'}). ` +
    (found.onceEach
      ? `Each address asked once: the load stops when a class has asked all of its addresses${stopped ? ` (this run: ${stopped.class} after ${stopped.atSeconds.toFixed(1)} s)` : ' (none ran out in this run)'}. `
      : `Fewer than ${n(ONCE_EACH_MIN)} product pages or details: each class's addresses are asked again from the start when they run out (the "asked" column beyond "addresses"). `)
  );
}

/** The report's headline: the long tail on each shop it ran on, and its targets. */
export function longTailSection(results: BenchResults): string | null {
  const shops: Shop[] = [
    ...[...results.datasets]
      .sort((a, b) => a.driver.localeCompare(b.driver) || a.entries - b.entries)
      .map((d) => ({ where: `${n(d.entries)} stock entries, ${d.driver}`, rows: d.rows })),
    ...(results.demoShop
      ? [
          {
            where: `the demo shop (${n(results.demoShop.entries)} entries, embedded PostgreSQL, as \`npm start\` serves it)`,
            rows: results.demoShop.rows,
          },
        ]
      : []),
  ].filter((shop) => shop.rows.some((r) => r.group === 'long-tail'));
  if (!shops.length) return null;
  const want = TARGETS.longTail;
  const weights = Object.entries(LONG_TAIL_WEIGHTS)
    .map(([id, weight]) => `${weight}% ${LONG_TAIL_TITLES[id as keyof typeof LONG_TAIL_WEIGHTS]}`)
    .join(', ');
  const targets = results.targets.filter((t) => t.name.startsWith('The long tail'));
  return (
    `## The long tail: pages nobody asked for recently\n\n` +
    `Shoppers from a Facebook post, search crawlers and price bots (bench/src/load/long-tail.ts): ${weights}; gzip and br accepted, no cookie. ` +
    `The addresses are found on the running shop (its cards read 200 a page spread over the whole grid, their products halved between pages — a third in Bengali, half with a Facebook \`fbclid\` — and details; every word, two-word phrase and 3+ letter prefix of their names, each searched newest first and by price; the grid and each category by price both ways and newest first within price ranges at the deciles (up to one, from one, between one and the next but one), pages 1–3, and each category's plain pages 2–30 as far as it has them), then the server is started again: nothing is in its memory and nothing is asked in advance, no warm-up, measured once, 50 connections for at most 20 s. ` +
    `\`long-tail-pages\`, \`long-tail-detail\`, \`long-tail-search\` and \`long-tail-category\` ask one class alone in the same way, so each class's cost per request is its own; \`long-tail-one-address\` asks the reads with one address each, over and over, after asking them once and a warm-up: the same requests answered from memory, the rate the long tail is compared with. ` +
    `A product page is counted **drawn** when its reply is at least half the size of one drawn while the server was idle: the server sends the plain shell instead (a tenth of the size, no product in it) when 8 pages wait for its renderer or one took 2 s. ` +
    `Per request: the server process's CPU (/proc/<pid>/stat before and after the load), the CPU of the PostgreSQL backends serving the shop's database (those open at the end), and \`pg_stat_database\` of that database, read from another one once its backends have reported — transactions (each statement outside a transaction block is one; the server has no query counter of its own), rows returned by scans, blocks read from outside PostgreSQL's buffers. ` +
    `PostgreSQL's buffers and the machine's page cache are as the earlier rows left them.\n\n` +
    shops
      .map((shop) => {
        const tail = shop.rows.find((r) => r.id === LONG_TAIL_ROWS.mix);
        return (
          `### ${shop.where}\n\n` +
          (tail ? askedText(tail) : '') +
          `Load average at the start of the long tail: ${tail?.loadAverage?.map((l) => l.toFixed(2)).join(' / ') ?? '—'}.\n\n` +
          rowsTable(shop) +
          (tail?.load.classes ? `\n\nThe long tail by class:\n\n${classTable(tail)}` : '')
        );
      })
      .join('\n\n') +
    (targets.length
      ? `\n\n**Targets** (at ${n(want.entries)} entries on PostgreSQL unless named):\n\n` +
        table(
          ['Target', 'wanted', 'measured', 'met'],
          targets.map((t) => [t.name, t.target, t.measured, t.met ? 'yes' : '**no**']),
        )
      : '')
  );
}

import { MIX_DURATION_S, MIX_WARMUP_S } from '../load/mix';
import { DEMO_ROWS } from '../load/rows';
import { sizeLabel } from '../options';
import { crowdFigures, demoFigures, referenceDataset, TARGETS, unanswered } from './analysis';
import type { FirstRowResult } from '../frontend/first-row';
import type { FirstTapResult } from '../frontend/first-tap';
import type { LighthouseRun } from '../frontend/lighthouse-result';
import { longTailSection } from './long-tail-section';
import { kb, ms, n, pct, table } from './markdown-table';
import type { BenchResults, DatasetResult, DemoShopResult, RowResult } from './results';

/** bench/results/latest.md: the run as a person reads it. */

const size = sizeLabel;

function datasetTable(dataset: DatasetResult, results: BenchResults): string {
  const ceiling = new Map(results.ceiling.map((c) => [c.id, c]));
  return table(
    [
      'Row',
      'req/s',
      'p50 ms',
      'p99 ms',
      'reply',
      'gzipped',
      'errors',
      'ceiling req/s',
      'share of ceiling',
    ],
    dataset.rows.map((row) => [
      row.note ? `${row.title} ¹` : row.title,
      n(row.load.rps),
      row.load.requests ? ms(row.load.latency.p50) : '—',
      row.load.requests ? ms(row.load.latency.p99) : '—',
      kb(row.bytes),
      kb(row.gzipBytes),
      n(row.load.non2xx + row.load.errors),
      ceiling.has(row.id) ? n(ceiling.get(row.id)?.load.rps ?? 0) : '—',
      pct(row.ratio),
    ]),
  );
}

/** Each target not met, with what stands between its figure and it. */
function notMet(results: BenchResults): string {
  const missed = results.targets.filter((t) => !t.met);
  return missed.length
    ? `\n\n### What would close the rest\n\n${missed
        .map((t) => `- **${t.name}**: ${t.gap || t.measured}.`)
        .join('\n')}`
    : '';
}

function notes(dataset: DatasetResult): string {
  const noted = dataset.rows.filter((r) => r.note);
  return noted.length ? `\n\n${noted.map((r) => `¹ ${r.title}: ${r.note}`).join('\n')}` : '';
}

/**
 * The product feeds' row on each catalogue it ran on: per feed and language, its items and size,
 * the first request after a start (built from the catalogue), the server's own build time, the
 * kept feed again, a revalidation, and how many items break a rule of their platform.
 */
function feedsSection(results: BenchResults): string | null {
  const measured = results.datasets.filter((d) => d.feeds?.length);
  if (!measured.length) return null;
  return (
    `## Product feeds\n\n` +
    `\`/feeds/meta.csv\` (Meta's data feed) and \`/feeds/google.xml\` (Google Merchant Center) in English and Bengali, each asked as a platform asks it (gzip accepted, timed to the last byte) on a server started again, so the first request builds the feed from the whole catalogue (one read-only snapshot, read through a cursor) and the next is served from memory; then a revalidation with the feed's ETag. The server's CPU is its process's during the build (PostgreSQL's not counted): on a shared machine the build's time says as much about the neighbours. An item is a variant with units to sell (a product code in one colour and size, from the grid or the best sellers): a banner's entry or a variant's second listing is no item of its own. ` +
    `Every item of every feed is checked against its platform's required fields and values (bench/src/feeds/feed-check.ts): id, title, description, availability, condition, price as \`1500.00 BDT\`, absolute link and image link, brand, and for clothing the item group, colour, size and age group; ids unique; no CSV cell that starts a formula.\n\n` +
    measured
      .map(
        (d) =>
          `### ${n(d.entries)} stock entries, ${d.driver}\n\n` +
          table(
            [
              'Feed',
              'items',
              'plain',
              'gzipped',
              'first request ms',
              'built in ms (server)',
              'server CPU ms',
              'kept ms',
              'revalidated',
              'items failing a rule',
            ],
            (d.feeds ?? []).map((f) => [
              `${f.file} ?lang=${f.language}`,
              n(f.items),
              kb(f.bytes),
              kb(f.gzipBytes),
              n(f.firstMs),
              f.builtMs === null ? '—' : n(f.builtMs),
              f.builtCpuMs === null || f.builtCpuMs === undefined ? '—' : n(f.builtCpuMs),
              ms(f.keptMs),
              `${f.revalidatedStatus} in ${ms(f.revalidatedMs)} ms`,
              f.invalid || f.duplicateIds
                ? `**${n(f.invalid)}** (${n(f.duplicateIds)} ids shared): ${f.problems.join('; ')}`
                : '0',
            ]),
          ),
      )
      .join('\n\n')
  );
}

/** Each shopper mix row of each catalogue and of the demo shop, class by class. */
function mixSection(results: BenchResults): string | null {
  const parts: string[] = [];
  const shops: { where: string; rows: RowResult[] }[] = [
    ...results.datasets.map((d) => ({
      where: `${n(d.entries)} entries, ${d.driver}`,
      rows: d.rows,
    })),
    ...(results.demoShop
      ? [
          {
            where: `the demo shop (${n(results.demoShop.entries)} entries)`,
            rows: results.demoShop.rows,
          },
        ]
      : []),
  ];
  for (const { where, rows } of shops) {
    for (const row of rows.filter(
      (r) => (r.group === 'mix' || r.group === 'crowd') && r.load.classes,
    )) {
      const classes = Object.entries(row.load.classes ?? {});
      parts.push(
        `### ${row.title}, ${where}

` +
          table(
            ['Class', 'req/s', 'p50 ms', 'p99 ms', 'errors'],
            [
              ...classes.map(([id, c]) => [
                id,
                n(c.rps),
                c.requests ? ms(c.latency.p50) : '—',
                c.requests ? ms(c.latency.p99) : '—',
                n(c.non2xx),
              ]),
              [
                '**all**',
                n(row.load.rps),
                ms(row.load.latency.p50),
                ms(row.load.latency.p99),
                n(row.load.non2xx + row.load.errors),
              ],
            ],
          ),
      );
    }
  }
  return parts.length ? parts.join('\n\n') : null;
}

function growthSection(results: BenchResults): string {
  const parts: string[] = [];
  for (const driver of results.settings.drivers) {
    const own = results.datasets
      .filter((d) => d.driver === driver)
      .sort((a, b) => a.entries - b.entries);
    if (own.length < 2) continue;
    const sizes = own.map((d) => d.entries);
    const ids = [...new Set(own.flatMap((d) => d.rows.map((r) => r.id)))];
    parts.push(
      `### p99 by catalogue size, ${driver}\n\n` +
        table(
          ['Row', ...sizes.map((s) => `p99 ms at ${size(s)}`), 'growth'],
          ids.flatMap((id) => {
            const title = own.flatMap((d) => d.rows).find((r) => r.id === id)?.title ?? id;
            const growth = results.growth.find((g) => g.driver === driver && g.id === id);
            return [
              [
                title,
                ...own.map((d) => {
                  const hit = d.rows.find((r) => r.id === id);
                  return hit?.load.requests ? ms(hit.load.latency.p99) : '—';
                }),
                growth
                  ? `${growth.growth.toFixed(2)}× (${size(growth.fromEntries)} → ${size(growth.toEntries)})`
                  : '—',
              ],
            ];
          }),
        ),
    );
  }
  const skipped = results.datasets.some(
    (d) => d.entries > 100_000 && !d.rows.some((r) => r.group === 'legacy'),
  );
  return (
    parts.join('\n\n') +
    (skipped
      ? '\n\nThe legacy getAll is not asked of catalogues above 100k: its one reply is the whole catalogue (≈ 86 MB at 100k, ≈ 860 MB at 1M), which the server cannot hold for several callers at once.'
      : '')
  );
}

/**
 * The embedded default's figures before it was PostgreSQL: PGlite (PostgreSQL in
 * WebAssembly, in the server's process) under the same mix on the demo shop, and a paced shopper
 * beside a crowd of 200 connections.
 */
export const PGLITE_BEFORE = {
  mix: {
    rps: '588–708',
    p99: '528–598 ms',
    refused: '33% of API reads',
    ordersRefused: '75% (93 of 123)',
  },
  crowd: 'placed 0 of 99 (another run: 1 of 23, p99 11.5 s)',
};

const loadAverageText = (row: RowResult) =>
  row.loadAverage?.length ? row.loadAverage.map((l) => l.toFixed(2)).join(' / ') : '—';

const byCount = (counts: Record<string, number>) =>
  Object.entries(counts)
    .sort(([, a], [, b]) => b - a)
    .map(([address, count]) => `${n(count)} × \`${address}\``)
    .join(', ');

/** A row's server log in a sentence. */
export function serverLogText(row: RowResult): string {
  const log = row.serverLog;
  if (!log) return 'not kept';
  if (!log.messages.length) return 'nothing';
  const parts = [
    ...(Object.keys(log.slowRequests).length
      ? [`slow requests (over 1 s): ${byCount(log.slowRequests)}`]
      : []),
    ...(Object.keys(log.serverErrors).length
      ? [`server errors: ${byCount(log.serverErrors)}`]
      : []),
    ...log.messages
      .filter((m) => m.msg !== 'slow request' && m.msg !== 'request completed with a server error')
      .map((m) => `${n(m.count)} × ${m.level} "${m.msg}"`),
  ];
  return parts.join('; ');
}

/** What the server logged at warn and above during a catalogue's rows, where it logged any. */
const loggedText = (rows: RowResult[]) => {
  const logged = rows.filter((r) => r.serverLog?.messages.length);
  return logged.length
    ? ` Its server logged, during ${logged.map((r) => `${r.id}: ${serverLogText(r)}`).join('; during ')}.`
    : '';
};

const ordersCell = (row: RowResult) =>
  row.orders
    ? `${n(row.orders.placed)} of ${n(row.orders.sent)} (${n(row.orders.refused)} refused, ${n(unanswered(row.orders))} in flight at the stop; ${n(row.orders.stored)} stored)`
    : '—';

/** The demo shop `npm start` serves: its rows, its paced shopper, and PGlite's figures before. */
function demoShopSection(demo: DemoShopResult, results: BenchResults): string {
  const settings = Object.entries(demo.settings)
    .map(([name, value]) => `\`${name}=${value}\``)
    .join(', ');
  const rows = table(
    [
      'Row',
      'connections',
      'seconds',
      'req/s',
      'p50 ms',
      'p99 ms',
      'refused (503)',
      'other failures',
      'orders placed of sent',
      'load average (1 / 5 / 15 min)',
    ],
    demo.rows.map((row) => {
      const f = demoFigures(row);
      return [
        row.title,
        String(row.connections ?? results.settings.connections),
        String(Math.round(row.load.seconds)),
        n(row.load.rps),
        ms(row.load.latency.p50),
        ms(row.load.latency.p99),
        `${n(f.refused503)} (${pct(row.load.requests ? f.refused503 / row.load.requests : 0)})`,
        n(f.otherFailures),
        ordersCell(row),
        loadAverageText(row),
      ];
    }),
  );
  const crowds = demo.rows.filter((r) => r.paced);
  const paced = crowds.length
    ? `\n\nThe shopper beside the crowd (one order at a time, the next when the previous is answered and ${crowds[0]?.paced?.everyMs ?? '—'} ms have passed since it was sent), and \`GET /api/health/ready\` asked every ${crowds[0]?.health?.everyMs ?? 100} ms throughout:\n\n` +
      table(
        [
          'Row',
          'paced orders placed of sent',
          'stored',
          'p50 ms',
          'p99 ms',
          'max ms',
          'not placed',
          'slowest (ms at s after the first)',
          'readiness p50 ms',
          'readiness max ms',
          'probes failed',
        ],
        crowds.map((row) => {
          const p = row.paced;
          const h = crowdFigures(row);
          return [
            row.title,
            p ? `${n(p.placed)} of ${n(p.sent)}` : '—',
            p ? n(p.stored) : '—',
            p ? ms(p.latency.p50) : '—',
            p ? ms(p.latency.p99) : '—',
            p ? ms(p.latency.max) : '—',
            p && Object.keys(p.refused).length
              ? Object.entries(p.refused)
                  .map(([status, count]) => `${count} × ${status}`)
                  .join(', ')
              : 'none',
            p?.slowest?.map((o) => `${n(o.ms)} at ${o.atS.toFixed(1)}`).join(', ') ?? '—',
            h.healthP50 === null ? '—' : ms(h.healthP50),
            h.healthMax === null ? '—' : ms(h.healthMax),
            `${h.healthFailures ?? '—'} of ${row.health?.probes ?? '—'}`,
          ];
        }),
      )
    : '';
  const logged = demo.rows.map((row) => `- ${row.title}: ${serverLogText(row)}`).join('\n');
  const mix = demo.rows.find((r) => r.id === DEMO_ROWS.mix);
  const crowd = crowds[0];
  const before = table(
    ['engine under the same mix', 'req/s', 'p99', 'refused (503)', 'orders refused'],
    [
      [
        'embedded PGlite (`npm start`, before)',
        PGLITE_BEFORE.mix.rps,
        PGLITE_BEFORE.mix.p99,
        PGLITE_BEFORE.mix.refused,
        PGLITE_BEFORE.mix.ordersRefused,
      ],
      ...(mix
        ? [
            [
              'embedded PostgreSQL (`npm start`, this run)',
              n(mix.load.rps),
              `${ms(mix.load.latency.p99)} ms`,
              `${n(demoFigures(mix).refused503)} of ${n(mix.load.requests)}`,
              mix.orders ? `${n(mix.orders.refused)} of ${n(mix.orders.sent)}` : '—',
            ],
          ]
        : []),
    ],
  );
  return (
    `## The embedded default: the demo shop \`npm start\` serves\n\n` +
    `The production server started as \`npm start\` starts it, on a data folder of its own: the embedded PostgreSQL${demo.postgres ? ` (${demo.postgres})` : ''} from the npm package as its child process, made, migrated and seeded with the demo catalogue (${n(demo.entries)} stock entries) at the first start in ${(demo.firstStartMs / 1000).toFixed(1)} s; one server process; the demo shop's bKash and Nagad numbers, so every order pays its delivery fee in advance, each by bKash with a transaction ID of its own; every other setting at its default (the bound of requests waiting for the database included). ` +
    `Beyond \`npm start\`: ${settings || 'nothing'} — the load comes from 127.0.0.1 alone, while a crowd comes from many addresses, each under the per-address limit of anonymous writes. ` +
    `Each row is measured cold: its mix is found on the shop (reading pages), the server is started again so its caches are empty, then the load starts with nothing asked in advance and no warm-up. Server ${demo.serverRssMb ?? '—'} MB resident after the last row; ${demo.negativeStock} stock entries below zero.\n\n` +
    rows +
    paced +
    `\n\nWhat the server logged at warn and above while each row ran (requests slower than a second, server errors, its own and PostgreSQL's warnings):\n\n${logged}` +
    `\n\n**Before**: the embedded default was PGlite, measured under the same mix (50 connections, 20 s, the same kind of machine, several runs), and this run:\n\n` +
    before +
    `\n\nBeside a 30 s crowd of 200 connections, a shopper ordering every 200 ms ${PGLITE_BEFORE.crowd} on PGlite` +
    (crowd?.paced
      ? `; on the embedded PostgreSQL ${n(crowd.paced.placed)} of ${n(crowd.paced.sent)}, p99 ${ms(crowd.paced.latency.p99)} ms.`
      : '.')
  );
}

// The button is in the DOM before the first paint: a time after it can be below zero.
const signedMs = (value: number) =>
  Math.abs(value) < 10 ? value.toFixed(1) : Math.round(value).toString();
const msOrNever = (value: number | null) => (value === null ? 'never' : `${signedMs(value)} ms`);
const kbOrNone = (bytes: number | null, files: number | null = null) =>
  bytes === null ? '—' : `${kb(bytes)}${files === null ? '' : ` (${files} files)`}`;
const sincePaint = (at: number | null, paint: number | null) =>
  at === null || paint === null ? 'never' : `${signedMs(at - paint)} ms`;

/**
 * The staff's first screens before and after the first screen drew the early data itself, measured
 * with first-row-worker.mjs on the build of commit 88ddaee and on the build after it, one run of
 * each in turn, five each, on two demo shops of 30 orders, signed in as admin, this machine busy
 * with other work (load average 6–10 on its 2 cores): slower than on a quiet machine, the same for
 * both. Before, a row was readable only once the page with its controls was drawn.
 */
const FIRST_ROW_BEFORE = {
  when: '2026-11-28, commit 88ddaee against the commit after it, runs interleaved',
  screens: [
    {
      name: 'orders page first row',
      readableBeforeMs: 6_081,
      readableAfterMs: 2_223,
      controlsBeforeMs: 6_081,
      controlsAfterMs: 7_216,
      firstPaintAfterMs: 2_196,
    },
    {
      name: 'dashboard first figure',
      readableBeforeMs: 3_794,
      readableAfterMs: 2_578,
      controlsBeforeMs: 3_794,
      controlsAfterMs: 4_032,
      firstPaintAfterMs: 2_480,
    },
  ],
};

/** The orders page's first row and the dashboard's first figure, signed in on a slowed computer. */
function firstRowSection(firstRow: FirstRowResult): string {
  const { width, height, cpuSlowdown } = firstRow.profile;
  const runs = Math.max(...firstRow.screens.map((s) => s.runs.length));
  const medians = table(
    [
      'Screen',
      'readable at',
      'with its controls at',
      'first paint',
      'script before them',
      'script in all',
    ],
    firstRow.screens.map(({ name, page, median: m }) => [
      `${name} (${page})`,
      msOrNever(m.readableMs),
      msOrNever(m.readyMs),
      msOrNever(m.fcpMs),
      `${kbOrNone(m.scriptBytesBeforeReadable)} / ${kbOrNone(m.scriptBytesBeforeReady, m.scriptFilesBeforeReady)}`,
      kbOrNone(m.scriptBytesAll),
    ]),
  );
  const everyRun = table(
    [
      'Screen',
      'run',
      'readable at',
      'with its controls at',
      'first paint',
      'script before the controls',
    ],
    firstRow.screens.flatMap(({ name, runs: screenRuns }) =>
      screenRuns.map((r, i) => [
        name,
        String(i + 1),
        msOrNever(r.readableMs),
        msOrNever(r.readyMs),
        msOrNever(r.fcpMs),
        kbOrNone(r.scriptsBeforeReady.bytes, r.scriptsBeforeReady.files),
      ]),
    ),
  );
  const before = table(
    [
      'Screen',
      'readable, before',
      'after',
      'with its controls, before',
      'after',
      'first paint, after',
    ],
    FIRST_ROW_BEFORE.screens.map((b) => [
      b.name,
      `${n(b.readableBeforeMs)} ms`,
      `${n(b.readableAfterMs)} ms`,
      `${n(b.controlsBeforeMs)} ms`,
      `${n(b.controlsAfterMs)} ms`,
      `${n(b.firstPaintAfterMs)} ms`,
    ]),
  );
  return (
    `### Staff's first screens (${width}×${height}, CPU ${cpuSlowdown}× slower, no cache, signed in)

` +
    `On the reference catalogue, signed in as the benchmark's admin, ${runs} runs per screen, each in a fresh browser context of Chromium (the CPU slowed ${cpuSlowdown}× through the DevTools protocol, the cache disabled), by \`bench/src/frontend/first-row-worker.mjs\`; medians in ms after the navigation started. ` +
    `**Readable**: the orders page's first row, the dashboard's Takings of today, in the DOM — drawn plainly by the first screen from the early request while the page's code is on its way, or by the page. **With its controls**: the page's own (\`tr[data-row-key]\`, \`[data-testid=dashboard-today-takings]\`). Script sizes are as sent (gzipped), every script whose download had ended by then.

` +
    medians +
    `

**Before and after** the first-screen work (${FIRST_ROW_BEFORE.when}; medians):

` +
    before +
    `

Every run:

` +
    everyRun
  );
}

/**
 * First paint → a working add to cart on a phone, per page, and what it was before the early
 * script: then the buttons were disabled until React adopted them, so a tap worked from "button
 * adopted" on, with the scripts fetched before adoption (the same code as now).
 */
function firstTapSection(firstTap: FirstTapResult): string {
  const { width, height, cpuSlowdown } = firstTap.profile;
  const runs = Math.max(...firstTap.pages.map((p) => p.runs.length));
  const early = firstTap.pages.find((p) => p.median.earlyScriptBytes !== null)?.median
    .earlyScriptBytes;
  const medians = table(
    [
      'Page',
      'first paint',
      'tap kept at',
      'app live at',
      'button adopted at',
      'script before the tap is kept',
      'script before adoption',
      'early taps that filled the cart',
    ],
    firstTap.pages.map(({ page, median: m, runs: pageRuns }) => [
      page,
      msOrNever(m.fcpMs),
      msOrNever(m.afterPaintMs.kept),
      msOrNever(m.afterPaintMs.live),
      msOrNever(m.afterPaintMs.adopted),
      kbOrNone(m.scriptBytesBeforeKept, m.scriptFilesBeforeKept),
      kbOrNone(m.scriptBytesBeforeAdopted, m.scriptFilesBeforeAdopted),
      `${m.tapsWorked} of ${pageRuns.length}`,
    ]),
  );
  const beforeAfter = table(
    [
      'Page',
      'first paint → working add-to-cart, before (button adopted)',
      'now (tap kept)',
      'script before it works, before',
      'now',
    ],
    firstTap.pages.map(({ page, median: m }) => [
      page,
      msOrNever(m.afterPaintMs.adopted),
      msOrNever(m.afterPaintMs.kept),
      kbOrNone(m.scriptBytesBeforeAdopted),
      kbOrNone(m.scriptBytesBeforeKept),
    ]),
  );
  const everyRun = table(
    [
      'Page',
      'run',
      'first paint',
      'button in the DOM',
      'tap kept',
      'live',
      'adopted',
      'script before kept',
      'script before adopted',
      'the tap (before live?)',
      'cart',
    ],
    firstTap.pages.flatMap(({ page, runs: pageRuns }) =>
      pageRuns.map((r, i) => [
        page,
        String(i + 1),
        msOrNever(r.fcpMs),
        sincePaint(r.buttonMs, r.fcpMs),
        sincePaint(r.keptMs, r.fcpMs),
        sincePaint(r.liveMs, r.fcpMs),
        sincePaint(r.adoptedMs, r.fcpMs),
        kbOrNone(r.scriptsBeforeKept?.bytes ?? null),
        kbOrNone(r.scriptsBeforeAdopted.bytes),
        r.tap.atMs === null
          ? 'not seen'
          : `${sincePaint(r.tap.atMs, r.fcpMs)}${r.tap.beforeLive ? ', before live' : ', after live'}${r.tap.beforeKept ? ', before the early script (lost)' : ''}`,
        r.tap.worked ? `${r.tap.cartCount ?? '?'} ✓` : `${r.tap.cartCount ?? '—'} ✗`,
      ]),
    ),
  );
  return (
    `### First tap on a phone (${width}×${height}, CPU ${cpuSlowdown}× slower, no cache)\n\n` +
    `On the demo shop, ${runs} runs per page, each in a fresh browser context of Chromium (touch, the CPU slowed ${cpuSlowdown}× through the DevTools protocol, the cache disabled), by \`e2e/scripts/first-tap.mjs\`; the medians, first paint in ms after the navigation started, the rest in ms after the first paint. ` +
    `**Tap kept**: the first script (\`/early-taps.js\`${early ? `, ${n(early)} bytes` : ''}) has run; a tap on add to cart from then on is kept, and done when the app has adopted the button — without another tap. **Button adopted**: React has taken the button over (its fiber is on the element) and answers its tap itself. The target is judged on the tap kept; both figures are given. ` +
    `Script sizes are as sent (gzipped), every script whose download had ended by then, whether it had run or not. ` +
    `Each run also taps the button as soon as it is drawn and can take a tap, and checks that the cart then holds 1: a tap before the app is live shows the kept tap done; one that lands later (the busy page takes it late) shows React's own answer (the last table says which).\n\n` +
    medians +
    `\n\n**Before** the early script, the add-to-cart buttons were disabled until React adopted them: a working add-to-cart came with "button adopted", after the scripts fetched before adoption — the same code as now, so this run's figures stand for before:\n\n` +
    beforeAfter +
    `\n\nEvery run (ms after that run's first paint):\n\n` +
    everyRun
  );
}

function frontendSection(results: BenchResults): string {
  const frontend = results.frontend;
  if (!frontend) return '_Front-end measurements were skipped in this run._';
  const js = table(
    ['Page', 'gzipped JS', 'files', 'shell', 'storefront', 'back-office'],
    frontend.firstPageJs.map((p) => [
      `${p.page} (${p.app})`,
      kb(p.gzip),
      String(p.files),
      ...['shell', 'storefront', 'backoffice'].map((o) => {
        const part = p.byOwner[o];
        return part ? kb(part.gzip) : '—';
      }),
    ]),
  );
  const metricCells = (r: Omit<LighthouseRun, 'score'>) => [
    r.lcpMs === null ? '—' : `${ms(r.lcpMs)} ms`,
    r.cls === null ? '—' : r.cls.toFixed(3),
    r.tbtMs === null ? '—' : `${ms(r.tbtMs)} ms`,
    r.fcpMs === null ? '—' : `${ms(r.fcpMs)} ms`,
    r.speedIndexMs === null ? '—' : `${ms(r.speedIndexMs)} ms`,
  ];
  const everyRun = frontend.lighthouse.filter(({ result }) => (result.runs?.length ?? 0) > 1);
  const runsTable = everyRun.length
    ? `\n\nEvery run, in the order they ran:\n\n` +
      table(
        ['Page', 'run', 'score', 'LCP', 'CLS', 'TBT', 'FCP', 'Speed Index'],
        everyRun.flatMap(({ page, result }) =>
          (result.runs ?? []).map((run, i) => [
            page,
            String(i + 1),
            String(run.score),
            ...metricCells(run),
          ]),
        ),
      )
    : '';
  const lighthouse = table(
    ['Page', 'score', 'LCP', 'CLS', 'TBT', 'FCP', 'Speed Index'],
    frontend.lighthouse.map(({ page, result }) => [
      page,
      result.runScores && result.runScores.length > 1
        ? `${result.score} (runs: ${result.runScores.join(', ')})`
        : String(result.score),
      ...metricCells(result),
    ]),
  );
  return [
    `### JavaScript before the first screen (production builds, gzipped)\n\n${js}`,
    `### Lighthouse ${'12'}, mobile preset, Chromium (the run with the median score)\n\n` +
      (frontend.lighthouseShop === 'demo'
        ? `On the demo shop as \`pnpm start\` serves it to a new user (the embedded PostgreSQL in a fresh data folder, the demo seed, the environment \`npm start\` gives), each run a plain \`lighthouse URL\` run: no waiting for an idle CPU. `
        : '') +
      (frontend.quiet
        ? frontend.quiet.waitedSeconds > 0
          ? `Started once the CPU was ${Math.round(frontend.quiet.idleShare * 100)}% idle (after ${frontend.quiet.waitedSeconds} s of waiting, at most 60).\n\n`
          : `The CPU was ${Math.round(frontend.quiet.idleShare * 100)}% idle just before the first run (for information: not waited for).\n\n`
        : '') +
      lighthouse +
      runsTable +
      frontend.lighthouse
        .flatMap(({ page, result }) =>
          (result.runFailures ?? []).map(
            (reason) => `\n\nA run on ${page} failed (a failed run is tried once more): ${reason}.`,
          ),
        )
        .join(''),
    ...(frontend.firstRow ? [firstRowSection(frontend.firstRow)] : []),
    ...(frontend.firstTap ? [firstTapSection(frontend.firstTap)] : []),
  ].join('\n\n');
}

/** How the report is written beside its JSON. */
export interface RenderOptions {
  /** The chart's file name in the results folder, when one was drawn. */
  chartFile?: string | null;
}

/** Sizes of each database, e.g. `postgres 1k, 10k, 100k, 1M; embedded 1k, 10k, 100k`. */
function sizesText(s: BenchResults['settings']): string {
  return s.drivers
    .map((d) => `${d} ${(s.sizesByDriver?.[d] ?? s.sizes).map(size).join(', ')}`)
    .join('; ');
}

/** How the generated catalogues' rows were measured. */
function catalogueMethod(results: BenchResults): string {
  const s = results.settings;
  return (
    `Every row: autocannon in its own process, ${s.connections} connections, ${s.warmupSeconds} s warm-up then ${s.durationSeconds} s measured, against the production server (\`server/dist/server.js\`) in another process; each row runs ${s.repeats} times on each catalogue and each timing is its best run's (interference from other work only ever slows a run), errors their worst run's; catalogues ${sizesText(s)} stock entries; the runs of a row go through the sizes in turn (then again), so one noisy moment cannot decide one size; latencies are every reply's own time to 0.1 ms (autocannon's own histogram counts whole milliseconds); a row measured cold (the demo shop's) runs once. ` +
    `The ceiling is a bare Fastify route returning a constant JSON value of the same reply, measured right after each row of the reference catalogue under the same load (best of ${s.repeats} too).`
  );
}

export function renderMarkdown(results: BenchResults, render: RenderOptions = {}): string {
  const reference = referenceDataset(results.datasets);
  const m = results.machine;
  const met = results.targets.filter((t) => t.met).length;
  const sections = [
    '# Poshak benchmark — latest run',
    `Run ${results.generatedAt} in ${Math.round(results.totalSeconds)} s by \`pnpm bench\` on ${m.cpus} × ${m.cpuModel}, ${m.memoryGb} GB, Node ${m.node}, ${m.postgres ?? "the machine's PostgreSQL not in this run"}. ` +
      `Load average ${m.loadAverageStart.toFixed(1)} at the start and ${m.loadAverageEnd.toFixed(1)} at the end (the machine is shared: figures move with it). ` +
      (results.datasets.length ? catalogueMethod(results) : 'No generated catalogue in this run.'),
    `**Targets: ${met} of ${results.targets.length} met.**`,
  ];
  const longTail = longTailSection(results);
  if (longTail) sections.push(longTail);
  if (reference) {
    sections.push(
      `## At ${n(reference.entries)} stock entries on ${reference.driver} (the one-address rows' targets; the shopper mix's are at ${n(TARGETS.mixEntries)})\n\n` +
        `${n(reference.load.entries)} stock entries, ${n(reference.load.cards)} storefront cards, ${n(reference.load.orders)} orders with ${n(reference.load.orderLines)} lines, loaded in ${(reference.load.ms / 1000).toFixed(1)} s.\n\n` +
        datasetTable(reference, results) +
        notes(reference),
    );
  }
  const mix = mixSection(results);
  if (mix) {
    sections.push(
      `## Shopper mix\n\nMany addresses at once, as a crowd of shoppers asks them (bench/src/load/mix.ts): ` +
        `8% home page and 10% product pages drawn by the server, 11% grid pages 1–60, 11% a category × page 1–5, 8% a grid or category sorted by price or within a price range (pages 1–3), 15% a name search, 25% the product detail API, 7% best sellers / banner, 2% an order of one in-stock item (in the row with orders); gzip and br accepted. ` +
        `Each mix row on a generated catalogue asks every address once first (as a shop open a while has been asked), then ${Math.max(results.settings.warmupSeconds, MIX_WARMUP_S)} s of warm-up and ${Math.max(results.settings.durationSeconds, MIX_DURATION_S)} s measured; the demo shop's rows ask nothing in advance (below). Latencies per class are each 2xx reply's own time.\n\n` +
        (render.chartFile
          ? `![The shopper mix's p99 per class by catalogue size, PostgreSQL and the embedded PostgreSQL](${render.chartFile})\n\n`
          : '') +
        mix,
    );
  }
  if (results.demoShop) sections.push(demoShopSection(results.demoShop, results));
  const feeds = feedsSection(results);
  if (feeds) sections.push(feeds);
  if (results.datasets.length) {
    sections.push(`## Growth with the catalogue\n\n${growthSection(results)}`);
  }
  sections.push(
    `## Targets\n\n` +
      table(
        ['Target', 'wanted', 'measured', 'met'],
        results.targets.map((t) => [t.name, t.target, t.measured, t.met ? 'yes' : '**no**']),
      ) +
      notMet(results) +
      `\n\nRead targets: p99 ≤ ${TARGETS.readP99Ms} ms and ≥ ${Math.round(TARGETS.readShareOfCeiling * 100)}% of the ceiling's requests/s for the storefront reads and back-office first pages, p99 growing at most ${TARGETS.p99Growth}× from the smallest to the largest catalogue; the shopper mix's at ${n(TARGETS.mixEntries)} entries, its growth from there to the largest.`,
  );
  sections.push(`## Front end\n\n${frontendSection(results)}`);
  if (results.datasets.length) {
    sections.push(
      `## Every catalogue\n\n` +
        results.datasets
          .map(
            (d) =>
              `### ${n(d.entries)} stock entries, ${d.driver}\n\n` +
              `Loaded in ${(d.load.ms / 1000).toFixed(1)} s (${n(d.load.orders)} orders); server ready in ${(d.serverStartMs / 1000).toFixed(1)} s, ${d.serverRssMb ?? '—'} MB resident after the run.` +
              (d.orderAudit
                ? ` Order audit: ${d.orderAudit.stored} orders stored for ${d.orderAudit.confirmed} confirmed to the load generator (the others were in flight when it stopped), ${d.orderAudit.mismatchedEntries} stock mismatches, ${d.orderAudit.negativeStock} entries below zero.`
                : '') +
              loggedText(d.rows) +
              `\n\n${datasetTable(d, results)}${notes(d)}`,
          )
          .join('\n\n'),
    );
  }
  sections.push(
    `## Phases\n\n` +
      table(
        ['Phase', 'seconds'],
        Object.entries(results.phases).map(([k, v]) => [k, v.toFixed(1)]),
      ),
  );
  return `${sections.join('\n\n')}\n`;
}

import { openTarget, query, type DatabaseTarget } from './catalogue/load-catalogue';
import { entriesBelowZero } from './catalogue/order-audit';
import type { LiveShop } from './dataset';
import { log, phase } from './progress';
import type { DemoShopResult } from './report/results';
import { startDemoShop } from './server-process';

/**
 * What the demo shop's rows run with beyond `npm start`'s environment, and why: the rest (the
 * embedded PostgreSQL, the demo seed, the bKash and Nagad numbers, the bound on requests
 * waiting for the database, one process) is exactly as a new owner gets it.
 */
export const DEMO_SHOP_SETTINGS: Record<string, string> = {
  // Every request of the crowd comes from 127.0.0.1: a crowd comes from many addresses, and
  // the per-address limit of anonymous writes (60 orders in 10 minutes) would refuse its orders.
  PUBLIC_WRITE_LIMIT: 'off',
};

/** The demo shop's live state. */
export interface LiveDemoShop extends LiveShop {
  firstStartMs: number;
  postgres: string | null;
}

/** The demo catalogue's stock entries and the embedded PostgreSQL's version. */
async function describeShop(target: DatabaseTarget) {
  const shop = await openTarget(target);
  try {
    const [row] = await query<{ n: unknown; v: unknown }>(
      shop,
      `SELECT count(*) AS n, current_setting('server_version') AS v
       FROM transactions WHERE operation_type_id = 2`,
    );
    return {
      entries: Number(row?.n ?? 0),
      postgres: row?.v ? `PostgreSQL ${String(row.v)}` : null,
    };
  } finally {
    await shop.close();
  }
}

/**
 * Starts the demo shop `npm start` serves on a fresh data folder: its first start makes the
 * embedded PostgreSQL, migrates and seeds the demo catalogue.
 */
export async function openDemoShop(place: {
  port: number;
  dataDir: string;
}): Promise<LiveDemoShop> {
  const settings = { ...place, env: DEMO_SHOP_SETTINGS, logFile: `${place.dataDir}.log` };
  const started = performance.now();
  const server = await phase('demo shop start', () => startDemoShop(settings));
  const firstStartMs = Math.round(performance.now() - started);
  const target: DatabaseTarget = { driver: 'embedded', dataDir: place.dataDir };
  try {
    const { entries, postgres } = await describeShop(target);
    log(
      `demo shop: ${entries} stock entries on ${postgres}, first start in ${(firstStartMs / 1000).toFixed(1)} s`,
    );
    const live: LiveDemoShop = {
      label: 'demo shop',
      target,
      entries,
      server,
      async restart() {
        await live.server.stop();
        live.server = await startDemoShop(settings);
      },
      token: null,
      logFile: settings.logFile,
      rows: [],
      firstStartMs,
      postgres,
    };
    return live;
  } catch (error) {
    await server.stop();
    throw error;
  }
}

/** Stops the demo shop and looks for stock sold below zero. */
export async function closeDemoShop(live: LiveDemoShop): Promise<DemoShopResult> {
  const rss = live.server.rssMb();
  await live.server.stop();
  return {
    entries: live.entries,
    postgres: live.postgres,
    firstStartMs: live.firstStartMs,
    serverRssMb: rss,
    settings: DEMO_SHOP_SETTINGS,
    rows: live.rows,
    negativeStock: await entriesBelowZero(live.target),
  };
}

import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import pg from 'pg';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** The shop's own counters, for the plugins that count what only they see. */
export interface ShopMetrics {
  registry: Registry;
  readCache: { hits: Counter; misses: Counter; invalidations: Counter<'tag'> };
  /** Requests refused at once because the database had enough waiting (plugins/load-shedding). */
  shed: Counter;
  /** What browsers made of the remotes' releases (modules/releases). */
  releases: {
    /** Failed loads reported by the shell, by phase and browser family. */
    loadFailures: Counter<'remote' | 'release' | 'phase' | 'browser'>;
    /** Pages drawn naming a release: the failures' denominator. */
    pages: Counter<'remote' | 'release'>;
    /** Canaries ended by themselves because their browsers failed too often. */
    automaticRollbacks: Counter<'remote'>;
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: ShopMetrics;
  }
}

/** Calls that place an order: the shopper's and the old storefront's. */
const ORDER_ROUTES = new Set([
  'POST /api/orders',
  'POST /api/transactionsRouter/postTransactionFromAnyPageBulk',
]);

/** Requests by route and status with their time, and orders by outcome, counted as each ends. */
function countRequests(app: FastifyInstance, registry: Registry): void {
  const requests = new Histogram({
    name: 'poshak_http_request_duration_seconds',
    help: 'Requests by method, route and status, with their time',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10],
    registers: [registry],
  });
  const orders = new Counter({
    name: 'poshak_orders_total',
    help: 'Orders asked for, by outcome (placed, or the refusal’s status)',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    // The route's pattern, not the URL: one series per route, whatever the ids asked for.
    const route = request.routeOptions.url ?? 'unmatched';
    const status = String(reply.statusCode);
    requests.observe({ method: request.method, route, status }, reply.elapsedTime / 1000);
    if (ORDER_ROUTES.has(`${request.method} ${route}`)) {
      orders.inc({ outcome: reply.statusCode === 200 ? 'placed' : status });
    }
  });
}

const readCacheCounters = (registry: Registry): ShopMetrics['readCache'] => ({
  hits: new Counter({
    name: 'poshak_read_cache_hits_total',
    help: 'Reads answered from memory',
    registers: [registry],
  }),
  misses: new Counter({
    name: 'poshak_read_cache_misses_total',
    help: 'Cacheable reads built from the database',
    registers: [registry],
  }),
  invalidations: new Counter({
    name: 'poshak_read_cache_invalidations_total',
    help: 'Times the cached replies of a kind of data were emptied (by a write here or on another instance); tag "stock": the replies showing the entries an order took from',
    labelNames: ['tag'] as const,
    registers: [registry],
  }),
});

/** The PostgreSQL pool's connections, read as they are collected (none for another driver). */
function countPoolConnections(app: FastifyInstance, registry: Registry): void {
  const pool = (app.db as unknown as { $client?: unknown }).$client;
  if (!(pool instanceof pg.Pool)) return;
  const gauge = (name: string, help: string, read: () => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(read());
      },
    });
  gauge('poshak_db_pool_connections', 'PostgreSQL connections open', () => pool.totalCount);
  gauge('poshak_db_pool_idle', 'PostgreSQL connections idle', () => pool.idleCount);
  gauge('poshak_db_pool_waiting', 'Queries waiting for a connection', () => pool.waitingCount);
}

// Labelled by release id: a team keeps a handful (release:prune), so the series stay few.
const releaseCounters = (registry: Registry): ShopMetrics['releases'] => ({
  loadFailures: new Counter({
    name: 'poshak_remote_load_failures_total',
    help: 'Failed loads of a remote in browsers, by release, phase (manifest, entry, expose, render) and browser family',
    labelNames: ['remote', 'release', 'phase', 'browser'] as const,
    registers: [registry],
  }),
  pages: new Counter({
    name: 'poshak_remote_release_pages_total',
    help: 'Shop pages drawn naming a release of a remote (built-in: the build beside the server)',
    labelNames: ['remote', 'release'] as const,
    registers: [registry],
  }),
  automaticRollbacks: new Counter({
    name: 'poshak_remote_canary_automatic_rollbacks_total',
    help: 'Canaries rolled back by themselves because their failure rate passed the limit',
    labelNames: ['remote'] as const,
    registers: [registry],
  }),
});

/** `GET /metrics` on a server of its own, listening from the app's start to its close. */
function serveMetrics(app: FastifyInstance, registry: Registry, port: number, host: string): void {
  let server: Server | undefined;
  app.addHook('onReady', async () => {
    server = createServer((req, res) => {
      if (req.method !== 'GET' || req.url !== '/metrics') {
        res.writeHead(404).end();
        return;
      }
      registry.metrics().then(
        (text) => res.writeHead(200, { 'content-type': registry.contentType }).end(text),
        (error: unknown) => {
          app.log.error({ err: error }, 'metrics could not be collected');
          res.writeHead(500).end();
        },
      );
    });
    const listening = server;
    await new Promise<void>((resolve, reject) => {
      listening.once('error', reject);
      listening.listen(port, host, () => resolve());
    });
    app.log.info(`metrics on http://${host}:${port}/metrics`);
  });
  app.addHook('onClose', async () => {
    const closing = server;
    if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
  });
}

/**
 * Prometheus metrics: requests by route and status with their time, the read cache's hits,
 * misses and invalidations, orders placed and refused, the database pool, and the process
 * (memory, CPU, event-loop delay). Served only on METRICS_PORT, bound to METRICS_HOST
 * (127.0.0.1 by default) — never on the shop's public port, where anyone could read them.
 */
export default fp(
  async function metrics(app: FastifyInstance) {
    const registry = new Registry();
    const { metricsPort, metricsHost } = app.config;
    // The process's own figures start their samplers: only when someone can read them.
    if (metricsPort !== undefined) collectDefaultMetrics({ register: registry, prefix: 'poshak_' });

    // Registered in the order /metrics lists them.
    countRequests(app, registry);
    const readCache = readCacheCounters(registry);
    countPoolConnections(app, registry);
    const shed = new Counter({
      name: 'poshak_requests_shed_total',
      help: 'Requests answered 503 at once because enough were waiting for the database',
      registers: [registry],
    });
    const releases = releaseCounters(registry);
    app.decorate('metrics', { registry, readCache, shed, releases } satisfies ShopMetrics);

    if (metricsPort !== undefined) serveMetrics(app, registry, metricsPort, metricsHost);
  },
  { name: 'metrics', dependencies: ['database'] },
);

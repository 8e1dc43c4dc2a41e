import cluster from 'node:cluster';
import closeWithGrace from 'close-with-grace';
import pino from 'pino';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { acquireDataDir } from './db/data-dir-lock';
import { createDatabase } from './db/database';
import { prepareDatabase } from './db/setup';
import { logSerializers } from './lib/log-safety';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** Starts the one production process and closes it gracefully on a signal. */
async function main() {
  const started = performance.now();
  const config = readConfig();
  const releaseDataDir = config.databaseUrl ? () => {} : acquireDataDir(config.dataDir);
  const shop = await createDatabase(config);
  const log = pino({
    level: config.logLevel,
    serializers: logSerializers,
    ...(config.env === 'development' ? { transport: { target: 'pino-pretty' } } : {}),
  });
  // Before the app: its plugins read what the migrations make (e.g. the signing key).
  const seeded = await prepareDatabase(shop, config, log);
  const app = await buildApp({ config, shop, loggerInstance: log });

  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'closing after an unexpected error');
    else app.log.info(`${signal ?? 'close'} received: finishing in-flight requests`);
    // Stops accepting connections, lets the requests in flight finish, then the database.
    await app.close();
    await shop.close();
    releaseDataDir();
  });

  await app.listen({ host: config.host, port: config.port });
  app.log.info(
    {
      database: shop.driver,
      seed: seeded.demoCatalogue,
      startMs: Math.round(performance.now() - started),
    },
    `Poshak is ready on http://localhost:${config.port}`,
  );
}

/**
 * How many processes serve the shop: the embedded database has one owner; on PostgreSQL one
 * unless SERVER_PROCESSES says more. Each process keeps its own read cache and draws its own
 * pages, so on a machine whose cores PostgreSQL also needs, a second process halves what the
 * cache saves (shopper mix at 100k on 2 cores: one process 4,217 req/s p99 48 ms, two 1,840 req/s
 * p99 138 ms; docs/performance.md).
 */
function serverProcesses(config: Pick<Config, 'databaseUrl' | 'serverProcesses'>): number {
  if (!config.databaseUrl) return 1;
  return config.serverProcesses ?? 1;
}

/** How long the processes get to finish their requests on a signal before they are stopped. */
const STOP_MS = 15_000;

/**
 * On PostgreSQL, `count` processes share the port (node:cluster hands them the connections in
 * turn), each a whole server as `main` starts it: the database's setup lock lets one migrate
 * while the others wait, and their read caches stay in step over NOTIFY as separate instances'
 * do. This process only starts them, starts again one that dies, and passes a signal on.
 */
function supervise(config: Config, count: number) {
  const log = pino({ level: config.logLevel, serializers: logSerializers });
  let stopping = false;
  let listened = false;
  cluster.on('listening', () => {
    if (!listened) log.info(`${count} server processes share port ${config.port}`);
    listened = true;
  });
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    // A process that fails before serving at all (its configuration, the database) would fail again.
    if (!listened) {
      log.error(`a server process exited with ${code ?? signal} while starting`);
      stopping = true;
      for (const other of Object.values(cluster.workers ?? {})) other?.process.kill('SIGTERM');
      process.exit(1);
    }
    log.error(
      `server process ${worker.process.pid} exited with ${code ?? signal}: starting another`,
    );
    setTimeout(() => cluster.fork(), 1_000).unref();
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
      setTimeout(() => process.exit(1), STOP_MS).unref();
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
    });
  }
  for (let i = 0; i < count; i++) cluster.fork();
}

function start() {
  if (cluster.isPrimary) {
    const config = readConfig();
    const count = serverProcesses(config);
    if (count > 1) return supervise(config, count);
  }
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}

start();

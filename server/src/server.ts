import cluster from 'node:cluster';
import closeWithGrace from 'close-with-grace';
import pino, { type Logger } from 'pino';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { acquireDataDir } from './db/data-dir-lock';
import { createDatabase, type Engine } from './db/database';
import { startEmbeddedShop, type EmbeddedShop } from './db/embedded-shop';
import { prepareDatabase } from './db/setup';
import { logSerializers } from './lib/log-safety';

/**
 * How the first process tells the others where the embedded PostgreSQL it started listens (an
 * internal hand-over, not a setting: DATABASE_URL names a PostgreSQL of one's own).
 */
const EMBEDDED_URL_VARIABLE = 'POSHAK_EMBEDDED_DATABASE_URL';

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

function makeLogger(config: Config): Logger {
  return pino({
    level: config.logLevel,
    serializers: logSerializers,
    ...(config.env === 'development' ? { transport: { target: 'pino-pretty' } } : {}),
  });
}

/** The PostgreSQL a server process uses, and who stops what when it is done. */
interface Database {
  url: string;
  engine: Engine;
  /** The embedded PostgreSQL, when this process started it (and so stops it). */
  owned?: EmbeddedShop;
  /** Gives the data folder back (the embedded shop's owner only). */
  release(): void;
}

/**
 * The embedded shop's PostgreSQL, started by the first process (it owns DATA_DIR); without it
 * the shop cannot serve, so losing it stops the server with a message instead of answering
 * errors (the next start recovers it: PostgreSQL replays its log).
 */
async function startEmbedded(config: Config, log: Logger, processes: number): Promise<Database> {
  const release = acquireDataDir(config.dataDir);
  try {
    const owned = await startEmbeddedShop(config, log, processes);
    void owned.lost.then((why) => {
      log.fatal(`${why}; the shop cannot serve without it and stops. Start it again to recover.`);
      release();
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL');
      process.exit(1);
    });
    return { url: owned.url, engine: 'embedded', owned, release };
  } catch (error) {
    release();
    throw error;
  }
}

/** How long a signal gives this process to close before it exits with a failure code. */
const STOP_GRACE_MS = 45_000;

/** Serves the shop in this process and closes it gracefully on a signal. */
async function serve(config: Config, log: Logger, database: Database, started: number) {
  const shop = await createDatabase({
    ...config,
    databaseUrl: database.url,
    engine: database.engine,
  });
  // Before the app: its plugins read what the migrations make (e.g. the signing key).
  const seeded = await prepareDatabase(shop, config, log);
  await shop.warm();
  const app = await buildApp({ config, shop, loggerInstance: log });

  // The bound covers the requests in flight and then the embedded PostgreSQL's shutdown
  // checkpoint, which a loaded machine can stretch past ten seconds: cut short, the process would
  // exit with PostgreSQL still running and its data folder still claimed.
  closeWithGrace({ delay: STOP_GRACE_MS }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'closing after an unexpected error');
    else app.log.info(`${signal ?? 'close'} received: finishing in-flight requests`);
    // Stops accepting connections, lets the requests in flight finish, then the database.
    await app.close();
    await shop.close();
    await database.owned?.stop();
    database.release();
  });

  // In development the pages come from the apps' dev servers, and a restart on every save
  // would pay for drawing them again.
  if (config.env !== 'development') {
    const warmed = await app.warmUp();
    app.log.info(`${warmed.pages} pages drawn once to warm the server in ${warmed.ms} ms`);
  }
  await app.listen({ host: config.host, port: config.port });
  app.log.info(
    {
      database: shop.engine,
      seed: seeded.demoCatalogue,
      startMs: Math.round(performance.now() - started),
    },
    `Poshak is ready on http://localhost:${config.port}`,
  );
}

/** How long the processes get to finish their requests on a signal before they are stopped. */
const STOP_MS = 15_000;

/**
 * `count` processes share the port (node:cluster hands them the connections in turn), each a
 * whole server as `serve` starts it: the database's setup lock lets one migrate while the others
 * wait, and their read caches stay in step over NOTIFY as separate instances' do. This process
 * starts them (after the embedded PostgreSQL, which it owns), starts again one that dies, passes
 * a signal on, and stops PostgreSQL after the last of them.
 */
function supervise(config: Config, log: Logger, count: number, database: Database) {
  let stopping = false;
  let listened = false;
  const env = database.owned ? { [EMBEDDED_URL_VARIABLE]: database.url } : {};
  const stopAll = async (code: number) => {
    await database.owned?.stop();
    database.release();
    process.exit(code);
  };
  cluster.on('listening', () => {
    if (!listened) log.info(`${count} server processes share port ${config.port}`);
    listened = true;
  });
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) void stopAll(0);
      return;
    }
    // A process that fails before serving at all (its configuration, the database) would fail again.
    if (!listened) {
      log.error(`a server process exited with ${code ?? signal} while starting`);
      stopping = true;
      for (const other of Object.values(cluster.workers ?? {})) other?.process.kill('SIGTERM');
      void stopAll(1);
      return;
    }
    log.error(
      `server process ${worker.process.pid} exited with ${code ?? signal}: starting another`,
    );
    setTimeout(() => cluster.fork(env), 1_000).unref();
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
      setTimeout(() => void stopAll(1), STOP_MS).unref();
      if (Object.keys(cluster.workers ?? {}).length === 0) void stopAll(0);
    });
  }
  for (let i = 0; i < count; i++) cluster.fork(env);
}

async function start() {
  const started = performance.now();
  const config = readConfig();
  const log = makeLogger(config);
  if (cluster.isWorker) {
    const embeddedUrl = process.env[EMBEDDED_URL_VARIABLE];
    return serve(
      config,
      log,
      embeddedUrl
        ? { url: embeddedUrl, engine: 'embedded', release: () => {} }
        : { url: config.databaseUrl ?? '', engine: 'external', release: () => {} },
      started,
    );
  }
  const count = config.serverProcesses ?? 1;
  const database = config.databaseUrl
    ? { url: config.databaseUrl, engine: 'external' as const, release: () => {} }
    : await startEmbedded(config, log, count);
  if (count > 1) return supervise(config, log, count, database);
  try {
    await serve(config, log, database, started);
  } catch (error) {
    await database.owned?.stop();
    database.release();
    throw error;
  }
}

start().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

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

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

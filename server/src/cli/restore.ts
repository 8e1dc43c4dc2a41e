import { parseArgs } from 'node:util';
import { describeBackup } from '../backup/manifest';
import { EXIT, Refusal } from '../backup/refusal';
import { restoreShop } from '../backup/restore-shop';
import { ConfigError, loadConfig } from '../config';
import { commandArgs, commandEnv, typedPath } from './command-env';

const USAGE = `Restores the embedded shop (database and pictures) from an archive of the backup command.

  pnpm --filter @poshak/server restore -- --from shop-backup.tar.gz [--force]

  --from FILE   the archive to restore
  --force       replace the shop already in DATA_DIR / UPLOAD_DIR (without it, nothing is replaced)

Restores into DATA_DIR and UPLOAD_DIR as the server reads them; the server must be stopped. The
archive is checked whole (every part against its checksum) before anything is changed. Exit
codes: 0 restored, 1 bad input or the archive refused (damaged, not a backup, from a newer
version), 2 a running server holds the database, 3 a shop is already there (see --force).`;

async function main(): Promise<number> {
  let values: { from?: string; force?: boolean; help?: boolean };
  try {
    values = parseArgs({
      args: commandArgs(),
      options: {
        from: { type: 'string' },
        force: { type: 'boolean' },
        help: { type: 'boolean' },
      },
      strict: true,
    }).values;
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    return EXIT.refused;
  }
  if (values.help) {
    console.log(USAGE);
    return EXIT.done;
  }
  if (!values.from) {
    console.error(`--from: which archive to restore?\n\n${USAGE}`);
    return EXIT.refused;
  }
  const config = loadConfig(commandEnv());
  const source = typedPath(values.from);
  const started = performance.now();
  const { manifest, replaced } = await restoreShop(config, source, {
    force: values.force ?? false,
  });
  console.log(
    `Restored the shop backed up at ${manifest.createdAt} into ${config.dataDir} ` +
      `(${Math.round(performance.now() - started)} ms): ${describeBackup(manifest)}.` +
      (replaced ? ` It replaced ${replaced}.` : ''),
  );
  return EXIT.done;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof Refusal) {
      console.error(error.message);
      process.exit(error.exitCode);
    }
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(EXIT.refused);
  },
);

import { backUpShop } from '../backup/back-up-shop';
import { describeBackup, megabytes } from '../backup/manifest';
import { EXIT } from '../backup/refusal';
import { z } from 'zod';
import { commandConfig, readOptions, runCommand } from './command';
import { typedPath } from './command-env';

const USAGE = `Backs up the embedded shop (its database and pictures) into one .tar.gz archive.

  pnpm --filter @poshak/server backup -- --to shop-backup.tar.gz

  --to FILE   the archive to write, replaced if it exists
              (default: poshak-backup-<date>-<time>.tar.gz in the current folder)

Reads DATA_DIR and UPLOAD_DIR as the server does. The server must be stopped while it runs: the
embedded database belongs to one process. A shop on PostgreSQL (DATABASE_URL) is backed up with
pg_dump instead. Exit codes: 0 done, 1 bad input or nothing to back up, 2 a running server holds
the database.`;

const defaultName = (now = new Date()) =>
  `poshak-backup-${now.toISOString().slice(0, 19).replace('T', '-').replaceAll(':', '')}.tar.gz`;

async function main(): Promise<number> {
  const values = readOptions(
    USAGE,
    { to: { type: 'string' } },
    z.object({ to: z.string().optional() }),
  );
  const config = commandConfig();
  const target = typedPath(values.to ?? defaultName());
  const started = performance.now();
  const result = await backUpShop(config, target);
  for (const name of result.skipped) {
    console.warn(`left out ${name} from ${config.uploadDir}: not a file name the shop writes`);
  }
  console.log(
    `Backed up the shop in ${config.dataDir} to ${result.file} (${megabytes(result.bytes)}, ` +
      `${Math.round(performance.now() - started)} ms): ${describeBackup(result.manifest)}.`,
  );
  return EXIT.done;
}

runCommand(main);

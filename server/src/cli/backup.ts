import { z } from 'zod';
import { backUpShop } from '../backup/back-up-shop';
import { describeBackup, megabytes } from '../backup/manifest';
import { EXIT } from '../backup/refusal';
import { commandConfig, commandLog, readOptions, runCommand } from './command';
import { typedPath } from './command-env';

const USAGE = `Backs up the embedded shop (its database, pictures included) into one .tar.gz archive.

  pnpm --filter @poshak/server backup -- --to shop-backup.tar.gz

  --to FILE   the archive to write, replaced if it exists
              (default: poshak-backup-<date>-<time>.tar.gz in the current folder)

Reads DATA_DIR as the server does. The server may be running: the archive holds the shop as it
was at one moment. A shop on a PostgreSQL of its own (DATABASE_URL) is backed up with pg_dump
instead. Exit codes: 0 done, 1 bad input or nothing to back up.`;

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
  const result = await backUpShop(config, target, commandLog);
  console.log(
    `Backed up the shop in ${config.dataDir} to ${result.file} (${megabytes(result.bytes)}, ` +
      `${Math.round(performance.now() - started)} ms` +
      `${result.whileServed ? ', while it served' : ''}): ${describeBackup(result.manifest)}.`,
  );
  return EXIT.done;
}

runCommand(main);

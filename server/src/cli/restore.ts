import { describeBackup } from '../backup/manifest';
import { EXIT } from '../backup/refusal';
import { restoreShop } from '../backup/restore-shop';
import { z } from 'zod';
import { commandConfig, readOptions, runCommand } from './command';
import { typedPath } from './command-env';

const USAGE = `Restores the embedded shop (database and pictures) from an archive of the backup command.

  pnpm --filter @poshak/server restore -- --from shop-backup.tar.gz [--force]

  --from FILE   the archive to restore
  --force       replace the shop already in DATA_DIR / UPLOAD_DIR (without it, nothing is replaced)

Restores into DATA_DIR and UPLOAD_DIR as the server reads them; the server must be stopped. The
archive is checked whole (every part against its checksum) before anything is changed. Exit
codes: 0 restored, 1 bad input or the archive refused (damaged, not a backup, from a newer
version), 2 a running server holds the database, 3 a shop is already there (see --force).`;

async function main(): Promise<number> {
  const values = readOptions(
    USAGE,
    { from: { type: 'string' }, force: { type: 'boolean' } },
    z.object({ from: z.string(), force: z.boolean().optional() }),
  );
  const config = commandConfig();
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

runCommand(main);

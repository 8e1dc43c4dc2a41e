import { z } from 'zod';
import { describeBackup } from '../backup/manifest';
import { EXIT } from '../backup/refusal';
import { restoreShop } from '../backup/restore-shop';
import { commandConfig, commandLog, readOptions, runCommand } from './command';
import { typedPath } from './command-env';

const USAGE = `Restores the embedded shop (its database, pictures included) from an archive of the
backup command (or of an earlier version's).

  pnpm --filter @poshak/server restore -- --from shop-backup.tar.gz [--force] [--max-size 4GB]

  --from FILE       the archive to restore
  --force           replace the shop already in DATA_DIR (without it, nothing is replaced)
  --max-size SIZE   refuse an archive that would unpack to more (default 4GB; e.g. 500MB, 10GB)

Restores into DATA_DIR as the server reads it; the server must be stopped. The archive is checked
whole (its size, then every part against its checksum) before anything is changed, and loaded
beside the shop before it replaces it. Exit codes: 0 restored, 1 bad input or the archive refused
(too large, damaged, not a backup, from a newer version), 2 a running server holds the shop, 3 a
shop is already there (see --force).`;

/** `500MB`, `4GB` → bytes. */
const size = z
  .string()
  .regex(/^\d{1,6}(MB|GB)$/i, 'must look like 500MB or 4GB')
  .transform((v) => Number(v.slice(0, -2)) * 1024 ** (v.slice(-2).toUpperCase() === 'GB' ? 3 : 2));

async function main(): Promise<number> {
  const values = readOptions(
    USAGE,
    { from: { type: 'string' }, force: { type: 'boolean' }, 'max-size': { type: 'string' } },
    z.object({ from: z.string(), force: z.boolean().optional(), 'max-size': size.optional() }),
  );
  const config = commandConfig();
  const source = typedPath(values.from);
  const started = performance.now();
  const { manifest, replaced } = await restoreShop(config, source, {
    force: values.force ?? false,
    ...(values['max-size'] ? { maxBytes: values['max-size'] } : {}),
    log: commandLog,
  });
  console.log(
    `Restored the shop backed up at ${manifest.createdAt} into ${config.dataDir} ` +
      `(${Math.round(performance.now() - started)} ms): ${describeBackup(manifest)}.` +
      (replaced ? ` It replaced ${replaced}.` : ''),
  );
  return EXIT.done;
}

runCommand(main);

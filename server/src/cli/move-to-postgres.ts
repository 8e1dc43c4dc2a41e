import { existsSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { postgresUrl, schemaName } from '../config';
import { openCommandShop } from '../db/command-shop';
import { createDatabase, rowsOf, toInt } from '../db/database';
import { INVOICE_COUNTER } from '../db/counters';
import { embeddedPostgresFolder } from '../db/embedded-postgres';
import { holdsPgliteShop } from '../db/pglite-shop';
import { moveShop, TargetNotEmptyError } from '../db/move-shop';
import { commandConfig, commandLog, readOptions, refuseWhileServed, runCommand } from './command';

const USAGE = `Moves the embedded shop in DATA_DIR onto a PostgreSQL of your own: every table (pictures
included), in one transaction, with the sequences where they were.

  pnpm --filter @poshak/server move-to-postgres -- --to postgres://user:password@host:5432/shop
      [--schema poshak] [--replace]

  --to       the PostgreSQL database to move into (migrated first)
  --schema   the schema the shop's tables live in there (as DATABASE_SCHEMA; default: its search_path)
  --replace  move into a database that already holds a shop, throwing its shop data away
             (stop the servers using it first)

The server of the embedded shop must be stopped; the embedded shop is migrated to this version (as
its server would be at its next start) and otherwise only read: keep it until the shop on
PostgreSQL is checked. Then start the servers with DATABASE_URL set to the same URL (and
DATABASE_SCHEMA to the same schema). Honours DATA_DIR (run through pnpm: from the folder the
command was typed in; without DATA_DIR, the shop \`npm start\` serves).

Exit codes: 0 moved; 1 bad input or a failure (nothing changed in the target); 2 a server holds
DATA_DIR; 3 the target already holds a shop's data (see --replace).`;

const argsSchema = z.object({
  to: postgresUrl,
  schema: schemaName.optional(),
  replace: z.boolean().optional(),
});

/** A connection URL as it may be printed: without its password. */
function withoutPassword(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'the target';
  }
}

async function main(): Promise<number> {
  const { to, schema, replace } = readOptions(
    USAGE,
    { to: { type: 'string' }, schema: { type: 'string' }, replace: { type: 'boolean' } },
    argsSchema,
  );
  const config = commandConfig();
  if (
    !existsSync(path.join(embeddedPostgresFolder(config.dataDir), 'PG_VERSION')) &&
    !holdsPgliteShop(config.dataDir)
  ) {
    console.error(`There is no embedded shop in ${config.dataDir}: nothing to move.`);
    return 1;
  }
  refuseWhileServed(config.dataDir, 'nothing was moved');

  // Opened for the command alone: no server can start on the embedded shop and change it meanwhile.
  const opened = await openCommandShop({ ...config, databaseUrl: undefined }, commandLog);
  const source = opened.shop;
  const target = await createDatabase({
    ...config,
    databaseUrl: to,
    databaseSchema: schema,
    poolSize: 4,
  });
  try {
    console.log(
      `Moving the shop in ${config.dataDir} to ${withoutPassword(to)}` +
        (schema ? `, schema ${schema}` : ''),
    );
    const report = await moveShop(source, target, {
      replace: replace === true,
      log: (line) => console.log(`  ${line}`),
    });
    const rows = report.tables.reduce((sum, t) => sum + t.rows, 0);
    const [invoice] = rowsOf<{ value: unknown }>(
      await target.db.execute(sql`SELECT value FROM counters WHERE name = ${INVOICE_COUNTER}`),
    );
    console.log(
      `Moved in ${report.ms} ms: ${rows} rows in ${report.tables.length} tables, ` +
        `${report.sequences.length} sequences` +
        ` (next invoice number ${invoice ? toInt(invoice.value) + 1 : 1})` +
        `.\nStart the servers with DATABASE_URL=${withoutPassword(to)}` +
        (schema ? ` DATABASE_SCHEMA=${schema}` : '') +
        '; keep DATA_DIR until the shop there is checked.',
    );
    return 0;
  } catch (error) {
    if (error instanceof TargetNotEmptyError) {
      console.error(
        `Nothing was moved: ${error.message}. Move into an empty database, or add --replace to ` +
          'throw that data away.',
      );
      return 3;
    }
    console.error(`Nothing was moved: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    await target.close();
    await opened.close();
  }
}

runCommand(main);

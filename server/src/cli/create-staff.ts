import { parseArgs } from 'node:util';
import { email, password, role, username } from '@poshak/shared-api/schemas';
import { z } from 'zod';
import { ConfigError, loadConfig } from '../config';
import { commandArgs, commandEnv } from './command-env';
import { acquireDataDir, dataDirHolder } from '../db/data-dir-lock';
import { createDatabase } from '../db/database';
import { staffRepository } from '../repositories/staff';
import { seedReferenceLists } from '../seed/reference';
import { passwordHasher } from '../services/passwords';

const USAGE = `Creates a staff account (or resets its password and role when it exists, which
ends its sessions: its old access tokens are refused from then on).

  pnpm --filter @poshak/server create-staff --username U --password P --role admin [--email E]

Roles: admin, seller, moderator. Honours DATA_DIR and DATABASE_URL. On the embedded database the
server must be stopped; on PostgreSQL it may run.`;

const argsSchema = z.object({ username, password, role, email: email.optional() });

/** Exit codes: 0 done, 1 bad input or configuration, 2 the embedded database is in use. */
async function main(): Promise<number> {
  let values: Record<string, string | boolean | undefined>;
  try {
    values = parseArgs({
      args: commandArgs(),
      options: {
        username: { type: 'string' },
        password: { type: 'string' },
        role: { type: 'string' },
        email: { type: 'string' },
        help: { type: 'boolean' },
      },
      strict: true,
    }).values;
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    return 1;
  }
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const parsed = argsSchema.safeParse(values);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  --${i.path.join('.')}: ${i.message}`);
    console.error(`${problems.join('\n')}\n\n${USAGE}`);
    return 1;
  }

  let config;
  try {
    config = loadConfig(commandEnv());
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }

  if (!config.databaseUrl) {
    const holder = dataDirHolder(config.dataDir);
    if (holder) {
      console.error(
        `A running server (pid ${holder}) holds the embedded database in ${config.dataDir}; ` +
          'nothing was changed. Stop the server and run this again.',
      );
      return 2;
    }
  }
  const release = config.databaseUrl ? () => {} : acquireDataDir(config.dataDir);
  const shop = await createDatabase(config);
  try {
    // A fresh database gets its tables and reference lists; the demo catalogue is left to the
    // server's first start.
    await shop.withSetupLock(async () => {
      await shop.migrate();
      await shop.db.transaction((tx) => seedReferenceLists(tx));
    });
    const { username: name, password: secret, role: chosenRole } = parsed.data;
    const staff = staffRepository(shop.db);
    const passwordHash = await passwordHasher(config.passwordCost).hash(secret);
    const existing = await staff.findByUsername(name);
    if (existing) {
      await staff.setPassword(existing.id, passwordHash, chosenRole);
      console.log(
        `Staff account "${existing.username}" updated: role ${chosenRole}, new password; ` +
          'its sessions have ended.',
      );
    } else {
      const created = await staff.create({
        username: name,
        email: parsed.data.email ?? config.ownerEmail,
        role: chosenRole,
        password_hash: passwordHash,
      });
      console.log(
        `Staff account "${created.username}" created with role ${chosenRole} (id ${created.id}).`,
      );
    }
    return 0;
  } finally {
    await shop.close();
    release();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);

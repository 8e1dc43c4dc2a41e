import { z } from 'zod';
import { email, password, role, username } from '@poshak/shared-api/schemas';
import { openCommandShop } from '../db/command-shop';
import { passwordHasher } from '../lib/passwords';
import { staffRepository } from '../modules/staff';
import { seedReferenceLists } from '../seed/reference';
import { commandConfig, commandLog, readOptions, runCommand } from './command';

const USAGE = `Creates a staff account (or resets its password and role when it exists, which
ends its sessions: its old access tokens are refused from then on).

  pnpm --filter @poshak/server create-staff --username U --password P --role admin [--email E]

Roles: admin, seller, moderator. Honours DATA_DIR and DATABASE_URL; the server may be running.`;

const argsSchema = z.object({ username, password, role, email: email.optional() });

/** Exit codes: 0 done, 1 bad input or configuration. */
async function main(): Promise<number> {
  const options = readOptions(
    USAGE,
    {
      username: { type: 'string' },
      password: { type: 'string' },
      role: { type: 'string' },
      email: { type: 'string' },
    },
    argsSchema,
  );
  const config = commandConfig();
  const opened = await openCommandShop(config, commandLog);
  const { shop } = opened;
  try {
    // A fresh database gets its tables and reference lists; the demo catalogue is left to the
    // server's first start.
    await shop.withSetupLock(async () => {
      await shop.migrate();
      await shop.db.transaction((tx) => seedReferenceLists(tx));
    });
    const { username: name, password: secret, role: chosenRole } = options;
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
        email: options.email ?? config.ownerEmail,
        role: chosenRole,
        password_hash: passwordHash,
      });
      console.log(
        `Staff account "${created.username}" created with role ${chosenRole} (id ${created.id}).`,
      );
    }
    return 0;
  } finally {
    await opened.close();
  }
}

runCommand(main);

import { openCommandShop } from '../db/command-shop';
import {
  isRemote,
  ObjectStoreError,
  ReleaseRefusal,
  releaseStore,
  REMOTES,
  type RemoteName,
} from '../modules/releases';
import { commandArgs } from './command-env';
import { CommandExit, commandConfig, commandLog, runCommand } from './command';
import { RELEASE_COMMANDS, USAGE } from './release-commands';

const REFUSED = 3;

const remoteArg = (value: string | undefined): RemoteName => {
  if (value && isRemote(value)) return value;
  console.error(`Name a remote: ${REMOTES.join(' or ')}.\n\n${USAGE}`);
  throw new CommandExit(1);
};

/**
 * `pnpm release …`: the remote named, the shop opened and migrated, then the command
 * (release-commands); a refusal exits 3, an object store's failure 1, with its message.
 */
async function main(): Promise<number> {
  const [command, ...rest] = commandArgs();
  if (!command || command === '--help') {
    console.log(USAGE);
    return command ? 0 : 1;
  }
  const remote = remoteArg(rest[0]);
  const config = commandConfig();
  const opened = await openCommandShop(config, commandLog);
  const { shop } = opened;
  try {
    await shop.withSetupLock(() => shop.migrate());
    const store = releaseStore(shop.db, config.releaseObjectStore);
    const run = RELEASE_COMMANDS.get(command);
    if (!run) {
      console.error(`Unknown command ${command}.\n\n${USAGE}`);
      return 1;
    }
    return await run({ remote, rest, config, shop, store });
  } catch (error) {
    if (error instanceof ReleaseRefusal) {
      console.error(error.message);
      return REFUSED;
    }
    if (error instanceof ObjectStoreError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await opened.close();
  }
}

runCommand(main);

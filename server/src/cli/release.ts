import { statSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { buildApp } from '../app';
import { WORKSPACE_DIR } from '../config';
import { openCommandShop } from '../db/command-shop';
import {
  activateChecked,
  buildInfo,
  hostOf,
  isRemote,
  readBuild,
  ReleaseRefusal,
  releaseStore,
  REMOTES,
  singletonVersions,
  type Release,
  type RemoteName,
} from '../modules/releases';
import { injectedApi } from '../pages/server-renderer';
import { commandArgs } from './command-env';
import { CommandExit, commandConfig, commandLog, runCommand } from './command';

const USAGE = `Releases of the storefront and back-office remotes (docs/releasing.md).

  pnpm release <storefront|backoffice>          build the remote and publish it (not live yet)
  pnpm release:list <remote>                    its releases, the live one marked
  pnpm release:activate <remote> <id>           check it, then make it live on every instance
  pnpm release:rollback <remote>                put the previous release back (no checks: it was live)
  pnpm release:prune <remote> [--keep N]        delete all but the N newest (default 5), never the
                                                live one nor the one a rollback goes to

Honours DATA_DIR / DATABASE_URL / DATABASE_SCHEMA; the server may be running. Exit codes: 0 done,
1 a failure, 3 refused (the reason printed).`;

const REFUSED = 3;

const remoteArg = (value: string | undefined): RemoteName => {
  if (value && isRemote(value)) return value;
  console.error(`Name a remote: ${REMOTES.join(' or ')}.\n\n${USAGE}`);
  throw new CommandExit(1);
};

const describe = (r: Release, live: string | null, previous: string | null) =>
  `${r.id === live ? '* ' : r.id === previous ? '< ' : '  '}${r.id}  published ${r.publishedAt.toISOString()}` +
  `  built ${r.builtAt.toISOString()}  commit ${r.gitCommit.slice(0, 12)}` +
  `  contract ${r.contractVersion}  ${r.files} files, ${Math.round(r.bytes / 1024)} KB`;

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
    const store = releaseStore(shop.db);
    switch (command) {
      case 'publish': {
        const packageDir = path.join(WORKSPACE_DIR, `${remote}-mfe`);
        const dist = path.join(packageDir, 'dist');
        const build = readBuild(dist);
        const info = buildInfo(
          packageDir,
          path.join(WORKSPACE_DIR, 'shared-ui'),
          statSync(path.join(dist, 'mf-manifest.json')).mtime,
        );
        const { release, created } = await store.publish(remote, build, info);
        console.log(
          `${created ? 'Published' : 'Already published:'} ${remote} ${release.id} ` +
            `(${release.files} files, commit ${release.gitCommit}, contract ${release.contractVersion}). ` +
            `Not live: pnpm release:activate ${remote} ${release.id}`,
        );
        return 0;
      }
      case 'list': {
        const pointer = await store.pointer(remote);
        const live = pointer?.releaseId ?? null;
        const releases = await store.list(remote);
        console.log(
          `${remote}: live ${live ?? 'the build beside the server (no release active)'}` +
            (releases.length ? '' : '; no releases published'),
        );
        for (const r of releases)
          console.log(describe(r, live, pointer?.previousReleaseId ?? null));
        return 0;
      }
      case 'activate': {
        const id = z
          .string()
          .regex(/^[0-9a-f]{8,64}$/)
          .safeParse(rest[1]);
        if (!id.success) {
          console.error(`Name the release id to activate.\n\n${USAGE}`);
          return 1;
        }
        // The smoke render reads the shop's real API, in this process, with no worker running.
        const app = await buildApp({
          config: {
            ...config,
            sms: { ...config.sms, worker: false },
            couriers: { ...config.couriers, worker: false },
          },
          shop,
          logger: false,
        });
        try {
          await app.ready();
          const shellDir = path.dirname(config.apps.shellDir);
          const { from, to } = await activateChecked(
            {
              store,
              host: hostOf(singletonVersions(shellDir, path.join(WORKSPACE_DIR, 'shared-ui'))),
              cacheDir: path.join(config.dataDir, 'release-cache'),
              api: injectedApi(app),
            },
            remote,
            id.data,
          );
          console.log(`${remote}: ${from ?? 'built-in'} → ${to}, live on every instance now.`);
        } finally {
          await app.close();
        }
        return 0;
      }
      case 'rollback': {
        const { from, to } = await store.rollback(remote);
        console.log(
          `${remote}: ${from} → ${to ?? 'the build beside the server'}, live on every instance now.`,
        );
        return 0;
      }
      case 'prune': {
        const keepAt = rest.indexOf('--keep');
        const keep = z.coerce
          .number()
          .int()
          .min(0)
          .safeParse(keepAt >= 0 ? rest[keepAt + 1] : 5);
        if (!keep.success) {
          console.error(`--keep takes a whole number.\n\n${USAGE}`);
          return 1;
        }
        const removed = await store.prune(remote, keep.data);
        console.log(
          removed.length
            ? `${remote}: pruned ${removed.join(', ')}`
            : `${remote}: nothing to prune`,
        );
        return 0;
      }
      default:
        console.error(`Unknown command ${command}.\n\n${USAGE}`);
        return 1;
    }
  } catch (error) {
    if (error instanceof ReleaseRefusal) {
      console.error(error.message);
      return REFUSED;
    }
    throw error;
  } finally {
    await opened.close();
  }
}

runCommand(main);

import { statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { buildApp } from '../app';
import { WORKSPACE_DIR, type Config } from '../config';
import type { ShopDatabase } from '../db/database';
import {
  activateChecked,
  canaryChecked,
  buildInfo,
  hostOf,
  readBuild,
  singletonVersions,
  type ActivationContext,
  type Pointer,
  type Release,
  type ReleaseStore,
  type RemoteName,
} from '../modules/releases';
import { injectedApi } from '../pages/server-renderer';

export const USAGE = `Releases of the storefront and back-office remotes (docs/releasing.md).

  pnpm release <storefront|backoffice>          build the remote and publish it (not live yet)
  node server/dist/cli/release.js publish <remote> [--from DIR]
                                                publish a build made elsewhere (its dist/ folder)
  pnpm release:list <remote>                    its releases, the live one marked
  pnpm release:activate <remote> <id>           check it, then make it live on every instance
  pnpm release:canary <remote> <id> --share N   check it, then try it on N % of browsers (1-99;
                                                each stays in or out: a cookie)
  pnpm release:canary <remote> <id> --staff     check it, then try it on signed-in staff only
  pnpm release:promote <remote>                 the canary goes live for everyone
  pnpm release:rollback <remote>                end the canary; with none, put the previous
                                                release back (no checks: it was live)
  pnpm release:prune <remote> [--keep N]        delete all but the N newest (default 5), never the
                                                live one nor the one a rollback goes to

Honours DATA_DIR / DATABASE_URL / DATABASE_SCHEMA, and RELEASE_S3_* (release files in an object
store); the server may be running. Exit codes: 0 done,
1 a failure, 3 refused (the reason printed).`;

/** What every release command works on: its remote, its other arguments and the shop. */
export interface ReleaseCommand {
  remote: RemoteName;
  /** The arguments after the command's name, the remote first. */
  rest: string[];
  config: Config;
  shop: ShopDatabase;
  store: ReleaseStore;
}

/** Who a command's change is audited under: the person at this machine, with no staff account. */
const commandActor = () => {
  let user = 'unknown';
  try {
    user = os.userInfo().username;
  } catch {
    // No user name on this system: "command line" alone.
  }
  return { id: null, username: `command line (${user})` };
};

const describe = (r: Release, pointer: Pointer | null, failures: number) =>
  `${r.id === pointer?.releaseId ? '* ' : r.id === pointer?.canary?.id ? '~ ' : r.id === pointer?.previousReleaseId ? '< ' : '  '}` +
  `${r.id}  published ${r.publishedAt.toISOString()}` +
  `  built ${r.builtAt.toISOString()}  commit ${r.gitCommit.slice(0, 12)}` +
  `  contract ${r.contractVersion}  ${r.files} files, ${Math.round(r.bytes / 1024)} KB` +
  `  ${r.pages} pages, ${failures} failed loads` +
  (r.objectFiles ? '  (object store)' : '');

/** What the checks of activate and canary need: the shop's API in this process, no worker. */
async function withCheckContext<T>(
  config: Config,
  shop: ShopDatabase,
  store: ReleaseStore,
  work: (context: ActivationContext) => Promise<T>,
): Promise<T> {
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
    return await work({
      store,
      host: hostOf(singletonVersions(shellDir, path.join(WORKSPACE_DIR, 'shared-ui'))),
      cacheDir: path.join(config.dataDir, 'release-cache'),
      api: injectedApi(app),
      by: commandActor(),
    });
  } finally {
    await app.close();
  }
}

const RELEASE_ID = z.string().regex(/^[0-9a-f]{8,64}$/);

/** Publishes a build, made here or elsewhere (`--from`); it is not live yet. */
async function publishCommand({ remote, rest, store }: ReleaseCommand): Promise<number> {
  const packageDir = path.join(WORKSPACE_DIR, `${remote}-mfe`);
  // A build made elsewhere (a pipeline's artefact) may be published as it is.
  const fromAt = rest.indexOf('--from');
  const from = fromAt >= 0 ? rest[fromAt + 1] : undefined;
  if (fromAt >= 0 && !from) {
    console.error(`--from names a built dist/ folder.\n\n${USAGE}`);
    return 1;
  }
  const dist = from ? path.resolve(from) : path.join(packageDir, 'dist');
  const build = readBuild(dist);
  const info = buildInfo(
    packageDir,
    path.join(WORKSPACE_DIR, 'shared-ui'),
    statSync(path.join(dist, 'mf-manifest.json')).mtime,
  );
  const { release, created } = await store.publish(remote, build, info);
  const where = release.objectFiles ? `, in the object store: ${store.baseUrl(release)}` : '';
  console.log(
    `${created ? 'Published' : 'Already published:'} ${remote} ${release.id} ` +
      `(${release.files} files, commit ${release.gitCommit}, contract ${release.contractVersion}${where}). ` +
      `Not live: pnpm release:activate ${remote} ${release.id}`,
  );
  return 0;
}

/** The releases of a remote, the live, canary and previous ones marked. */
async function listCommand({ remote, store }: ReleaseCommand): Promise<number> {
  const pointer = await store.pointer(remote);
  const live = pointer?.releaseId ?? null;
  const releases = await store.list(remote);
  const failures = new Map<string, number>();
  for (const f of await store.failures(remote)) {
    failures.set(f.releaseId, (failures.get(f.releaseId) ?? 0) + f.failures);
  }
  const canary = pointer?.canary;
  console.log(
    `${remote}: live ${live ?? 'the build beside the server (no release active)'}` +
      (canary
        ? `; canary ${canary.id} on ${canary.share === null ? 'staff only' : `${canary.share} % of browsers`} since ${canary.since.toISOString()}`
        : '') +
      (releases.length ? '' : '; no releases published'),
  );
  for (const r of releases) console.log(describe(r, pointer, failures.get(r.id) ?? 0));
  return 0;
}

/** Checks a release, then makes it live on every instance. */
async function activateCommand({
  remote,
  rest,
  config,
  shop,
  store,
}: ReleaseCommand): Promise<number> {
  const id = RELEASE_ID.safeParse(rest[1]);
  if (!id.success) {
    console.error(`Name the release id to activate.\n\n${USAGE}`);
    return 1;
  }
  const { from, to } = await withCheckContext(config, shop, store, (context) =>
    activateChecked(context, remote, id.data),
  );
  console.log(`${remote}: ${from ?? 'built-in'} → ${to}, live on every instance now.`);
  return 0;
}

/** Checks a release, then tries it on a share of browsers or on staff. */
async function canaryCommand({
  remote,
  rest,
  config,
  shop,
  store,
}: ReleaseCommand): Promise<number> {
  const id = RELEASE_ID.safeParse(rest[1]);
  const shareAt = rest.indexOf('--share');
  const share = z.coerce
    .number()
    .int()
    .min(1)
    .max(99)
    .safeParse(shareAt >= 0 ? rest[shareAt + 1] : undefined);
  const staff = rest.includes('--staff');
  if (!id.success || shareAt >= 0 === staff || (shareAt >= 0 && !share.success)) {
    console.error(
      `Name the release id, then --share N (1-99) or --staff (one of them).\n\n${USAGE}`,
    );
    return 1;
  }
  const audience = staff ? { staff: true as const } : { share: share.data ?? 0 };
  const { live } = await withCheckContext(config, shop, store, (context) =>
    canaryChecked(context, remote, id.data, audience),
  );
  console.log(
    `${remote}: ${id.data} tried on ${staff ? 'signed-in staff only' : `${audience.share} % of browsers`}` +
      ` beside ${live ?? 'the built-in one'}, on every instance now. ` +
      `Then: pnpm release:promote ${remote} or pnpm release:rollback ${remote}`,
  );
  return 0;
}

/** The canary goes live for everyone. */
async function promoteCommand({ remote, store }: ReleaseCommand): Promise<number> {
  const { from, to } = await store.promote(remote, commandActor());
  console.log(`${remote}: ${from ?? 'built-in'} → ${to}, live for everyone now.`);
  return 0;
}

/** Ends the canary; with none, puts the previous release back. */
async function rollbackCommand({ remote, store }: ReleaseCommand): Promise<number> {
  const { from, to, canary } = await store.rollback(remote, commandActor());
  console.log(
    canary
      ? `${remote}: canary ${from} ended; everyone on ${to ?? 'the build beside the server'} now.`
      : `${remote}: ${from} → ${to ?? 'the build beside the server'}, live on every instance now.`,
  );
  return 0;
}

/** Deletes all but the newest releases, then the objects no release record names. */
async function pruneCommand({ remote, rest, store }: ReleaseCommand): Promise<number> {
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
    removed.length ? `${remote}: pruned ${removed.join(', ')}` : `${remote}: nothing to prune`,
  );
  const strays = await store.removeStrayObjects(remote);
  if (strays.length > 0) {
    console.log(`${remote}: deleted the objects left of ${strays.join(', ')} (no record)`);
  }
  return 0;
}

/** Each command by its name (a Map: a name such as `toString` is no command). */
export const RELEASE_COMMANDS: ReadonlyMap<string, (command: ReleaseCommand) => Promise<number>> =
  new Map([
    ['publish', publishCommand],
    ['list', listCommand],
    ['activate', activateCommand],
    ['canary', canaryCommand],
    ['promote', promoteCommand],
    ['rollback', rollbackCommand],
    ['prune', pruneCommand],
  ]);

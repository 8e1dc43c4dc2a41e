import type { ComponentType } from 'react';
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteAppModule } from '@poshak/shared-ui/remote-contract';
import { createLoadFailureReporter, loadFailurePlugin } from './load-failure-reporter';
import { fetchRemoteConfig, type RemoteEntry, type RemoteName } from './remote-config';

let config: Promise<RemoteEntry[]> | null = null;

/** The entry each remote was last registered with: the release a failure is told under. */
const registered = new Map<RemoteName, string>();

/** Tells the server of a remote that failed to load or to draw (docs/releasing.md). */
export const reportLoadFailure = createLoadFailureReporter((remote) => registered.get(remote));

let pluginRegistered = false;

/** The runtime remote config, fetched once per page; a failed fetch is forgotten so Retry asks again. */
export function remoteConfig(): Promise<RemoteEntry[]> {
  if (!config) {
    config = fetchRemoteConfig().catch((error: unknown) => {
      config = null;
      throw error;
    });
  }
  return config;
}

/**
 * Loads a remote's exposed `./App`, and the code of the page the browser landed on. With `fresh`, the remote is registered again with `force`, which
 * drops the federation runtime's cached manifest, entry script and container, so a Retry really
 * fetches the files again instead of replaying the first failure.
 */
export async function loadRemoteApp(name: RemoteName, fresh = false): Promise<ComponentType> {
  const entries = await remoteConfig();
  const remote = entries.find((r) => r.name === name);
  if (!remote) throw new Error(`No entry for the ${name} remote in the runtime config`);
  if (!pluginRegistered) {
    registerPlugins([loadFailurePlugin(reportLoadFailure)]);
    pluginRegistered = true;
  }
  registered.set(name, remote.entry);
  registerRemotes([{ name, entry: remote.entry }], { force: fresh });
  // The contract the remote was built against (its release was checked): at run time a broken
  // build may still lack a part, so each is checked again here.
  const exposed = await loadRemote<Partial<RemoteAppModule>>(`${name}/App`);
  if (!exposed || typeof exposed.default !== 'function') {
    throw new Error(`The ${name} remote did not expose an App component`);
  }
  await exposed.landingPageCode;
  return exposed.default;
}

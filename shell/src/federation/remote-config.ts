import { REMOTE_CONFIG_ELEMENT_ID, REMOTE_CONFIG_URL } from '@poshak/shared-api/page';

/** The remotes the shell can mount; their URLs are learnt at run time from `/mf-config.json`. */
export const REMOTE_NAMES = ['storefront', 'backoffice'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export interface RemoteEntry {
  name: RemoteName;
  /** URL of the remote's `mf-manifest.json` (or `remoteEntry.js`), absolute or relative to the page. */
  entry: string;
}

export { REMOTE_CONFIG_URL };

/**
 * Reads `{"remotes":[{"name","entry"}]}`. Unknown names are ignored so a newer server can announce
 * more remotes than this shell knows about; anything malformed is an error naming the problem.
 */
export function parseRemoteConfig(json: unknown): RemoteEntry[] {
  if (
    typeof json !== 'object' ||
    json === null ||
    !Array.isArray((json as { remotes?: unknown }).remotes)
  ) {
    throw new Error(`${REMOTE_CONFIG_URL}: "remotes" must be an array`);
  }
  const entries: RemoteEntry[] = [];
  for (const item of (json as { remotes: unknown[] }).remotes) {
    const { name, entry } = (item ?? {}) as { name?: unknown; entry?: unknown };
    if (typeof name !== 'string' || typeof entry !== 'string' || entry === '') {
      throw new Error(`${REMOTE_CONFIG_URL}: every remote needs a "name" and an "entry"`);
    }
    if ((REMOTE_NAMES as readonly string[]).includes(name))
      entries.push({ name: name as RemoteName, entry });
  }
  return entries;
}

/**
 * The config the server wrote into this page (no request on the way to the first screen), or,
 * where the page carries none (the shell's dev server), `/mf-config.json`.
 */
export async function fetchRemoteConfig(): Promise<RemoteEntry[]> {
  const inline = document.getElementById(REMOTE_CONFIG_ELEMENT_ID);
  if (inline) {
    // Read once: a Retry after a failure asks the server again.
    inline.remove();
    return parseRemoteConfig(JSON.parse(inline.textContent ?? '') as unknown);
  }
  // Never cached: a remote redeployed elsewhere is picked up by reloading the page.
  const response = await fetch(REMOTE_CONFIG_URL, { cache: 'no-store' });
  if (!response.ok) throw new Error(`${REMOTE_CONFIG_URL}: HTTP ${response.status}`);
  return parseRemoteConfig(await response.json());
}

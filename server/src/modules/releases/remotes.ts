/** The remotes a team releases on its own; the shell is released with the server. */
export const REMOTES = ['storefront', 'backoffice'] as const;
export type RemoteName = (typeof REMOTES)[number];

export const isRemote = (value: string): value is RemoteName =>
  (REMOTES as readonly string[]).includes(value);

/** Every instance listens here; the payload names the remote whose pointer moved. */
export const RELEASES_CHANNEL = 'poshak_releases';

/** Where a release's files are served: the id is their hash, so nothing under it ever changes. */
export const RELEASES_URL = '/releases';
export const releaseBase = (remote: RemoteName, id: string): string =>
  `${RELEASES_URL}/${remote}/${id}/`;

/** The file the shell's federation runtime asks for first; chunks load from beside it. */
export const MANIFEST = 'mf-manifest.json';

/** A remote's server-render bundle sits in its build's `server/` folder (never served). */
export const SERVER_DIR = 'server/';

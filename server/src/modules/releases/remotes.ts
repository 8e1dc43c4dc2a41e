/** The remotes a team releases on its own; the shell is released with the server. */
export const REMOTES = ['storefront', 'backoffice'] as const;
export type RemoteName = (typeof REMOTES)[number];

export const isRemote = (value: string): value is RemoteName =>
  (REMOTES as readonly string[]).includes(value);

/** Every instance listens here (payloads: `ReleaseNotice`, as `noticeText` writes them). */
export const RELEASES_CHANNEL = 'poshak_releases';

/** What instances are told: a release to make ready, a pointer moved, releases deleted. */
export type ReleaseNotice =
  | { kind: 'published'; remote: RemoteName; id: string }
  | { kind: 'pointer'; remote: RemoteName }
  | { kind: 'pruned'; remote: RemoteName; ids: string[] };

export const noticeText = (notice: ReleaseNotice): string =>
  [
    notice.kind,
    notice.remote,
    ...(notice.kind === 'published' ? [notice.id] : notice.kind === 'pruned' ? notice.ids : []),
  ].join(' ');

/** Null for a payload this version does not know (then the pointers are read again). */
export function parseNotice(payload: string): ReleaseNotice | null {
  const [kind, remote, ...ids] = payload.split(' ');
  if (!remote || !isRemote(remote)) return null;
  if (kind === 'published' && ids[0]) return { kind, remote, id: ids[0] };
  if (kind === 'pointer') return { kind, remote };
  if (kind === 'pruned') return { kind, remote, ids };
  return null;
}

/** Where a release's files are served: the id is their hash, so nothing under it ever changes. */
export const RELEASES_URL = '/releases';
export const releaseBase = (remote: RemoteName, id: string): string =>
  `${RELEASES_URL}/${remote}/${id}/`;

/** The file the shell's federation runtime asks for first; chunks load from beside it. */
export const MANIFEST = 'mf-manifest.json';

/** A remote's server-render bundle sits in its build's `server/` folder (never served). */
export const SERVER_DIR = 'server/';

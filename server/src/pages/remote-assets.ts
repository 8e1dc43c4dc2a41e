import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { escapeAttribute } from './html';

/**
 * A remote's early script, beside its manifest (tooling/webpack's early-script-config.cjs): the
 * back-office's draws a signed-in member's first screen before the shop's code is here.
 */
export const FIRST_SCREEN_SCRIPT = 'first-screen.js';

/** What of a remote's manifest (`mf-manifest.json`, Module Federation's format) is read here. */
interface Manifest {
  exposes?: { path?: string; assets?: { css?: { sync?: string[] } } }[];
}

export interface RemoteAssetTags {
  /**
   * The manifest, fetched while the shell's own code is still on the way. Only the manifest: the
   * federation runtime always asks for it first, so a failed preload is used up at once and a
   * Retry fetches afresh; a script preloaded but never asked for (its manifest failed) would stay
   * in the page's preload cache and answer the Retry with the same failure.
   */
  preload: string;
  /** The exposed app's stylesheets: a page the server drew needs them for its first paint. */
  stylesheets: string;
  /**
   * The remote's early script, for a page the server did not draw (empty when the build has
   * none), deferred and put before the shell's scripts: it runs first once the page is parsed,
   * before the shell's start-up work. Its name is fixed and it is sent as revalidate-always, as
   * remoteEntry.js is; a release's files are at an address of their own.
   */
  firstScreen: string;
}

export function remoteAssetTags(manifestFile: string, publicPath: string): RemoteAssetTags {
  return manifestAssetTags(
    readFileSync(manifestFile, 'utf8'),
    publicPath,
    path.basename(manifestFile),
    // Built with the manifest, in the same run: read again when the manifest changes.
    existsSync(path.join(path.dirname(manifestFile), FIRST_SCREEN_SCRIPT)),
  );
}

/** The same from a manifest's text (a release's, read from the database). */
export function manifestAssetTags(
  manifestJson: string,
  publicPath: string,
  manifestName: string,
  hasFirstScreen: boolean,
): RemoteAssetTags {
  const manifest = JSON.parse(manifestJson) as Manifest;
  const url = (file: string) => escapeAttribute(`${publicPath}${file}`);
  const app = manifest.exposes?.find((expose) => expose.path === './App');
  return {
    preload: `<link rel="preload" href="${url(manifestName)}" as="fetch" crossorigin="anonymous">`,
    stylesheets: (app?.assets?.css?.sync ?? [])
      .map((file) => `<link rel="stylesheet" href="${url(file)}">`)
      .join(''),
    firstScreen: hasFirstScreen ? `<script defer src="${url(FIRST_SCREEN_SCRIPT)}"></script>` : '',
  };
}

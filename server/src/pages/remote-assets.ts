import { readFileSync } from 'node:fs';
import path from 'node:path';
import { escapeAttribute } from './html';

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
}

export function remoteAssetTags(manifestFile: string, publicPath: string): RemoteAssetTags {
  return manifestAssetTags(
    readFileSync(manifestFile, 'utf8'),
    publicPath,
    path.basename(manifestFile),
  );
}

/** The same from a manifest's text (a release's, read from the database). */
export function manifestAssetTags(
  manifestJson: string,
  publicPath: string,
  manifestName: string,
): RemoteAssetTags {
  const manifest = JSON.parse(manifestJson) as Manifest;
  const url = (file: string) => escapeAttribute(`${publicPath}${file}`);
  const app = manifest.exposes?.find((expose) => expose.path === './App');
  return {
    preload: `<link rel="preload" href="${url(manifestName)}" as="fetch" crossorigin="anonymous">`,
    stylesheets: (app?.assets?.css?.sync ?? [])
      .map((file) => `<link rel="stylesheet" href="${url(file)}">`)
      .join(''),
  };
}

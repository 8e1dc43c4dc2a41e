import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { REMOTE_CONFIG_ELEMENT_ID, type RemoteConfig } from '@poshak/shared-api/page';
import type { ChosenReleases } from '../../modules/releases';
import { scriptJson } from '../../pages/html';

export type RemoteName = 'storefront' | 'backoffice';

type Chosen = ChosenReleases['releases'];

/**
 * A remote's release for this browser (modules/releases: the live one, or a canary it is in),
 * else the build beside the server or the URL configured for it: read at every page, so an
 * activation reaches the next page load.
 */
export const remoteConfigOf = (
  entries: Record<RemoteName, string>,
  chosen: Chosen,
): RemoteConfig => ({
  remotes: [
    { name: 'storefront', entry: chosen.storefront?.entry ?? entries.storefront },
    { name: 'backoffice', entry: chosen.backoffice?.entry ?? entries.backoffice },
  ],
});

/** This browser's releases, its bucket cookie given when it needs one. */
export function chosenReleases(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): Chosen {
  const { releases, setCookie } = app.releases.choose(request);
  if (setCookie) reply.header('set-cookie', setCookie);
  // Two browsers may be served two releases at one address: no shared cache may keep one.
  if (app.releases.canary('storefront') || app.releases.canary('backoffice')) {
    reply.header('vary', 'Cookie');
  }
  return releases;
}

/**
 * The config's script tags by the entries they name, made once each: the same string for the
 * same entries, so a kept page composed with it is recognised (drawn-page-cache compares).
 */
export function configTags(entries: Record<RemoteName, string>) {
  const tags = new Map<string, string>();
  return (chosen: Chosen) => {
    const config = remoteConfigOf(entries, chosen);
    const key = config.remotes.map((r) => r.entry).join(' ');
    let tag = tags.get(key);
    if (tag === undefined) {
      // Live, canary and the build beside the server: a handful, unless releases keep coming.
      if (tags.size > 64) tags.clear();
      tag = `<script id="${REMOTE_CONFIG_ELEMENT_ID}" type="application/json">${scriptJson(config)}</script>`;
      tags.set(key, tag);
    }
    return { key, tag };
  };
}

/**
 * The campaign a shopper came from, as the `utm_*` parameters of the link they followed name it
 * (a boosted post's link, a link staff copied from the back-office, a shared product link): kept
 * by the storefront from the landing page to the order, recorded with the order, summed on the
 * dashboard. Free of zod: the storefront reads it on every first page.
 */

/** The parameters a campaign is named by, in the order links write them. */
export const CAMPAIGN_PARAMETERS = ['utm_source', 'utm_medium', 'utm_campaign'] as const;
export type CampaignParameter = (typeof CAMPAIGN_PARAMETERS)[number];
/** The longest value kept of each (the orders table's limit). */
export const CAMPAIGN_VALUE_MAX = 100;

/** A campaign: at least one of its three values (each trimmed, 1 to CAMPAIGN_VALUE_MAX long). */
export type Campaign = Partial<Record<CampaignParameter, string>>;

/** A shared product link that came from no campaign names the share itself. */
export const SHARE_CAMPAIGN: Campaign = { utm_source: 'share' };

/** Whether a query parameter is a tracking tag that leaves every page and reply as it is. */
export const isTrackingParameter = (name: string): boolean =>
  name.startsWith('utm_') || name === 'fbclid' || name === 'gclid';

/**
 * The campaign a query string names (`?utm_source=facebook&utm_campaign=eid`), or null when it
 * names none. Values are trimmed; an empty one is left out, a longer one cut to the limit.
 */
export function campaignFromSearch(search: string): Campaign | null {
  const params = new URLSearchParams(search);
  const campaign: Campaign = {};
  for (const name of CAMPAIGN_PARAMETERS) {
    const value = params.get(name)?.trim().slice(0, CAMPAIGN_VALUE_MAX).trim();
    if (value) campaign[name] = value;
  }
  return Object.keys(campaign).length > 0 ? campaign : null;
}

/**
 * `url` with the campaign's parameters set (any it had before replaced, the rest kept); a relative
 * address stays relative.
 */
export function withCampaign(url: string, campaign: Campaign): string {
  const hash = url.indexOf('#');
  const fragment = hash >= 0 ? url.slice(hash) : '';
  const bare = hash >= 0 ? url.slice(0, hash) : url;
  const question = bare.indexOf('?');
  const path = question >= 0 ? bare.slice(0, question) : bare;
  const params = new URLSearchParams(question >= 0 ? bare.slice(question + 1) : '');
  for (const name of CAMPAIGN_PARAMETERS) params.delete(name);
  for (const name of CAMPAIGN_PARAMETERS) {
    const value = campaign[name]?.trim();
    if (value) params.set(name, value);
  }
  const query = params.toString();
  return `${path}${query ? `?${query}` : ''}${fragment}`;
}

/**
 * `url` without its tracking tags (`isTrackingParameter`): the address a page or an API reply is
 * the same for, whichever campaign's link was followed to it.
 */
export function withoutTracking(url: string): string {
  const question = url.indexOf('?');
  if (question < 0) return url;
  const hash = url.indexOf('#', question);
  const query = url.slice(question + 1, hash >= 0 ? hash : undefined);
  const kept = query
    .split('&')
    .filter((pair) => pair !== '' && !isTrackingParameter(decodeName(pair)));
  if (kept.length === query.split('&').filter((pair) => pair !== '').length) return url;
  const fragment = hash >= 0 ? url.slice(hash) : '';
  return url.slice(0, question) + (kept.length ? `?${kept.join('&')}` : '') + fragment;
}

/** A query pair's name as a reader of the query decodes it (`utm%5Fsource` is `utm_source`). */
function decodeName(pair: string): string {
  const name = pair.split('=', 1)[0] ?? '';
  try {
    return decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    return name;
  }
}

import { campaignFromSearch, type Campaign } from '@poshak/shared-api';

/** Where the campaign of the link a shopper arrived by is kept, and for how long. */
export const CAMPAIGN_KEY = 'poshak.campaign';
export const CAMPAIGN_DAYS = 7;
const KEEP_MS = CAMPAIGN_DAYS * 24 * 60 * 60_000;

interface Kept {
  campaign: Campaign;
  /** When the shopper arrived by it (ms since the epoch). */
  at: number;
}

function read(now: number): Kept | null {
  try {
    const kept = JSON.parse(localStorage.getItem(CAMPAIGN_KEY) ?? 'null') as Kept | null;
    if (!kept || typeof kept.at !== 'number' || typeof kept.campaign !== 'object') return null;
    return now - kept.at < KEEP_MS && now >= kept.at ? kept : null;
  } catch {
    // Storage refused (a private window) or garbled: no campaign.
    return null;
  }
}

/**
 * Keeps the campaign a landing address names (`utm_*`), unless one is kept already from the last
 * seven days: the first campaign that brought the shopper in within a week is the one their order
 * is counted under.
 */
export function rememberCampaign(search: string, now = Date.now()): void {
  const campaign = campaignFromSearch(search);
  if (!campaign || read(now)) return;
  try {
    localStorage.setItem(CAMPAIGN_KEY, JSON.stringify({ campaign, at: now } satisfies Kept));
  } catch {
    // Nowhere to keep it: the order is counted as the shop's own.
  }
}

/** The campaign the shopper came by within the last seven days, or null. */
export function keptCampaign(now = Date.now()): Campaign | null {
  return read(now)?.campaign ?? null;
}

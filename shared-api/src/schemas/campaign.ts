import { z } from './zod';
import { plainText } from './common';
import { CAMPAIGN_VALUE_MAX } from '../campaign';

export { CAMPAIGN_PARAMETERS, CAMPAIGN_VALUE_MAX } from '../campaign';
export type { Campaign, CampaignParameter } from '../campaign';

const campaignValue = plainText().min(1).max(CAMPAIGN_VALUE_MAX).optional();

/**
 * The campaign an order came from (`utm_source`, `utm_medium`, `utm_campaign` of the link the
 * shopper followed, as the storefront kept them), at least one of the three.
 */
export const orderCampaign = z
  .object({
    utm_source: campaignValue,
    utm_medium: campaignValue,
    utm_campaign: campaignValue,
  })
  .refine((c) => Boolean(c.utm_source || c.utm_medium || c.utm_campaign), {
    message: 'name at least one of utm_source, utm_medium and utm_campaign',
    path: ['utm_source'],
  });
export type OrderCampaign = z.infer<typeof orderCampaign>;

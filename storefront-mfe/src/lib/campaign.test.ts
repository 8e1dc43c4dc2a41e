import { CAMPAIGN_KEY, keptCampaign, rememberCampaign } from './campaign';

const DAY = 24 * 60 * 60_000;

beforeEach(() => localStorage.clear());

describe('the campaign a shopper arrived by', () => {
  it('is kept from the landing address, the other parameters left alone', () => {
    rememberCampaign('?utm_source=facebook&utm_medium=paid&utm_campaign=eid&fbclid=x', 1_000);
    expect(keptCampaign(2_000)).toEqual({
      utm_source: 'facebook',
      utm_medium: 'paid',
      utm_campaign: 'eid',
    });
  });

  it('stays the first one of the week: a later campaign does not replace it until the week is over', () => {
    rememberCampaign('?utm_source=facebook&utm_campaign=eid', 0);
    rememberCampaign('?utm_source=instagram&utm_campaign=puja', 3 * DAY);
    expect(keptCampaign(3 * DAY)).toEqual({ utm_source: 'facebook', utm_campaign: 'eid' });
    expect(keptCampaign(7 * DAY)).toBeNull();
    rememberCampaign('?utm_source=instagram&utm_campaign=puja', 7 * DAY);
    expect(keptCampaign(7 * DAY + 1)).toEqual({ utm_source: 'instagram', utm_campaign: 'puja' });
  });

  it('is nothing for an address without tags, and for garbled storage', () => {
    rememberCampaign('?q=saree', 0);
    expect(keptCampaign(1)).toBeNull();
    localStorage.setItem(CAMPAIGN_KEY, '{not json');
    expect(keptCampaign(1)).toBeNull();
    rememberCampaign('?utm_source=share', 5);
    expect(keptCampaign(6)).toEqual({ utm_source: 'share' });
  });
});

import {
  CAMPAIGN_VALUE_MAX,
  campaignFromSearch,
  isTrackingParameter,
  withCampaign,
  withoutTracking,
} from './campaign';
import { orderCampaign } from './schemas/campaign';

describe('a campaign read from a landing address', () => {
  it('takes the three utm values, trimmed, and leaves the other parameters', () => {
    expect(
      campaignFromSearch('?utm_source=facebook&utm_medium=paid%20post&utm_campaign=+eid+&q=shirt'),
    ).toEqual({ utm_source: 'facebook', utm_medium: 'paid post', utm_campaign: 'eid' });
  });

  it('is none when the address names no campaign or only empty values', () => {
    expect(campaignFromSearch('')).toBeNull();
    expect(campaignFromSearch('?q=shirt&utm_content=banner')).toBeNull();
    expect(campaignFromSearch('?utm_source=&utm_campaign=%20')).toBeNull();
  });

  it('cuts a value longer than the orders table keeps, and the order schema takes it', () => {
    const campaign = campaignFromSearch(`?utm_campaign=${'x'.repeat(500)}`);
    expect(campaign?.utm_campaign).toHaveLength(CAMPAIGN_VALUE_MAX);
    expect(orderCampaign.safeParse(campaign).success).toBe(true);
  });

  it('keeps Bengali campaign names as written', () => {
    expect(campaignFromSearch('?utm_campaign=%E0%A6%88%E0%A6%A6')).toEqual({ utm_campaign: 'ঈদ' });
  });
});

describe('links with a campaign', () => {
  it('sets the campaign on a product link, replacing one it had and keeping the rest', () => {
    expect(
      withCampaign('https://shop.example/productdetails/7?lang=bn&utm_source=old#top', {
        utm_source: 'facebook',
        utm_campaign: 'eid sale',
      }),
    ).toBe(
      'https://shop.example/productdetails/7?lang=bn&utm_source=facebook&utm_campaign=eid+sale#top',
    );
  });

  it('and the storefront reads back what was set', () => {
    const link = withCampaign('/productdetails/7', {
      utm_source: 'fb',
      utm_medium: 'post',
      utm_campaign: 'ঈদ',
    });
    expect(campaignFromSearch(link.slice(link.indexOf('?')))).toEqual({
      utm_source: 'fb',
      utm_medium: 'post',
      utm_campaign: 'ঈদ',
    });
  });
});

describe('addresses without their tracking tags', () => {
  it('drops utm_*, fbclid and gclid and keeps everything else byte for byte', () => {
    expect(withoutTracking('/?sort=price-asc&utm_source=fb&q=%E0%A6%B6&fbclid=IwAR0x')).toBe(
      '/?sort=price-asc&q=%E0%A6%B6',
    );
    expect(withoutTracking('/productdetails/7?utm_campaign=eid&gclid=1')).toBe('/productdetails/7');
    expect(withoutTracking('/api/storefront/products?page=2')).toBe(
      '/api/storefront/products?page=2',
    );
    expect(withoutTracking('/cart')).toBe('/cart');
  });

  it('recognises a tag however its name is encoded', () => {
    expect(withoutTracking('/?utm%5Fsource=fb&page=2')).toBe('/?page=2');
    expect(isTrackingParameter('utm_anything')).toBe(true);
    expect(isTrackingParameter('page')).toBe(false);
  });
});

describe('the order campaign schema', () => {
  it('needs at least one value and refuses control characters and overlong values', () => {
    expect(orderCampaign.safeParse({}).success).toBe(false);
    expect(orderCampaign.safeParse({ utm_source: 'fb\u0000' }).success).toBe(false);
    expect(
      orderCampaign.safeParse({ utm_source: 'x'.repeat(CAMPAIGN_VALUE_MAX + 1) }).success,
    ).toBe(false);
    expect(orderCampaign.parse({ utm_source: ' fb ' })).toEqual({ utm_source: 'fb' });
  });
});

import { i18n } from './index';

describe('{{n, number}} in a text', () => {
  beforeAll(() => {
    i18n.addResource('en', 'common', 'testCount', '{{count, number}} products');
    i18n.addResource('bn', 'common', 'testCount', '{{count, number}}টি পণ্য');
    i18n.addResource('en', 'common', 'testPrice', '{{n, number(minimumFractionDigits: 2)}}');
  });

  it('writes the number in the reader’s digits and grouping', () => {
    expect(i18n.t('testCount', { count: 1234567, lng: 'en' })).toBe('1,234,567 products');
    expect(i18n.t('testCount', { count: 1234567, lng: 'bn' })).toBe('১২,৩৪,৫৬৭টি পণ্য');
    expect(i18n.t('testCount', { count: 3, lng: 'bn' })).toBe('৩টি পণ্য');
  });

  it('keeps the options a text gives its number', () => {
    expect(i18n.t('testPrice', { n: 12, lng: 'en' })).toBe('12.00');
  });
});

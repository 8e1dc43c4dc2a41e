import { addDays, shopDay, shopDayStart } from './shop-time';

describe('the shop’s days are Dhaka’s', () => {
  it('starts a day at midnight in Dhaka, 18:00 UTC the evening before', () => {
    expect(shopDay(new Date('2026-03-01T17:59:59Z'))).toBe('2026-03-01');
    expect(shopDay(new Date('2026-03-01T18:00:00Z'))).toBe('2026-03-02');
    expect(shopDayStart('2026-03-02').toISOString()).toBe('2026-03-01T18:00:00.000Z');
    expect(shopDayStart('2026-02-28', 1).toISOString()).toBe('2026-02-28T18:00:00.000Z');
  });

  it('moves days across months and years', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
  });
});

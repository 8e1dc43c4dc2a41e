import { isMobile, latinDigits, mobileDigits, normalisePhone, phone, phoneSearch } from './phone';

/** The spellings of one number the storefront takes, as a caller reads it out or types it. */
const SPELLINGS = ['01822222222', '+8801822222222', '8801822222222', '০১৮২২২২২২২২'];

describe('the shop’s phone numbers', () => {
  it('reads Bengali digits and separators as the server’s Latin digits', () => {
    expect(latinDigits('ইনভয়েস ১২')).toBe('ইনভয়েস 12');
    expect(normalisePhone('০১৭১২-৩৪৫ ৬৭৮')).toBe('01712345678');
    expect(normalisePhone(' +৮৮ ০১৭১২ ৩৪৫৬৭৮ ')).toBe('+8801712345678');
  });

  it('takes every spelling the storefront accepts, once normalised, and no other number', () => {
    for (const typed of SPELLINGS) {
      expect(isMobile(typed)).toBe(true);
      expect(phone.safeParse(normalisePhone(typed)).success).toBe(true);
    }
    // The schema itself reads what the forms send: Latin digits only.
    expect(phone.safeParse('০১৮২২২২২২২২').success).toBe(false);
    for (const wrong of ['0182222222', '01222222222', '+8701822222222', '1822222222', ''])
      expect(isMobile(wrong)).toBe(false);
  });

  it('gives one number’s spellings the same 11 digits', () => {
    for (const typed of [...SPELLINGS, '+88 01822-222222'])
      expect(mobileDigits(typed)).toBe('01822222222');
  });

  it('searches for a whole number by its 11 digits, however it is typed', () => {
    for (const typed of SPELLINGS)
      expect(phoneSearch(typed)).toEqual({ contains: '01822222222', mobile: '01822222222' });
  });

  it('searches for a piece of a number by digits every stored spelling holds', () => {
    expect(phoneSearch('১৮২২')).toEqual({ contains: '1822', mobile: null });
    expect(phoneSearch('+88018')).toEqual({ contains: '018', mobile: null });
    expect(phoneSearch('88018')).toEqual({ contains: '018', mobile: null });
  });

  it('leaves a name to the name search', () => {
    expect(phoneSearch('Rahima')).toBeNull();
    expect(phoneSearch('রহিমা ০১৮')).toBeNull();
    expect(phoneSearch('')).toBeNull();
  });
});

import { generateCouponCode } from './generate-code';

describe('generateCouponCode', () => {
  it('is the first 8 characters of a random UUID, upper-cased', () => {
    const spy = jest
      .spyOn(crypto, 'randomUUID')
      .mockReturnValue('3f2b9c1e-7a44-4d2b-9e61-0c5d8f7a1b23');
    expect(generateCouponCode()).toBe('3F2B9C1E');
    spy.mockRestore();
  });

  it('differs from one call to the next', () => {
    const codes = new Set(Array.from({ length: 20 }, generateCouponCode));
    expect(codes.size).toBe(20);
    for (const code of codes) expect(code).toMatch(/^[0-9A-F]{8}$/);
  });

  it('still works where crypto.randomUUID is missing (a page served over plain http)', () => {
    const original = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      expect(generateCouponCode()).toMatch(/^[0-9A-F]{8}$/);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true });
    }
  });
});

import { pageAddress } from '../../src/pages/drawn-page-cache';

describe('the address a drawn page is kept under', () => {
  it('keeps the grid parameters a page reads, in one order', () => {
    expect(pageAddress('/?min=500&sort=price-asc&category=3')).toBe(
      '/?category=3&sort=price-asc&min=500',
    );
    expect(pageAddress('/?q=saree&page=2&size=36&max=2000')).toBe(
      '/?q=saree&max=2000&page=2&size=36',
    );
  });

  it('leaves out empty fields of the GET form and parameters no page reads', () => {
    expect(pageAddress('/?category=3&sort=price-desc&min=&max=&fbclid=abc&utm_source=fb')).toBe(
      '/?category=3&sort=price-desc',
    );
    expect(pageAddress('/?fbclid=abc')).toBe('/');
    expect(pageAddress('/productdetails/12?ref=share')).toBe('/productdetails/12');
  });

  it('leaves an address without a query as it is', () => {
    expect(pageAddress('/')).toBe('/');
    expect(pageAddress('/productdetails/12')).toBe('/productdetails/12');
  });
});

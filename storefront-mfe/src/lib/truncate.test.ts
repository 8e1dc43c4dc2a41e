import { truncateName } from './truncate';

describe('truncateName', () => {
  it('keeps names that fit', () => {
    expect(truncateName('Silk saree', 15)).toBe('Silk saree');
    expect(truncateName('Exactly fifteen', 15)).toBe('Exactly fifteen');
  });

  it('cuts longer names to the limit and marks the cut', () => {
    expect(truncateName('Embroidered cotton panjabi', 15)).toBe('Embroidered cot…');
    expect(truncateName('Embroidered cotton panjabi', 16)).toBe('Embroidered cott…');
  });

  it('never splits a Bengali letter cluster', () => {
    const name = 'ক্ষীরোদ সিল্ক শাড়ি';
    const cut = truncateName(name, 2);
    expect(cut).toBe('ক্ষীরো…');
  });
});

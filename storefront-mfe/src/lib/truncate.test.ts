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

  it('cuts an English name exactly as the grapheme segmenter would', () => {
    const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
    const bySegments = (name: string, max: number) => {
      const chars = Array.from(segmenter.segment(name), (s) => s.segment);
      return chars.length <= max ? name : `${chars.slice(0, max).join('').trimEnd()}…`;
    };
    for (const name of [
      'Winter Wrap Shawl (royal purple)',
      'Kids  bottle-green  set',
      'A b c d e f g h i j k l m n o p',
    ])
      for (const max of [1, 5, 15, 16, 20])
        expect(truncateName(name, max)).toBe(bySegments(name, max));
  });

  it('still counts an emoji or accented letter in an English name as one character', () => {
    expect(truncateName('Cafe\u0301 linen shirt, summer', 4)).toBe('Cafe\u0301…');
    expect(truncateName('👗👗👗 summer dress', 2)).toBe('👗👗…');
  });
});

import { STATUS_COLORS } from './order-tones';

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string) {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

describe('order status colours', () => {
  it.each(Object.entries(STATUS_COLORS))('%s: its text passes AA contrast', (_status, colors) => {
    expect(contrast(colors.color, colors.background)).toBeGreaterThanOrEqual(4.5);
  });

  it('gives every status a look of its own', () => {
    const looks = Object.values(STATUS_COLORS).map((c) => `${c.color}/${c.background}`);
    expect(new Set(looks).size).toBe(looks.length);
    const backgrounds = Object.values(STATUS_COLORS).map((c) => c.background);
    expect(new Set(backgrounds).size).toBe(backgrounds.length);
  });
});

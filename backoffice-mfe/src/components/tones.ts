/**
 * The back-office's tag colours: a state said by colour whose text stays readable. antd's preset
 * colours put a mid-tone text on a pale ground (green #389e0d on #f6ffed is 3.6:1), below WCAG
 * AA's 4.5:1 that axe asks of small text; each tone here is its family's darkest text on its
 * palest ground (filled green: white on the darkest).
 */
export const TONES = {
  green: { color: '#135200', background: '#f6ffed', borderColor: '#b7eb8f' },
  greenFilled: { color: '#ffffff', background: '#135200', borderColor: '#135200' },
  blue: { color: '#003eb3', background: '#e6f4ff', borderColor: '#91caff' },
  teal: { color: '#00474f', background: '#e6fffb', borderColor: '#87e8de' },
  purple: { color: '#531dab', background: '#f9f0ff', borderColor: '#d3adf7' },
  amber: { color: '#874d00', background: '#fff7e6', borderColor: '#ffd591' },
  gold: { color: '#874d00', background: '#fffbe6', borderColor: '#ffd666' },
  red: { color: '#a8071a', background: '#fff1f0', borderColor: '#ffa39e' },
  grey: { color: '#434343', background: '#fafafa', borderColor: '#d9d9d9' },
} as const;

export type Tone = keyof typeof TONES;
export type ToneColors = (typeof TONES)[Tone];

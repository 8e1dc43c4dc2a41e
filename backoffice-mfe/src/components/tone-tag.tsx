import { Tag } from 'antd';
import type { ReactNode } from 'react';

/**
 * Tags that say a state by colour and keep their text readable: antd's preset colours put a
 * mid-tone text on a pale ground (green #389e0d on #f6ffed is 3.6:1), below WCAG AA's 4.5:1 that
 * axe asks of small text. Each tone here is its family's darkest text on its palest ground.
 */
const TONES = {
  green: { color: '#135200', background: '#f6ffed', borderColor: '#b7eb8f' },
  blue: { color: '#003eb3', background: '#e6f4ff', borderColor: '#91caff' },
  red: { color: '#a8071a', background: '#fff1f0', borderColor: '#ffa39e' },
  grey: { color: '#434343', background: '#fafafa', borderColor: '#d9d9d9' },
} as const;

export type Tone = keyof typeof TONES;

export function ToneTag({ tone, children }: { tone: Tone; children: ReactNode }) {
  return <Tag style={TONES[tone]}>{children}</Tag>;
}

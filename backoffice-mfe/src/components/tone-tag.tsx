import { Tag } from 'antd';
import type { ReactNode } from 'react';
import { TONES, type Tone } from './tones';

export function ToneTag({ tone, children }: { tone: Tone; children: ReactNode }) {
  return <Tag style={TONES[tone]}>{children}</Tag>;
}

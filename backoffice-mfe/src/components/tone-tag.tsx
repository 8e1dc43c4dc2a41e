import { Tag, type TagProps } from 'antd';
import type { ReactNode } from 'react';
import { TONES, type Tone } from './tones';

/** antd's Tag in one of the readable tones; every coloured tag of the back-office is one. */
export function ToneTag({
  tone,
  children,
  style,
  ...rest
}: { tone: Tone; children: ReactNode } & Omit<TagProps, 'color' | 'children'>) {
  return (
    <Tag {...rest} style={{ ...TONES[tone], ...style }}>
      {children}
    </Tag>
  );
}

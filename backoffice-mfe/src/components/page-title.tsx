import type { ReactNode } from 'react';
import { Typography } from 'antd';

const SIZES = { 1: 20, 2: 16 } as const;

/**
 * A back-office page's one `h1` (level 1, the default), or a section's `h2` under it, drawn at
 * the sizes the cards' titles always had: a screen reader's outline starts at the page's name
 * and never skips a level.
 */
export function PageTitle({ children, level = 1 }: { children: ReactNode; level?: 1 | 2 }) {
  return (
    <Typography.Title level={level} style={{ margin: 0, fontSize: SIZES[level], lineHeight: 1.4 }}>
      {children}
    </Typography.Title>
  );
}

import type { ReactNode } from 'react';
import { Card } from 'antd';
import { PageTitle } from '../../../components/page-title';

/** A section of the New order screen: a card with a heading (h2 under the page's h1). */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card size="small" title={<PageTitle level={2}>{title}</PageTitle>}>
      {children}
    </Card>
  );
}

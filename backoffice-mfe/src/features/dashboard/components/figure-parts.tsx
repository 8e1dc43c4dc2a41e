import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Card } from 'antd';

/** A figure with its label, the whole tile a link to the list behind it. */
export function Figure({
  label,
  value,
  to,
  testId,
}: {
  label: string;
  value: string;
  to: string;
  testId: string;
}) {
  return (
    <Link to={to} className="poshak-figure" data-testid={testId}>
      <span className="poshak-figure__label">{label}</span>
      <span className="poshak-figure__value">{value}</span>
    </Link>
  );
}

/** A line of a short list: what it is (a link) on the left, its figure on the right. */
export function Line({ children, figure }: { children: ReactNode; figure: ReactNode }) {
  return (
    <li className="poshak-line">
      <span>{children}</span>
      <span style={{ whiteSpace: 'nowrap' }}>{figure}</span>
    </li>
  );
}

/** A card of the dashboard, as tall as its row. */
export function Section({
  title,
  children,
  testId,
}: {
  title: string;
  children: ReactNode;
  testId: string;
}) {
  return (
    <Card title={title} size="small" data-testid={testId} style={{ height: '100%' }}>
      {children}
    </Card>
  );
}

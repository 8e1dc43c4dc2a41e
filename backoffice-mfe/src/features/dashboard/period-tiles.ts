import type { Dashboard, DashboardFigures, OrderCountedIn } from '@poshak/shared-api';
import { formatTaka } from '@poshak/shared-ui/money';
import type { Reader } from '../../lib/reader';
import { formatCount, formatDay } from './format';
import { listLinks } from './links';

export interface PeriodTile {
  key: string;
  label: string;
  value: string;
  /** The orders the figure counts or sums. */
  to: string;
}

/**
 * A period's figures as the dashboard shows them, each opening the orders it sums: every order
 * placed, or those the money figures count. The page draws them, and so does the first screen
 * while the page's code is on its way (which is why this stays free of antd and of React).
 */
export function periodTiles(
  { t, language }: Reader,
  figures: DashboardFigures,
  from: string,
  to: string,
): PeriodTile[] {
  const taka = (amount: number) => formatTaka(amount, language);
  const list = (countedIn?: OrderCountedIn) => listLinks.orders({ from, to, countedIn });
  return [
    {
      key: 'orders',
      label: t('dashboard.orders'),
      value: formatCount(figures.orders, language),
      to: list(),
    },
    {
      key: 'takings',
      label: t('dashboard.takings'),
      value: taka(figures.takings),
      to: list('takings'),
    },
    {
      key: 'delivery-fees',
      label: t('dashboard.deliveryFees'),
      value: taka(figures.delivery_fees),
      to: list('delivery_fees'),
    },
    {
      key: 'fees-paid',
      label: t('dashboard.feesPaid'),
      value: taka(figures.fees_paid),
      to: list('fees_paid'),
    },
    {
      key: 'discounts',
      label: t('dashboard.discounts'),
      value: taka(figures.discounts),
      to: list('discounts'),
    },
  ];
}

export interface Period {
  testId: 'dashboard-today' | 'dashboard-week';
  title: string;
  figures: DashboardFigures;
  from: string;
  to: string;
}

/** Today and this week, each with its days in its title (Dhaka days, the reader's digits). */
export function dashboardPeriods({ t, language }: Reader, data: Dashboard): Period[] {
  const day = (d: string) => formatDay(d, language);
  return [
    {
      testId: 'dashboard-today',
      title: `${t('dashboard.today')} · ${day(data.today)}`,
      figures: data.today_figures,
      from: data.today,
      to: data.today,
    },
    {
      testId: 'dashboard-week',
      title: `${t('dashboard.week')} · ${day(data.week_start)} – ${day(data.today)}`,
      figures: data.week_figures,
      from: data.week_start,
      to: data.today,
    },
  ];
}

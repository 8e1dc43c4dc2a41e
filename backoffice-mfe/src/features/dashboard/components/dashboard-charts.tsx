import type { ReactElement } from 'react';
import { useNavigate } from 'react-router-dom';
import { Card, Col, Row } from 'antd';
import {
  Bar,
  BarChart,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { Dashboard } from '@poshak/shared-api';
import { useLanguage, useT } from '@poshak/shared-ui/i18n';
import { formatTaka } from '@poshak/shared-ui/money';
import { formatCount, formatDay } from '../format';
import { listLinks } from '../links';

const ORDERS_COLOUR = '#1677ff';
const TAKINGS_COLOUR = '#389e0d';

/** Counts, days and amounts in the reader's language and digits. */
function useChartFormats() {
  const [language] = useLanguage();
  return {
    count: (n: number) => formatCount(n, language),
    day: (d: string) => formatDay(d, language),
    taka: (v: number) => formatTaka(v, language),
  };
}

/** A chart in a card of its own, 300 px high and as wide as the card. */
function ChartCard({
  title,
  testId,
  children,
}: {
  title: string;
  testId: string;
  children: ReactElement;
}) {
  return (
    <Card size="small" title={title} data-testid={testId}>
      <div style={{ width: '100%', height: 300 }}>
        <ResponsiveContainer>{children}</ResponsiveContainer>
      </div>
    </Card>
  );
}

/** Orders and takings of each of the last 30 days; a day opens its orders. */
function DailyChart({ daily }: { daily: Dashboard['daily'] }) {
  const { t } = useT('backoffice');
  const navigate = useNavigate();
  const { count, day, taka } = useChartFormats();
  const takingsLabel = t('dashboard.takings');
  return (
    <ChartCard title={t('dashboard.daily')} testId="dashboard-daily-chart">
      <ComposedChart
        data={daily}
        margin={{ top: 8, right: 8, bottom: 8, left: 8 }}
        onClick={(state) => {
          const index = Number(state?.activeTooltipIndex);
          const picked = Number.isInteger(index) ? daily[index] : undefined;
          if (picked) void navigate(listLinks.orders({ from: picked.day, to: picked.day }));
        }}
        style={{ cursor: 'pointer' }}
      >
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="day" tickFormatter={day} minTickGap={16} fontSize={12} />
        <YAxis
          yAxisId="orders"
          allowDecimals={false}
          tickFormatter={count}
          width={40}
          fontSize={12}
        />
        <YAxis
          yAxisId="takings"
          orientation="right"
          tickFormatter={taka}
          width={80}
          fontSize={12}
        />
        <Tooltip
          labelFormatter={(label) => day(String(label))}
          formatter={(value, name) =>
            name === takingsLabel ? taka(Number(value)) : count(Number(value))
          }
        />
        <Legend />
        <Bar
          yAxisId="orders"
          dataKey="orders"
          name={t('dashboard.orders')}
          fill={ORDERS_COLOUR}
          isAnimationActive={false}
        />
        <Line
          yAxisId="takings"
          dataKey="takings"
          name={takingsLabel}
          stroke={TAKINGS_COLOUR}
          strokeWidth={2}
          dot={false}
          isAnimationActive={false}
        />
      </ComposedChart>
    </ChartCard>
  );
}

/** Every order by its status; a bar opens the orders of its status. */
function StatusChart({ byStatus }: { byStatus: Dashboard['by_status'] }) {
  const { t } = useT('backoffice');
  const navigate = useNavigate();
  const { count } = useChartFormats();
  const statuses = byStatus.map((s) => ({
    ...s,
    label: t(`orders.statuses.${s.order_status_name}`, { defaultValue: s.order_status_name }),
  }));
  return (
    <ChartCard title={t('dashboard.statusChart')} testId="dashboard-status-chart">
      <BarChart
        data={statuses}
        layout="vertical"
        margin={{ top: 8, right: 16, bottom: 8, left: 8 }}
      >
        <CartesianGrid strokeDasharray="3 3" horizontal={false} />
        <XAxis type="number" allowDecimals={false} tickFormatter={count} fontSize={12} />
        <YAxis type="category" dataKey="label" width={130} fontSize={12} />
        <Tooltip formatter={(value) => count(Number(value))} />
        <Bar
          dataKey="orders"
          name={t('dashboard.orders')}
          fill={ORDERS_COLOUR}
          isAnimationActive={false}
          cursor="pointer"
          onClick={(entry) => {
            const id = (entry as { payload?: { order_status_id?: number } }).payload
              ?.order_status_id;
            if (id !== undefined) void navigate(listLinks.orders({ statusId: id }));
          }}
        />
      </BarChart>
    </ChartCard>
  );
}

/**
 * The dashboard's two charts (recharts, loaded only by this page, in its own chunk): orders and
 * takings of each of the last 30 days, and every order by its status. Axis labels, ticks and
 * tooltips are in the reader's language and digits; a bar opens the orders behind it.
 */
export default function DashboardCharts({
  daily,
  byStatus,
}: {
  daily: Dashboard['daily'];
  byStatus: Dashboard['by_status'];
}) {
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={14}>
        <DailyChart daily={daily} />
      </Col>
      <Col xs={24} xl={10}>
        <StatusChart byStatus={byStatus} />
      </Col>
    </Row>
  );
}

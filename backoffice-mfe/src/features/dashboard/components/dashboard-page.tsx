import { lazy, Suspense, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Link } from 'react-router-dom';
import { Card, Col, Empty, Flex, Row, Skeleton, Typography } from 'antd';
import type { Dashboard } from '@poshak/shared-api';
import { useLanguage, useT } from '@poshak/shared-ui/i18n';
import { formatTaka } from '@poshak/shared-ui/money';
import { ErrorState } from '@poshak/shared-ui/error-state';
import { errorText } from '../../../lib/error-text';
import { localName } from '../../../lib/local-name';
import { useDashboard } from '../api/use-dashboard';
import { formatCount } from '../format';
import { listLinks } from '../links';
import { dashboardPeriods, periodTiles, type Period } from '../period-tiles';
import { useReader } from '../../../lib/use-reader';
import './figures.css';
import { PageTitle } from '../../../components/page-title';
import { CodCard } from './cod-card';

// The charting library is only ever loaded here, in a chunk of its own, once the figures are on
// screen and the charts' place comes near the window: its code (≈ 110 KB gzipped) then never
// holds up the figures a slow computer is still drawing.
const DashboardCharts = lazy(() => import('./dashboard-charts'));
// Orders by source and campaign: below the first screen, in a chunk and a request of their own.
const SourcesCard = lazy(() => import('./sources-card'));
const ReturnsCard = lazy(() => import('./returns-card'));

/** How far below the window the charts' place may be when their code is asked for. */
const CHARTS_AHEAD = '400px';

/** True once `place` has come within CHARTS_AHEAD of the window (at once where nothing can tell). */
function useNearWindow(place: RefObject<HTMLElement | null>) {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = place.current;
    if (near || !element) return;
    const watch = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `0px 0px ${CHARTS_AHEAD} 0px` },
    );
    watch.observe(element);
    return () => watch.disconnect();
  }, [near, place]);
  return near;
}

function ChartsWhenNear({ data }: { data: Dashboard }) {
  const { t } = useT('backoffice');
  const place = useRef<HTMLDivElement>(null);
  const near = useNearWindow(place);
  const loading = (
    <Card size="small" title={t('dashboard.chartLoading')}>
      <Skeleton active />
    </Card>
  );
  return (
    <div ref={place} data-testid="dashboard-charts">
      {near ? (
        <Suspense fallback={loading}>
          <DashboardCharts daily={data.daily} byStatus={data.by_status} />
        </Suspense>
      ) : (
        loading
      )}
    </div>
  );
}

function CardPlaceholder() {
  return (
    <Card size="small">
      <Skeleton active />
    </Card>
  );
}

/** A figure with its label, the whole tile a link to the list behind it. */
function Figure({
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

function PeriodCard({ title, figures, from, to, testId }: Period) {
  const reader = useReader();
  const tiles = periodTiles(reader, figures, from, to);
  return (
    // The week's title with its days may be longer than a phone is wide: it wraps, not cut off.
    <Card
      title={title}
      size="small"
      data-testid={testId}
      styles={{ title: { whiteSpace: 'normal' } }}
    >
      <div className="poshak-figures">
        {tiles.map(({ key, label, value, to }) => (
          <Figure key={key} label={label} value={value} to={to} testId={`${testId}-${key}`} />
        ))}
      </div>
    </Card>
  );
}

/** A line of a short list: what it is (a link) on the left, its figure on the right. */
function Line({ children, figure }: { children: ReactNode; figure: ReactNode }) {
  return (
    <li className="poshak-line">
      <span>{children}</span>
      <span style={{ whiteSpace: 'nowrap' }}>{figure}</span>
    </li>
  );
}

function Section({
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

function Figures({ data }: { data: Dashboard }) {
  const { t } = useT('backoffice');
  const [language] = useLanguage();
  const count = (n: number) => formatCount(n, language);
  const statusName = (name: string) => t(`orders.statuses.${name}`, { defaultValue: name });
  const productName = (p: { product_name: string; product_name_bn: string | null }) =>
    localName(p.product_name, p.product_name_bn, language);
  const low = data.low_stock;
  const reader = useReader();
  const periods = dashboardPeriods(reader, data);

  return (
    <Flex vertical gap={16}>
      <Row gutter={[16, 16]}>
        {periods.map((period) => (
          <Col key={period.testId} xs={24} xl={12}>
            <PeriodCard {...period} />
          </Col>
        ))}
      </Row>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }} data-testid="takings-rule">
        {t('dashboard.takingsRule')}
      </Typography.Paragraph>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={data.fees_waiting === null ? 24 : 16}>
          <Section title={t('dashboard.byStatus')} testId="dashboard-by-status">
            <div className="poshak-figures">
              {data.by_status.map((s) => (
                <Figure
                  key={s.order_status_id}
                  label={statusName(s.order_status_name)}
                  value={count(s.orders)}
                  to={listLinks.orders({ statusId: s.order_status_id })}
                  testId={`dashboard-status-${s.order_status_id}`}
                />
              ))}
            </div>
          </Section>
        </Col>
        {data.fees_waiting !== null && (
          <Col xs={24} lg={8}>
            <Section title={t('dashboard.feesWaiting')} testId="dashboard-fees-waiting">
              <Figure
                label={t('dashboard.feesWaitingHint')}
                value={count(data.fees_waiting)}
                to={listLinks.feesWaiting()}
                testId="dashboard-fees-waiting-count"
              />
            </Section>
          </Col>
        )}
      </Row>
      <CodCard />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <Section title={t('dashboard.topProducts')} testId="dashboard-top-products">
            {data.top_products.length === 0 ? (
              <Empty description={t('dashboard.noSales')} image={Empty.PRESENTED_IMAGE_SIMPLE} />
            ) : (
              <ul className="poshak-lines">
                {data.top_products.map((p) => (
                  <Line
                    key={p.product_code}
                    figure={`${count(p.units)} ${t('dashboard.units')} · ${formatTaka(p.takings, language)}`}
                  >
                    <Link to={listLinks.product(p.product_code)}>
                      {productName(p)}{' '}
                      <Typography.Text type="secondary">{p.product_code}</Typography.Text>
                    </Link>
                  </Line>
                ))}
              </ul>
            )}
          </Section>
        </Col>
        <Col xs={24} lg={12}>
          <Section
            title={t('dashboard.lowStock', { threshold: low.threshold })}
            testId="dashboard-low-stock"
          >
            {low.count === 0 ? (
              <Empty description={t('dashboard.noLowStock')} image={Empty.PRESENTED_IMAGE_SIMPLE} />
            ) : (
              <Flex vertical gap={8}>
                <Figure
                  label={t('dashboard.openList')}
                  value={
                    low.count >= low.count_cap
                      ? t('dashboard.lowStockMore', { count: low.count_cap })
                      : t('dashboard.lowStockCount', { count: low.count })
                  }
                  to={listLinks.lowStock()}
                  testId="dashboard-low-stock-count"
                />
                <ul className="poshak-lines">
                  {low.items.map((item) => (
                    <Line
                      key={item.id_transaction}
                      figure={
                        <Typography.Text type="danger">
                          {t('dashboard.left', { count: item.quantity })}
                        </Typography.Text>
                      }
                    >
                      <Link to={listLinks.stockEntry(item.id_transaction)}>
                        {productName(item)}{' '}
                        <Typography.Text type="secondary">
                          {`${localName(item.color_name, item.color_name_bn, language)} · ${localName(item.size_name, item.size_name_bn, language)}`}
                        </Typography.Text>
                      </Link>
                    </Line>
                  ))}
                </ul>
              </Flex>
            )}
          </Section>
        </Col>
      </Row>
      {/* Their place held while their code arrives, as it is while their figures do. */}
      <Suspense fallback={<CardPlaceholder />}>
        <SourcesCard />
      </Suspense>
      <Suspense fallback={<CardPlaceholder />}>
        <ReturnsCard />
      </Suspense>
      <ChartsWhenNear data={data} />
    </Flex>
  );
}

/** The back-office's landing page for admin and seller: today, this week, and what needs doing. */
export function DashboardPage() {
  const { t } = useT('backoffice');
  const dashboard = useDashboard();
  return (
    <Flex vertical gap={16}>
      <PageTitle>{t('dashboard.title')}</PageTitle>
      {dashboard.isError ? (
        <ErrorState message={errorText(dashboard.error)} onRetry={() => void dashboard.refetch()} />
      ) : dashboard.data ? (
        <Figures data={dashboard.data} />
      ) : (
        <Card>
          <Skeleton active />
        </Card>
      )}
    </Flex>
  );
}

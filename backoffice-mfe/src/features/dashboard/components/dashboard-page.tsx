import { lazy, Suspense, useEffect, useRef, useState, type RefObject } from 'react';
import { Card, Col, Flex, Row, Skeleton, Typography } from 'antd';
import type { Dashboard } from '@poshak/shared-api';
import { useT } from '@poshak/shared-ui/i18n';
import { ErrorState } from '@poshak/shared-ui/error-state';
import { errorText } from '../../../lib/error-text';
import { useDashboard } from '../api/use-dashboard';
import { dashboardPeriods, periodTiles, type Period } from '../period-tiles';
import { useReader } from '../../../lib/use-reader';
import './figures.css';
import { PageTitle } from '../../../components/page-title';
import { CodCard } from './cod-card';
import { Figure } from './figure-parts';
import { StatusCounts } from './status-counts';
import { TopProductsCard } from './top-products-card';
import { LowStockCard } from './low-stock-card';

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

/** Today's and this week's figures, what needs doing, then the cards that load on their own. */
function Figures({ data }: { data: Dashboard }) {
  const { t } = useT('backoffice');
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
      <StatusCounts data={data} />
      <CodCard />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <TopProductsCard products={data.top_products} />
        </Col>
        <Col xs={24} lg={12}>
          <LowStockCard low={data.low_stock} />
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

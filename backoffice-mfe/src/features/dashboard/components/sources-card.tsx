import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Card, Empty, Flex, Segmented, Skeleton, Typography } from 'antd';
import { SOURCE_PERIODS, type DashboardSources, type SourcePeriod } from '@poshak/shared-api';
import { useLanguage, useT } from '@poshak/shared-ui/i18n';
import { formatTaka } from '@poshak/shared-ui/money';
import { ErrorState } from '@poshak/shared-ui/error-state';
import { errorText } from '../../../lib/error-text';
import { useDashboardSources } from '../api/use-dashboard-sources';
import { formatCount } from '../format';
import { listLinks } from '../links';

type Campaign = DashboardSources['campaigns'][number];

/** A campaign as its link named it: its name, then where and how it was shared. */
const campaignLabel = (c: Campaign) =>
  [c.utm_campaign, c.utm_source, c.utm_medium].filter(Boolean).join(' · ');

/**
 * Orders and takings by where they came from (the shop's checkout, a phone call, Messenger, the
 * shop itself, a Facebook comment) and by the campaign the checkout's shoppers followed, over
 * today, this week or 30 days; each line opens its orders.
 */
export default function SourcesCard() {
  const { t } = useT('backoffice');
  const [language] = useLanguage();
  const [period, setPeriod] = useState<SourcePeriod>('days30');
  const sources = useDashboardSources(period);
  const count = (n: number) => formatCount(n, language);
  const figure = (orders: number, takings: number) =>
    `${t('dashboard.sources.orders', { count: orders })} · ${formatTaka(takings, language)}`;
  const data = sources.data;
  return (
    <Card
      size="small"
      data-testid="dashboard-sources"
      title={t('dashboard.sources.title')}
      styles={{ title: { whiteSpace: 'normal' } }}
      extra={
        <Segmented<SourcePeriod>
          size="small"
          value={period}
          onChange={setPeriod}
          aria-label={t('dashboard.sources.period')}
          options={SOURCE_PERIODS.map((p) => ({
            value: p,
            label: t(`dashboard.sources.periods.${p}`),
          }))}
        />
      }
    >
      {sources.isError ? (
        <ErrorState message={errorText(sources.error)} onRetry={() => void sources.refetch()} />
      ) : !data ? (
        <Skeleton active />
      ) : (
        <Flex vertical gap={12} aria-busy={sources.isFetching}>
          <ul className="poshak-lines" aria-label={t('dashboard.sources.bySource')}>
            {data.by_source.map((s) => (
              <li className="poshak-line" key={s.source} data-source={s.source}>
                <Link to={listLinks.orders({ from: data.from, to: data.to, source: s.source })}>
                  {t(`newOrder.sources.${s.source}`)}
                </Link>
                <span style={{ whiteSpace: 'nowrap' }}>{figure(s.orders, s.takings)}</span>
              </li>
            ))}
          </ul>
          <Typography.Text strong>{t('dashboard.sources.campaigns')}</Typography.Text>
          {data.campaigns.length === 0 ? (
            <Empty
              description={t('dashboard.sources.noCampaigns')}
              image={Empty.PRESENTED_IMAGE_SIMPLE}
            />
          ) : (
            <ul className="poshak-lines" aria-label={t('dashboard.sources.campaigns')}>
              {data.campaigns.map((c) => (
                <li className="poshak-line" key={campaignLabel(c)}>
                  <Link
                    to={listLinks.orders({
                      from: data.from,
                      to: data.to,
                      campaign: { name: c.utm_campaign, source: c.utm_source },
                    })}
                  >
                    {campaignLabel(c)}
                  </Link>
                  <span style={{ whiteSpace: 'nowrap' }}>{figure(c.orders, c.takings)}</span>
                </li>
              ))}
            </ul>
          )}
          <Typography.Text type="secondary">
            {t('dashboard.sources.rule', {
              orders: count(data.by_source.reduce((n, s) => n + s.orders, 0)),
            })}
          </Typography.Text>
        </Flex>
      )}
    </Card>
  );
}

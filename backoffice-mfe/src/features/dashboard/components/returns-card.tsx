import { useState } from 'react';
import { Card, Empty, Flex, Segmented, Skeleton, Typography } from 'antd';
import { SOURCE_PERIODS, type SourcePeriod } from '@poshak/shared-api';
import { useLanguage, useT } from '@poshak/shared-ui/i18n';
import { bengaliDigits } from '@poshak/shared-ui/money';
import { ErrorState } from '@poshak/shared-ui/error-state';
import { errorText } from '../../../lib/error-text';
import { useDashboardReturns } from '../api/use-dashboard-returns';
import { formatCount } from '../format';

/**
 * Returns to origin (docs/risk.md): of the parcels couriers took over today, this week or 30
 * days, how many came back, by shipping area, by courier and for the numbers with most returns.
 */
export default function ReturnsCard() {
  const { t } = useT('backoffice');
  const [language] = useLanguage();
  const [period, setPeriod] = useState<SourcePeriod>('days30');
  const returns = useDashboardReturns(period);
  const count = (n: number) => formatCount(n, language);
  const rate = (returned: number, parcels: number) =>
    parcels === 0 ? '—' : `${count(Math.round((100 * returned) / parcels))}%`;
  const line = (f: { returned: number; parcels: number }) =>
    t('dashboard.returns.line', {
      returned: count(f.returned),
      parcels: count(f.parcels),
      rate: rate(f.returned, f.parcels),
    });
  const data = returns.data;
  return (
    <Card
      size="small"
      data-testid="dashboard-returns"
      title={t('dashboard.returns.title')}
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
      {returns.isError ? (
        <ErrorState message={errorText(returns.error)} onRetry={() => void returns.refetch()} />
      ) : !data ? (
        <Skeleton active />
      ) : (
        <Flex vertical gap={12} aria-busy={returns.isFetching}>
          {data.total.parcels === 0 ? (
            <Empty description={t('dashboard.returns.none')} image={Empty.PRESENTED_IMAGE_SIMPLE} />
          ) : (
            <>
              <Typography.Text strong>
                {t('dashboard.returns.total', {
                  returned: count(data.total.returned),
                  parcels: count(data.total.parcels),
                  rate: rate(data.total.returned, data.total.parcels),
                })}
              </Typography.Text>
              <Typography.Text>{t('dashboard.returns.byArea')}</Typography.Text>
              <ul className="poshak-lines" aria-label={t('dashboard.returns.byArea')}>
                {data.by_area.map((a) => (
                  <li className="poshak-line" key={a.shipping_id}>
                    <span>{a.shipping_name}</span>
                    <span style={{ whiteSpace: 'nowrap' }}>{line(a)}</span>
                  </li>
                ))}
              </ul>
              <Typography.Text>{t('dashboard.returns.byCourier')}</Typography.Text>
              <ul className="poshak-lines" aria-label={t('dashboard.returns.byCourier')}>
                {data.by_courier.map((c) => (
                  <li className="poshak-line" key={c.courier}>
                    <span>{t(`dashboard.returns.couriers.${c.courier}`)}</span>
                    <span style={{ whiteSpace: 'nowrap' }}>{line(c)}</span>
                  </li>
                ))}
              </ul>
              {data.by_customer.length > 0 && (
                <>
                  <Typography.Text>{t('dashboard.returns.byCustomer')}</Typography.Text>
                  <ul className="poshak-lines" aria-label={t('dashboard.returns.byCustomer')}>
                    {data.by_customer.map((c) => (
                      <li className="poshak-line" key={c.phone}>
                        <span>
                          {c.customer_name} · {language === 'bn' ? bengaliDigits(c.phone) : c.phone}
                        </span>
                        <span style={{ whiteSpace: 'nowrap' }}>{line(c)}</span>
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </>
          )}
        </Flex>
      )}
    </Card>
  );
}

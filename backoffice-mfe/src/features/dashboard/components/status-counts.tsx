import { Col, Row } from 'antd';
import type { Dashboard } from '@poshak/shared-api';
import { useLanguage, useT } from '@poshak/shared-ui/i18n';
import { formatCount } from '../format';
import { listLinks } from '../links';
import { Figure, Section } from './figure-parts';

/** Orders in each status and, where the shop takes advance fees, the fees waiting for a check. */
export function StatusCounts({ data }: { data: Dashboard }) {
  const { t } = useT('backoffice');
  const [language] = useLanguage();
  const count = (n: number) => formatCount(n, language);
  const statusName = (name: string) => t(`orders.statuses.${name}`, { defaultValue: name });

  return (
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
  );
}

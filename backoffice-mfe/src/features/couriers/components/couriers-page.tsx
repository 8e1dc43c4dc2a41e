import { useSearchParams } from 'react-router-dom';
import { Card, Descriptions, Flex, Grid, Segmented, Skeleton, Table, Typography } from 'antd';
import type { CourierInfo, CourierName } from '@poshak/shared-api';
import { useT } from '@poshak/shared-ui/i18n';
import { ErrorState } from '@poshak/shared-ui/error-state';
import { PageTitle } from '../../../components/page-title';
import { errorText } from '../../../lib/error-text';
import { usePermission } from '../../../lib/permissions';
import { useCouriers } from '../api/use-couriers';
import { isCourierName, useCourierName } from '../courier-texts';
import { useConnectionTests } from '../hooks/use-connection-tests';
import { AreaMapping } from './area-mapping';
import { ConnectionTest } from './connection-test';
import { CourierState } from './courier-state';

/**
 * Couriers: which are on (sandbox or live, where, whether their webhook is set up), a connection
 * test for admins, and the area mapping of those that place parcels by their own lists.
 */
export function CouriersPage() {
  const { t } = useT('backoffice');
  const couriers = useCouriers();
  const mapping = usePermission('couriers');
  const [search, setSearch] = useSearchParams();
  const located = (couriers.data?.items ?? []).filter((c) => c.needs_location !== 'none');
  const asked = search.get('courier');
  const shown =
    located.find((c) => c.courier === asked) ??
    located.find((c) => c.configured) ??
    located[0] ??
    null;
  const focusArea = Number(search.get('area')) || undefined;
  const name = useCourierName();

  if (couriers.isError) {
    return (
      <ErrorState message={errorText(couriers.error)} onRetry={() => void couriers.refetch()} />
    );
  }
  return (
    <Flex vertical gap={16}>
      <Card title={<PageTitle>{t('couriers.title')}</PageTitle>} styles={{ body: { padding: 12 } }}>
        <Flex vertical gap={12}>
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            {t('couriers.intro')}
          </Typography.Paragraph>
          {!couriers.data ? <Skeleton active /> : <CourierTable items={couriers.data.items} />}
        </Flex>
      </Card>
      {shown && (
        <Card
          title={<PageTitle level={2}>{t('couriers.areas.title')}</PageTitle>}
          styles={{ body: { padding: 12 } }}
        >
          <Flex vertical gap={12}>
            <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
              {t('couriers.areas.intro')}
            </Typography.Paragraph>
            <Segmented<CourierName>
              aria-label={t('couriers.columns.courier')}
              value={shown.courier}
              onChange={(next) => setSearch({ courier: next }, { replace: true })}
              options={located.map((c) => ({ value: c.courier, label: name(c.courier) }))}
            />
            <AreaMapping
              key={shown.courier}
              courier={shown}
              readOnlyReason={mapping.readOnlyReason}
              focusArea={isCourierName(asked) && asked === shown.courier ? focusArea : undefined}
            />
          </Flex>
        </Card>
      )}
    </Flex>
  );
}

/** Each courier's state, host, webhook and bulk limit, with its connection test. */
function CourierTable({ items }: { items: CourierInfo[] }) {
  const { t } = useT('backoffice');
  const name = useCourierName();
  const tests = useConnectionTests();
  const phone = !Grid.useBreakpoint().md;
  const webhookOf = (c: CourierInfo) =>
    c.configured ? t(c.webhook ? 'couriers.webhookOn' : 'couriers.webhookOff') : '—';
  const testOf = (c: CourierInfo) => (
    <ConnectionTest
      courier={c}
      outcome={tests.outcomes[c.courier]}
      running={tests.testing === c.courier}
      onRun={() => void tests.run(c.courier)}
    />
  );
  // A phone: one card per courier, every fact and the test within reach without a sideways scroll.
  if (phone) {
    return (
      <Flex vertical gap={8}>
        {items.map((c) => (
          <Card key={c.courier} size="small" title={name(c.courier)}>
            <Descriptions
              size="small"
              column={1}
              items={[
                {
                  key: 'state',
                  label: t('couriers.columns.state'),
                  children: <CourierState courier={c} />,
                },
                { key: 'host', label: t('couriers.columns.host'), children: c.host ?? '—' },
                { key: 'webhook', label: t('couriers.columns.webhook'), children: webhookOf(c) },
                {
                  key: 'bulk',
                  label: t('couriers.columns.bulk'),
                  children: t('couriers.perCall', { count: c.bulk_limit }),
                },
              ]}
            />
            {testOf(c)}
          </Card>
        ))}
      </Flex>
    );
  }
  return (
    <Table<CourierInfo>
      rowKey="courier"
      size="small"
      pagination={false}
      dataSource={items}
      scroll={{ x: 'max-content' }}
      columns={[
        {
          key: 'courier',
          title: t('couriers.columns.courier'),
          render: (_, c) => <Typography.Text strong>{name(c.courier)}</Typography.Text>,
        },
        {
          key: 'state',
          title: t('couriers.columns.state'),
          render: (_, c) => <CourierState courier={c} />,
        },
        { key: 'host', title: t('couriers.columns.host'), render: (_, c) => c.host ?? '—' },
        { key: 'webhook', title: t('couriers.columns.webhook'), render: (_, c) => webhookOf(c) },
        {
          key: 'bulk',
          title: t('couriers.columns.bulk'),
          render: (_, c) => t('couriers.perCall', { count: c.bulk_limit }),
        },
        { key: 'connection', title: t('couriers.columns.connection'), render: (_, c) => testOf(c) },
      ]}
    />
  );
}

import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  Alert,
  Button,
  Card,
  Descriptions,
  Flex,
  Grid,
  Segmented,
  Skeleton,
  Table,
  Tooltip,
  Typography,
} from 'antd';
import type { CourierInfo, CourierName, CourierTestResult } from '@poshak/shared-api';
import { useT } from '@poshak/shared-ui/i18n';
import { ErrorState } from '@poshak/shared-ui/error-state';
import { PageTitle } from '../../../components/page-title';
import { ToneTag } from '../../../components/tone-tag';
import { errorText } from '../../../lib/error-text';
import { usePermission } from '../../../lib/permissions';
import { useCourierTest, useCouriers } from '../api/use-couriers';
import { isCourierName, useCourierName, useCourierReason } from '../courier-texts';
import { AreaMapping } from './area-mapping';

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

function CourierTable({ items }: { items: CourierInfo[] }) {
  const { t } = useT('backoffice');
  const name = useCourierName();
  const because = useCourierReason();
  const testing = usePermission('courierConnection');
  const test = useCourierTest();
  const phone = !Grid.useBreakpoint().md;
  const [results, setResults] = useState<Partial<Record<CourierName, CourierTestResult | string>>>(
    {},
  );
  const run = async (courier: CourierName) => {
    try {
      const result = await test.mutateAsync(courier);
      setResults((r) => ({ ...r, [courier]: result }));
    } catch (error) {
      setResults((r) => ({ ...r, [courier]: errorText(error) }));
    }
  };
  const resultOf = (courier: CourierName) => {
    const result = results[courier];
    if (result === undefined) return null;
    const ok = typeof result !== 'string' && result.ok;
    // A refusal's code in the reader's words; the courier's own answer as it came.
    const reason =
      typeof result === 'string'
        ? result
        : !result.ok && result.code
          ? because(result.code, courier)
          : result.message;
    return (
      <Alert
        type={ok ? 'success' : 'error'}
        showIcon
        role="status"
        style={{ marginTop: 6 }}
        title={
          ok ? t('couriers.testOk', { message: reason }) : t('couriers.testFailed', { reason })
        }
      />
    );
  };
  const stateOf = (c: CourierInfo) => (
    <Flex gap={4} wrap align="start">
      <ToneTag tone={c.configured ? 'green' : 'grey'}>
        {t(c.configured ? 'couriers.on' : 'couriers.off')}
      </ToneTag>
      {c.configured && (
        <ToneTag tone={c.mode === 'production' ? 'blue' : 'amber'}>
          {t(`couriers.modes.${c.mode}`)}
        </ToneTag>
      )}
    </Flex>
  );
  const webhookOf = (c: CourierInfo) =>
    c.configured ? t(c.webhook ? 'couriers.webhookOn' : 'couriers.webhookOff') : '—';
  const testOf = (c: CourierInfo) => (
    <div style={{ maxWidth: 320 }}>
      <Tooltip title={testing.canWrite ? null : t('couriers.testAdminsOnly')}>
        <Button
          aria-label={t('couriers.testOf', { courier: name(c.courier) })}
          disabled={!c.configured || !testing.canWrite}
          loading={test.isPending && test.variables === c.courier}
          onClick={() => void run(c.courier)}
        >
          {t('couriers.test')}
        </Button>
      </Tooltip>
      {resultOf(c.courier)}
    </div>
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
                { key: 'state', label: t('couriers.columns.state'), children: stateOf(c) },
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
        { key: 'state', title: t('couriers.columns.state'), render: (_, c) => stateOf(c) },
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

import { useState } from 'react';
import { Button, Card, Flex, Input, Select, Table, Typography, type TableColumnsType } from 'antd';
import type { AuditEntry, AuditKind, AuditListParams } from '@poshak/shared-api';
import { AUDIT_KINDS } from '@poshak/shared-api/schemas';
import { useLanguage, useT } from '@poshak/shared-ui/i18n';
import { ErrorState } from '@poshak/shared-ui/error-state';
import { ToneTag } from '../../../components/tone-tag';
import type { Tone } from '../../../components/tones';
import { errorText } from '../../../lib/error-text';
import { useAuditLog, useStaffAccounts } from '../api/use-audit';
import { AuditChange } from './audit-change';
import { DHAKA_TIME } from '../../../lib/reader-format';
import { useDigits } from '../../../lib/use-digits';
import { useFocusableScroll } from '../../../lib/use-focusable-scroll';
import { PageTitle } from '../../../components/page-title';

interface Filters {
  staffId: number | null;
  kind: AuditKind | null;
  from: string;
  to: string;
}
const NO_FILTERS: Filters = { staffId: null, kind: null, from: '', to: '' };

const ACTION_TONES = { create: 'green', update: 'blue', delete: 'red' } as const satisfies Record<
  string,
  Tone
>;

/** Who changed what (admins): the audit log newest first, by person, kind and days. */
export function AuditPage() {
  const { t } = useT('backoffice');
  const [language] = useLanguage();
  const digits = useDigits();
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  // The `before` of each page shown so far: the last is the page on screen (undefined: newest).
  const [cursors, setCursors] = useState<(number | undefined)[]>([undefined]);
  const before = cursors[cursors.length - 1];
  const params: AuditListParams = {
    ...(filters.staffId !== null && { staff_id: filters.staffId }),
    ...(filters.kind !== null && { kind: filters.kind }),
    ...(filters.from && { from: filters.from }),
    ...(filters.to && { to: filters.to }),
    ...(before !== undefined && { before }),
  };
  const log = useAuditLog(params);
  // On a phone the log scrolls sideways: its box takes the keyboard's focus.
  const scrollBox = useFocusableScroll<HTMLDivElement>(t('audit.title'));
  const staff = useStaffAccounts();
  const change = (patch: Partial<Filters>) => {
    setFilters((current) => ({ ...current, ...patch }));
    setCursors([undefined]);
  };
  const filtered =
    filters.staffId !== null || filters.kind !== null || filters.from !== '' || filters.to !== '';

  const columns: TableColumnsType<AuditEntry> = [
    {
      key: 'when',
      title: t('audit.columns.when'),
      render: (_, e) => DHAKA_TIME[language].format(new Date(e.at)),
      width: 150,
    },
    {
      key: 'who',
      title: t('audit.columns.who'),
      render: (_, e) => e.staff_username ?? '—',
      width: 120,
    },
    {
      key: 'what',
      title: t('audit.columns.what'),
      width: 200,
      render: (_, e) => (
        <Flex vertical gap={4} align="start">
          <ToneTag tone={ACTION_TONES[e.action]}>{t(`audit.actions.${e.action}`)}</ToneTag>
          <Typography.Text>
            {t(`audit.kinds.${e.kind}`)}
            {/* A setting of the shop is named by its kind alone. */}
            {e.entity_id !== e.kind && ` ${digits(e.entity_id)}`}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'change',
      title: t('audit.columns.change'),
      render: (_, e) => <AuditChange before={e.before} after={e.after} />,
    },
  ];

  return (
    <Card title={<PageTitle>{t('audit.title')}</PageTitle>}>
      <Flex vertical gap={16}>
        <Flex wrap gap={8} align="center">
          <Select<number>
            allowClear
            value={filters.staffId ?? undefined}
            onChange={(id) => change({ staffId: id ?? null })}
            placeholder={t('audit.person')}
            aria-label={t('audit.person')}
            loading={staff.isLoading}
            options={(staff.data ?? []).map((s) => ({ value: s.id, label: s.username }))}
            style={{ flex: '1 1 160px', maxWidth: 220 }}
          />
          <Select<AuditKind>
            allowClear
            value={filters.kind ?? undefined}
            onChange={(kind) => change({ kind: kind ?? null })}
            placeholder={t('audit.kind')}
            aria-label={t('audit.kind')}
            options={AUDIT_KINDS.map((kind) => ({ value: kind, label: t(`audit.kinds.${kind}`) }))}
            style={{ flex: '1 1 160px', maxWidth: 220 }}
          />
          <Flex gap={8} align="center" wrap>
            <label htmlFor="audit-from">{t('audit.from')}</label>
            <Input
              id="audit-from"
              type="date"
              value={filters.from}
              max={filters.to || undefined}
              onChange={(e) => change({ from: e.target.value })}
              style={{ width: 150 }}
            />
            <label htmlFor="audit-to">{t('audit.to')}</label>
            <Input
              id="audit-to"
              type="date"
              value={filters.to}
              min={filters.from || undefined}
              onChange={(e) => change({ to: e.target.value })}
              style={{ width: 150 }}
            />
          </Flex>
          {filtered && (
            <Button type="link" onClick={() => change(NO_FILTERS)}>
              {t('audit.clear')}
            </Button>
          )}
        </Flex>
        {log.isError ? (
          <ErrorState message={errorText(log.error)} onRetry={() => void log.refetch()} />
        ) : (
          <div ref={scrollBox}>
            <Table<AuditEntry>
              rowKey="id"
              columns={columns}
              dataSource={log.data?.items}
              loading={log.isFetching}
              pagination={false}
              size="small"
              scroll={{ x: 'max-content' }}
              locale={{ emptyText: t('audit.empty') }}
            />
          </div>
        )}
        <Flex gap={8} justify="end">
          {cursors.length > 1 && (
            <Button onClick={() => setCursors([undefined])}>{t('audit.newest')}</Button>
          )}
          <Button
            disabled={!log.data?.next_before}
            onClick={() => {
              const next = log.data?.next_before;
              if (next) setCursors((current) => [...current, next]);
            }}
          >
            {t('audit.older')}
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
}

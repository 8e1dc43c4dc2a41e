import { Button, Flex, Select } from 'antd';
import type { AuditKind } from '@poshak/shared-api';
import { AUDIT_KINDS } from '@poshak/shared-api/schemas';
import { useT } from '@poshak/shared-ui/i18n';
import { DateRange } from '../../../components/date-range';
import { useStaffAccounts } from '../api/use-audit';
import { isFiltered, NO_FILTERS, type AuditFilters } from '../hooks/use-audit-view';

interface Props {
  filters: AuditFilters;
  change: (patch: Partial<AuditFilters>) => void;
}

/** The log's filters: a person, a kind of record, the days; and Clear while any is set. */
export function AuditFiltersSection({ filters, change }: Props) {
  const { t } = useT('backoffice');
  const staff = useStaffAccounts();
  return (
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
      <DateRange
        idPrefix="audit"
        fromLabel={t('audit.from')}
        toLabel={t('audit.to')}
        from={filters.from}
        to={filters.to}
        onChange={change}
      />
      {isFiltered(filters) && (
        <Button type="link" onClick={() => change(NO_FILTERS)}>
          {t('audit.clear')}
        </Button>
      )}
    </Flex>
  );
}

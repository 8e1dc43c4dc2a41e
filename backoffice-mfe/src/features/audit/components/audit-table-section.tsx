import { Table } from 'antd';
import type { AuditEntry } from '@poshak/shared-api';
import { ErrorState } from '@poshak/shared-ui/error-state';
import { useT } from '@poshak/shared-ui/i18n';
import { errorText } from '../../../lib/error-text';
import { useFocusableScroll } from '../../../lib/use-focusable-scroll';
import type { useAuditLog } from '../api/use-audit';
import { useAuditColumns } from '../hooks/use-audit-columns';

/** The log's page on screen, or its failure with a retry. */
export function AuditTableSection({ log }: { log: ReturnType<typeof useAuditLog> }) {
  const { t } = useT('backoffice');
  // On a phone the log scrolls sideways: its box takes the keyboard's focus.
  const scrollBox = useFocusableScroll<HTMLDivElement>(t('audit.title'));
  const columns = useAuditColumns();
  if (log.isError) {
    return <ErrorState message={errorText(log.error)} onRetry={() => void log.refetch()} />;
  }
  return (
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
  );
}

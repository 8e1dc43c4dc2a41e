import { Empty, Table } from 'antd';
import type { BlockedPhone } from '@poshak/shared-api';
import { ErrorState } from '@poshak/shared-ui/error-state';
import { useT } from '@poshak/shared-ui/i18n';
import { errorText } from '../../../lib/error-text';
import { useFocusableScroll } from '../../../lib/use-focusable-scroll';
import { useBlocklist } from '../api/use-blocklist';
import { useBlocklistColumns } from '../hooks/use-blocklist-columns';

/** The blocked numbers, or their failure with a retry. */
export function BlocklistTableSection({ readOnlyReason }: { readOnlyReason: string | null }) {
  const { t } = useT('backoffice');
  const scrollBox = useFocusableScroll<HTMLDivElement>(t('risk.blocklist.title'));
  const list = useBlocklist();
  const columns = useBlocklistColumns(readOnlyReason);
  if (list.isError) {
    return <ErrorState message={errorText(list.error)} onRetry={() => void list.refetch()} />;
  }
  return (
    <div ref={scrollBox}>
      <Table<BlockedPhone>
        rowKey="phone"
        columns={columns}
        dataSource={list.data}
        loading={list.isFetching}
        pagination={false}
        size="small"
        scroll={{ x: 'max-content' }}
        locale={{
          emptyText: (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('risk.blocklist.empty')} />
          ),
        }}
      />
    </div>
  );
}

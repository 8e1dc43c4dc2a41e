import type { PaginationProps } from 'antd';
import { PAGE_SIZES } from '@poshak/shared-api';
import { useT } from '@poshak/shared-ui/i18n';
import { usePageNumbers } from '../../../lib/page-numbers';
import type { MessagesView } from '../messages-url';

/** The messages list's pager, for the table and the phone's cards alike; it turns the address. */
export function useMessagesPagination(
  view: MessagesView,
  change: (patch: Partial<MessagesView>) => void,
  total: number,
): PaginationProps {
  const { t } = useT('backoffice');
  const pageNumbers = usePageNumbers();
  return {
    current: view.page,
    pageSize: view.pageSize,
    total,
    pageSizeOptions: [...PAGE_SIZES],
    ...pageNumbers,
    showTotal: (count: number) => t('sms.messages.total', { count }),
    onChange: (page: number, pageSize: number) =>
      change({ page: pageSize === view.pageSize ? page : 1, pageSize }),
  };
}

import type { PaginationProps } from 'antd';
import { useT } from '@poshak/shared-ui/i18n';
import type { CodView, CodViewChange } from './use-cod-view';

export type CodPagination = Pick<
  PaginationProps,
  'current' | 'pageSize' | 'total' | 'showTotal' | 'onChange'
>;

/** The parcels' pager, for the table and the phone's cards alike; it turns the address. */
export function useCodPagination(
  view: CodView,
  change: CodViewChange,
  total: number,
): CodPagination {
  const { t } = useT('backoffice');
  return {
    current: view.page,
    pageSize: view.pageSize,
    total,
    showTotal: (count: number) => t('cod.total', { count }),
    onChange: (page: number, pageSize: number) =>
      change({ page: pageSize === view.pageSize ? page : 1, pageSize }),
  };
}

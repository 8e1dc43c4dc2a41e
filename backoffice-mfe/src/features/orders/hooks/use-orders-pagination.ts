import type { TablePaginationConfig } from 'antd';
import { PAGE_SIZES } from '@poshak/shared-api';
import { usePageNumbers } from '../../../lib/page-numbers';
import type { OrderView, OrderViewChange } from '../order-view';

/** The list's pager for a total, for the table and the phone's cards alike; it turns the address. */
export function useOrdersPagination(view: OrderView, change: OrderViewChange) {
  const pageNumbers = usePageNumbers();
  return (total: number): TablePaginationConfig => ({
    current: view.page,
    pageSize: view.pageSize,
    total,
    pageSizeOptions: [...PAGE_SIZES],
    ...pageNumbers,
    onChange: (page: number, pageSize: number) =>
      change({ page: pageSize === view.pageSize ? page : 1, pageSize }),
  });
}

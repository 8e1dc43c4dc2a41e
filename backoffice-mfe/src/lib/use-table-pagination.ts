import { useState } from 'react';
import type { TablePaginationConfig } from 'antd';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@poshak/shared-api';

/**
 * Page and page size of a table the server pages, offering the shop's page sizes (the server
 * refuses others); a new page size starts again at page 1.
 */
export function useTablePagination() {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(DEFAULT_PAGE_SIZE);
  const pagination = (total: number): TablePaginationConfig => ({
    current: page,
    pageSize,
    total,
    showSizeChanger: true,
    pageSizeOptions: [...PAGE_SIZES],
    onChange: (nextPage, size) => {
      setPage(size === pageSize ? nextPage : 1);
      setPageSize(size);
    },
  });
  return { page, pageSize, pagination };
}
